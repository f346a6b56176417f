import { describe, expect, it } from 'vitest';
import { type Catalogue, keyPaths } from '../index.ts';
import { summaryCatalogues } from './index.ts';

describe('summary catalogues', () => {
  const [nl, fr, de] = [summaryCatalogues.nl, summaryCatalogues.fr, summaryCatalogues.de] as Catalogue[];

  it('have the same keys in nl, fr and de, none empty', () => {
    expect(keyPaths(fr!)).toEqual(keyPaths(nl!));
    expect(keyPaths(de!)).toEqual(keyPaths(nl!));
    const values = (c: Catalogue): string[] =>
      Object.values(c).flatMap((v) => (typeof v === 'string' ? [v] : values(v)));
    for (const catalogue of [nl!, fr!, de!])
      expect(values(catalogue).filter((v) => v.trim() === '')).toEqual([]);
  });
});
