import { readdirSync, readFileSync } from 'node:fs';
import { DECLARATION_MESSAGE_KEYS, VALIDATION_MESSAGE_KEYS, WIZARD_MESSAGE_KEYS } from '@pow/domain';
import { describe, expect, it } from 'vitest';
import { caseMessageCatalogues } from './case-messages/index.ts';
import { contactMailCatalogues } from './contact-mail/index.ts';
import { idpCatalogues } from './idp/index.ts';
import { type Catalogue, keyPaths } from './index.ts';
import { signOutCatalogues } from './sign-out/index.ts';
import { summaryCatalogues } from './summary/index.ts';
import de from './web/de.json' with { type: 'json' };
import { devFields } from './web/dev-fields.ts';
import fr from './web/fr.json' with { type: 'json' };
import nl from './web/nl.json' with { type: 'json' };

const LOCALES = ['nl', 'fr', 'de'] as const;

/** Every key path whose text is empty or only spaces. */
function emptyKeys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) => {
    if (typeof value === 'string') return value.trim() === '' ? [prefix + key] : [];
    return emptyKeys(value, `${prefix}${key}.`);
  });
}

/** Every `{{name}}` placeholder per key, so a translation cannot drop or rename one. */
function placeholders(catalogue: Catalogue): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  const walk = (node: Catalogue, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value !== 'string') walk(value, `${prefix}${key}.`);
      else found[prefix + key] = [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
    }
  };
  walk(catalogue, '');
  return found;
}

function checkSet(name: string, catalogues: Record<(typeof LOCALES)[number], Catalogue>) {
  describe(`${name} catalogues`, () => {
    const reference = keyPaths(catalogues.nl);

    it('has keys', () => {
      expect(reference.length).toBeGreaterThan(0);
    });

    it.each(LOCALES)('%s has exactly the keys of nl', (locale) => {
      const keys = keyPaths(catalogues[locale]);
      expect({
        missing: reference.filter((key) => !keys.includes(key)),
        extra: keys.filter((key) => !reference.includes(key)),
      }).toEqual({
        missing: [],
        extra: [],
      });
    });

    it.each(LOCALES)('%s has no empty text', (locale) => {
      expect(emptyKeys(catalogues[locale])).toEqual([]);
    });

    it.each(LOCALES)('%s keeps the placeholders of nl', (locale) => {
      expect(placeholders(catalogues[locale])).toEqual(placeholders(catalogues.nl));
    });
  });
}

checkSet('web', { nl, fr, de });
checkSet('dev fields page', devFields);
checkSet('sign-out confirmation page', signOutCatalogues);
checkSet('idp', idpCatalogues);
checkSet('contact mail', contactMailCatalogues);
checkSet('case messages', caseMessageCatalogues);

/** Every text of a catalogue, with its key path. */
function texts(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[prefix + key, value]] : texts(value, `${prefix}${key}.`),
  );
}

/** French puts a narrow no-break space before : ; ! ? and inside « »: the keys of texts that use a plain one. */
const plainSpacedPunctuation = (catalogue: Catalogue) =>
  texts(catalogue)
    .filter(([, text]) => / [:;!?]|« | »/.test(text))
    .map(([key]) => key);

describe('French typography of the catalogues outside the pages', () => {
  it.each(
    Object.entries({
      summary: summaryCatalogues,
      'sign-out': signOutCatalogues,
      idp: idpCatalogues,
      'contact mail': contactMailCatalogues,
      'case messages': caseMessageCatalogues,
    }),
  )('%s', (_, catalogues) => {
    expect(plainSpacedPunctuation(catalogues.fr)).toEqual([]);
  });

  it('web', () => {
    expect(plainSpacedPunctuation(fr as Catalogue)).toEqual([]);
  });
});

describe('plural texts', () => {
  it('has a singular and a plural form for every counted text', () => {
    for (const catalogue of [nl, fr, de] as Catalogue[]) {
      const keys = keyPaths(catalogue);
      for (const key of keys.filter((k) => k.endsWith('_one'))) {
        expect(keys).toContain(key.replace(/_one$/, '_other'));
      }
    }
  });
});

/** Keys the field components show by name (spec §5, §8), beyond the rules' own keys. */
const FIELD_COMPONENT_KEYS = [
  'error_occured',
  'error_rrn_invalid',
  'error_rrn_not_authorized',
  'error_rrn_no_match',
  'error_rrn_not_available',
  'error_enterprise_search_please_narrow',
  'error_choose_enterprise',
  'no_results',
  'address_validated',
  'address_invalid',
] as const;

/** A key with a text, either as is or in its plural forms (`_one` and `_other`). */
function hasText(catalogue: Catalogue, key: string): boolean {
  const keys = keyPaths(catalogue);
  return keys.includes(key) || (keys.includes(`${key}_one`) && keys.includes(`${key}_other`));
}

describe('message keys of the validation rules and the field components', () => {
  const catalogues = { nl, fr, de } as Record<(typeof LOCALES)[number], Catalogue>;

  it.each(LOCALES)('%s has a text for every key in VALIDATION_MESSAGE_KEYS (packages/domain)', (locale) => {
    expect(VALIDATION_MESSAGE_KEYS.filter((key) => !hasText(catalogues[locale], key))).toEqual([]);
  });

  it.each(LOCALES)('%s has a text for every key of the declaration schemas and the wizard', (locale) => {
    const keys = [...DECLARATION_MESSAGE_KEYS, ...WIZARD_MESSAGE_KEYS];
    expect(keys.filter((key) => !hasText(catalogues[locale], key))).toEqual([]);
  });

  it.each(LOCALES)('%s has a text for every key the field components show', (locale) => {
    expect(FIELD_COMPONENT_KEYS.filter((key) => !hasText(catalogues[locale], key))).toEqual([]);
  });

  it.each(LOCALES)('%s counts the capped search results in singular and plural', (locale) => {
    const keys = keyPaths(catalogues[locale]);
    expect(keys).toContain('search_limited_results_one');
    expect(keys).toContain('search_limited_results_other');
  });

  it('gives the parameters of spec §5 a place in the texts', () => {
    for (const catalogue of [nl, fr, de]) {
      expect(catalogue.error_minmax_length).toMatch(/\{\{min\}\}.*\{\{max\}\}/);
      expect(catalogue.error_max_length).toContain('{{length}}');
      expect(catalogue.search_limited_results_other).toContain('{{count}}');
    }
  });
});

/**
 * The namespaces of pages and parts (web/pages/<name>, web/parts/<name>), kept out of the main catalogue
 * and loaded with their chunks: the same checks, plus the same links (`<faq>…</faq>`, which the page
 * wires) in every language, every tag closed, and a singular and plural form for every counted text.
 * `<tel>`, `<email>` and `<b>` stand alone, so a language may have a helpline of its own.
 */
const SELF_CONTAINED_TAGS = ['tel', 'email', 'b'];
const linksOnly = (tags: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(tags).map(([key, list]) => [
      key,
      list.filter((tag) => !SELF_CONTAINED_TAGS.includes(tag.replace('/', ''))),
    ]),
  );
/** Every namespace folder under web/pages and web/parts: a new page's texts are checked without a list to keep. */
const NAMESPACES = ['pages', 'parts'].flatMap((group) =>
  readdirSync(new URL(`./web/${group}/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${group}/${entry.name}`),
);

function markedTags(catalogue: Catalogue): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  const walk = (node: Catalogue, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value !== 'string') walk(value, `${prefix}${key}.`);
      else found[prefix + key] = [...value.matchAll(/<(\/?)(\w+)>/g)].map((m) => `${m[1]}${m[2]}`).sort();
    }
  };
  walk(catalogue, '');
  return found;
}

/** A namespace's catalogue in one language, read as the data it is. */
const read = (name: string, locale: string): Catalogue =>
  JSON.parse(readFileSync(new URL(`./web/${name}/${locale}.json`, import.meta.url), 'utf8'));

for (const name of NAMESPACES) {
  const set = { nl: read(name, 'nl'), fr: read(name, 'fr'), de: read(name, 'de') };
  checkSet(name, set);

  describe(`${name} marked words`, () => {
    it.each(LOCALES)('%s marks the same links as nl, each tag closed', (locale) => {
      const tags = markedTags(set[locale]);
      expect(linksOnly(tags)).toEqual(linksOnly(markedTags(set.nl)));
      for (const list of Object.values(tags)) {
        const opened = list.filter((tag) => !tag.startsWith('/'));
        expect(list.filter((tag) => tag.startsWith('/')).map((tag) => tag.slice(1))).toEqual(opened);
      }
    });

    it('fr puts a narrow no-break space before : ; ! ? and inside « »', () => {
      expect(plainSpacedPunctuation(set.fr)).toEqual([]);
    });

    it.each(LOCALES)('%s has both plural forms of every counted text', (locale) => {
      const keys = keyPaths(set[locale]);
      for (const key of keys.filter((k) => k.endsWith('_one'))) {
        expect(keys).toContain(key.replace(/_one$/, '_other'));
      }
    });
  });
}

describe('contact message keys (spec §8) in the main catalogues', () => {
  const catalogues = { nl, fr, de } as Record<(typeof LOCALES)[number], Catalogue>;
  it.each(LOCALES)('%s has consent_required and error_occured', (locale) => {
    expect(hasText(catalogues[locale], 'consent_required')).toBe(true);
    expect(hasText(catalogues[locale], 'error_occured')).toBe(true);
  });
});

describe('the types of the catalogues (catalogues.ts)', () => {
  it('name every namespace under web/pages and web/parts after its folder, so that the type check checks it', () => {
    const source = readFileSync(new URL('./catalogues.ts', import.meta.url), 'utf8');
    const typed = [
      ...source.matchAll(/'?([\w-]+)'?: Checked<\s*typeof import\('\.\/web\/(\w+)\/([\w-]+)\/nl\.json'\)/g),
    ];
    expect(typed.filter(([, name, , folder]) => name !== folder).map(([, name]) => name)).toEqual([]);
    expect(typed.map(([, , group, folder]) => `${group}/${folder}`).sort()).toEqual([...NAMESPACES].sort());
  });
});
