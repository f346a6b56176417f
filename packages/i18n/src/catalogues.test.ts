import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Catalogue, keyPaths } from './index.ts';
import { de } from './web/de.ts';
import { fr } from './web/fr.ts';
import { nl } from './web/nl.ts';

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

/** The sign-in pages' catalogues (packages/i18n/src/idp), checked the same way once they exist. */
const idpDir = new URL('./idp/', import.meta.url);
const idpFiles = LOCALES.map((locale) => new URL(`${locale}.ts`, idpDir));
if (idpFiles.every((file) => existsSync(file))) {
  const modules = await Promise.all(
    idpFiles.map((file) => import(file.href) as Promise<Record<string, unknown>>),
  );
  const pick = (module: Record<string, unknown>, locale: string): Catalogue => {
    const value =
      module[locale] ?? module.default ?? Object.values(module).find((v) => typeof v === 'object');
    if (!value || typeof value !== 'object') throw new Error(`idp/${locale}.ts exports no catalogue`);
    return value as Catalogue;
  };
  const [idpNl, idpFr, idpDe] = modules.map((module, index) => pick(module, LOCALES[index] ?? 'nl'));
  checkSet('idp', { nl: idpNl as Catalogue, fr: idpFr as Catalogue, de: idpDe as Catalogue });
} else {
  describe('idp catalogues', () => {
    it.skip('packages/i18n/src/idp/{nl,fr,de}.ts are not there yet', () => {});
  });
}

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
