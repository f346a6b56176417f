/** A catalogue's shape: the keys of `T` at every depth, each with a text. */
export type CatalogueShape<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : CatalogueShape<T[K]>;
};

/**
 * The Dutch catalogue's shape, once French and German have exactly its keys (each constraint checks one
 * way): the type check fails, naming the key, when a language lacks a key or has one too many.
 */
export type CheckedCatalogue<
  Nl extends CatalogueShape<Fr> & CatalogueShape<De>,
  Fr extends CatalogueShape<Nl>,
  De extends CatalogueShape<Nl>,
> = CatalogueShape<Nl>;

/** Where a form keeps its own texts: `texts/<locale>.json` in its folder, the namespace named as the folder. */
export function formTextsFolder(namespace: string): URL {
  return new URL(`./${namespace}/texts/`, import.meta.url);
}
