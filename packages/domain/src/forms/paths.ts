/**
 * Dotted paths into a payload, as types: a definition's answer paths are checked against its payload, so
 * a misspelled path ('fact.descripton') fails the type check instead of dropping an answer from the
 * review step, the PDF and the desk (issue 32). A list ends a path: its elements' answers are paths of
 * the element (`ListItem`).
 */

/** How deep a path may go; deeper payloads would be a mistake, and the limit keeps the checker fast. */
type Deeper = [never, 0, 1, 2, 3, 4, 5];

type IsList<V> = NonNullable<V> extends readonly unknown[] ? true : false;

/** Every path to a value of T that is not inside a list (for a union: the paths of any of its members). */
export type PathOf<T, D extends number = 6> = [D] extends [never]
  ? never
  : T extends readonly unknown[]
    ? never
    : T extends object
      ? {
          [K in keyof T & string]-?:
            | K
            | (IsList<T[K]> extends true ? never : `${K}.${PathOf<NonNullable<T[K]>, Deeper[D]>}`);
        }[keyof T & string]
      : never;

/** Every path to a list of T (objects, amounts, contacts). */
export type ListPathOf<T, D extends number = 6> = [D] extends [never]
  ? never
  : T extends readonly unknown[]
    ? never
    : T extends object
      ? {
          [K in keyof T & string]-?: IsList<T[K]> extends true
            ? K
            : `${K}.${ListPathOf<NonNullable<T[K]>, Deeper[D]>}`;
        }[keyof T & string]
      : never;

/** The value at a path of T (for a union: at that path of each member that has it). */
export type ValueAt<T, P extends string> = T extends unknown
  ? P extends `${infer K}.${infer Rest}`
    ? K extends keyof T
      ? ValueAt<NonNullable<T[K]>, Rest>
      : never
    : P extends keyof T
      ? T[P]
      : never
  : never;

/** An element of the list at a path of T. */
export type ElementAt<T, P extends string> =
  NonNullable<ValueAt<T, P>> extends readonly (infer E)[] ? E : never;

/** A path relative to a context: '' is the context itself. */
export type PathIn<C> = '' | PathOf<C>;

/**
 * What a context offers a summary: its paths, and each of its lists with the shape of its element. Items
 * are typed by shape, not by the context itself, so that a part asked of `{ declarant }` fits any payload
 * holding that declarant: a shape with fewer paths and lists is assignable to one with more.
 */
export interface Shape {
  readonly paths: string;
  readonly lists: ListShape;
}
export interface ListShape {
  readonly list: string;
  readonly element: Shape;
}

export type ShapeOf<C> = ShapeFrom<
  PathIn<C>,
  { readonly [L in ListPathOf<C>]: ListShapeOf<L, ElementShapeAt<C, L>> }[ListPathOf<C>]
>;

/**
 * The shape of an element of the list at L, for a union C the widest of its members' (graffiti's objects
 * have more paths than the others'; a union of the elements themselves would keep the narrower type).
 */
export type ElementShapeAt<C, L extends string> = C extends unknown ? ShapeOf<ElementAt<C, L>> : never;
// Interfaces, so that two shapes compare by their paths and lists (covariant), never by the contexts they
// came from: a part's context is not a payload, yet its paths are the payload's.
interface ShapeFrom<out P extends string, out L extends ListShape> {
  readonly paths: P;
  readonly lists: L;
}
interface ListShapeOf<out L, out E> {
  readonly list: L;
  readonly element: E;
}

/** The shape of anything: any path, any list (what `summarise` walks). */
export interface AnyShape extends Shape {
  readonly lists: { readonly list: string; readonly element: AnyShape };
}

/** The shape of a part asked of the field `K`: its paths and lists put under K ('' becomes K itself). */
export type Under<K extends string, S extends Shape> = {
  readonly paths: S['paths'] extends infer P extends string ? (P extends '' ? K : `${K}.${P}`) : never;
  readonly lists: S['lists'] extends infer L
    ? L extends { readonly list: infer N extends string; readonly element: infer E }
      ? ListShapeOf<`${K}.${N}`, E>
      : never
    : never;
};
