import { existsSync, readFileSync } from 'node:fs';
import { FORM_DEFINITIONS, formTextsFolder, LOCALES, type Locale, textNamespacesOf } from '@pow/domain';
import { type Catalogue, interpolate } from '../index.ts';
import mainDe from '../web/de.json' with { type: 'json' };
import mainFr from '../web/fr.json' with { type: 'json' };
import mainNl from '../web/nl.json' with { type: 'json' };
import { summaryCatalogues } from './index.ts';

type ByLocale = Readonly<Record<Locale, Catalogue>>;

/**
 * The folders a namespace lives in, as the web loads it: a page's or part's, `web/pages/<namespace>/nl.json`,
 * or a form's own, `texts/nl.json` in the form's folder.
 */
const textFolders = (namespace: string): URL[] => [
  ...['../web/pages', '../web/parts'].map((parent) => new URL(`${parent}/${namespace}/`, import.meta.url)),
  formTextsFolder(namespace),
];

function namespaceTexts(namespace: string): ByLocale {
  const folder = textFolders(namespace).find((url) => existsSync(url));
  if (!folder) throw new Error(`the forms name the text namespace ${namespace}, which has no folder`);
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, JSON.parse(readFileSync(new URL(`${locale}.json`, folder), 'utf8'))]),
  ) as ByLocale;
}

/**
 * The namespaces a summary speaks from, as the web loads them: the main catalogue, the summary's own
 * words, and every namespace the form definitions' texts name (their questions, steps and tiles): a new
 * form's texts are found without a line here. The server renders the PDF with exactly the texts the
 * person saw.
 */
const NAMESPACES: Readonly<Record<string, ByLocale>> = {
  ...Object.fromEntries(
    textNamespacesOf(FORM_DEFINITIONS)
      .filter((namespace) => namespace !== 'translation' && namespace !== 'summary')
      .map((namespace) => [namespace, namespaceTexts(namespace)]),
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
