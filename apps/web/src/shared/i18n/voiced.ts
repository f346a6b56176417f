import type { Namespace, TFunction } from 'i18next';

/**
 * The same texts in another voice: `<voice>.<key>` where the namespace has it, else the key itself
 * (an officer's words about a victim, issue 21). i18next takes the first key of a list that exists;
 * its types cannot follow a prefix, hence the casts.
 */
export function voiced<N extends Namespace>(t: TFunction<N>, voice: string): TFunction<N> {
  const lookup = t as unknown as (keys: readonly string[], options?: object) => string;
  const say = (key: string, options?: object) => lookup([`${voice}.${key}`, key], options);
  return say as unknown as TFunction<N>;
}
