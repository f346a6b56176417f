/**
 * The i18next namespaces beside the main catalogue ('translation'): each page's or part's texts, in
 * packages/i18n/src/web/{pages,parts}/<name>/, loaded with its chunk (use-page-texts.ts). The page or
 * part that loads a namespace adds it here, in its own texts.ts (`declare module` beside its loaders),
 * so a new page or form registers its texts in its own folder.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging, one texts.ts a namespace.
export interface PageResources {}

export type PageNamespace = keyof PageResources;
