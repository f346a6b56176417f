import type { Locale } from '@pow/domain';
import type { PageResources } from '@pow/i18n/catalogues';
import { languageTexts } from './i18n.ts';

/**
 * The i18next namespaces beside the main catalogue ('translation'): each page's or part's texts, one JSON
 * file per language in packages/i18n/src/web/{pages,parts}/<name>/ (and the summary's words), typed in
 * packages/i18n/src/catalogues.ts. A new page's texts are found by their files, without a line here.
 */
export type { PageResources };

export type PageNamespace = keyof PageResources;

/**
 * The folder is the namespace: web/pages/<ns>/<locale>.json, summary/<locale>.json, and a form's own texts,
 * forms/<ns>/texts/<locale>.json.
 */
function namespaceOfFile(file: string): string | undefined {
  const folders = file.split('/').slice(0, -1);
  return folders.at(-1) === 'texts' ? folders.at(-2) : folders.at(-1);
}

/** Downloads the texts of `ns` in `locale`. */
export async function fetchPageTexts<N extends PageNamespace>(
  ns: N,
  locale: Locale,
): Promise<PageResources[N]> {
  const { pages } = await languageTexts(locale);
  const load = Object.entries(pages).find(([file]) => namespaceOfFile(file) === ns)?.[1];
  if (!load) throw new Error(`no texts ${ns} in ${locale}`);
  return (await load()) as PageResources[N];
}
