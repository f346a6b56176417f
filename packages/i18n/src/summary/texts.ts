import { existsSync } from 'node:fs';
import { FORM_DEFINITIONS, LOCALES, type Locale, textNamespacesOf } from '@pow/domain';
import { type Catalogue, interpolate } from '../index.ts';
import { de as mainDe } from '../web/de.ts';
import { fr as mainFr } from '../web/fr.ts';
import { nl as mainNl } from '../web/nl.ts';
import { summaryCatalogues } from './index.ts';

type ByLocale = Readonly<Record<Locale, Catalogue>>;

/** The folders a page's or part's namespace lives in, as the web loads it: `web/pages/<namespace>/nl.ts`. */
const TEXT_FOLDERS = ['../web/pages', '../web/parts'];

async function namespaceTexts(namespace: string): Promise<ByLocale> {
  const folder = TEXT_FOLDERS.map((parent) => new URL(`${parent}/${namespace}/`, import.meta.url)).find(
    (url) => existsSync(url),
  );
  if (!folder) throw new Error(`the forms name the text namespace ${namespace}, which has no folder`);
  const texts = await Promise.all(
    LOCALES.map(async (locale) => {
      const module = await import(new URL(`${locale}.ts`, folder).href);
      return [locale, module[locale] as Catalogue] as const;
    }),
  );
  return Object.fromEntries(texts) as ByLocale;
}

/**
 * The namespaces a summary speaks from, as the web loads them: the main catalogue, the summary's own
 * words, and every namespace the form definitions' texts name (their questions, steps and tiles): a new
 * form's texts are found without a line here. The server renders the PDF with exactly the texts the
 * person saw.
 */
const NAMESPACES: Readonly<Record<string, ByLocale>> = {
  ...Object.fromEntries(
    await Promise.all(
      textNamespacesOf(FORM_DEFINITIONS)
        .filter((namespace) => namespace !== 'translation' && namespace !== 'summary')
        .map(async (namespace) => [namespace, await namespaceTexts(namespace)] as const),
    ),
  ),
  translation: { nl: mainNl, fr: mainFr, de: mainDe },
  summary: summaryCatalogues,
};

/** `namespace:key.path` in a locale, its `{{markers}}` filled; a key no catalogue has throws. */
export function summaryText(locale: Locale) {
  return (key: `${string}:${string}`, values?: Readonly<Record<string, string | number>>): string => {
    const [namespace = '', path = ''] = key.split(':');
    const found = path
      .split('.')
      .reduce<Catalogue | string | undefined>(
        (node, part) => (node && typeof node === 'object' ? node[part] : undefined),
        NAMESPACES[namespace]?.[locale],
      );
    if (typeof found !== 'string') throw new Error(`no text ${key} in ${locale}`);
    return interpolate(found, values);
  };
}
