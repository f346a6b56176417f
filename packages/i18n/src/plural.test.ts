import { describe, expect, it } from 'vitest';
import { interpolate, pluralCategory } from './index.ts';

describe('pluralCategory', () => {
  it('treats 0 and 1 as singular in French only', () => {
    expect(pluralCategory('fr', 0)).toBe('one');
    expect(pluralCategory('fr', 1)).toBe('one');
    expect(pluralCategory('fr', 1.5)).toBe('one');
    expect(pluralCategory('fr', 2)).toBe('other');
    expect(pluralCategory('nl', 0)).toBe('other');
    expect(pluralCategory('nl', 1)).toBe('one');
    expect(pluralCategory('de', 0)).toBe('other');
    expect(pluralCategory('de', 2)).toBe('other');
  });
});

describe('interpolate', () => {
  it('fills known values and leaves unknown ones visible', () => {
    expect(interpolate('{{count}} dagen, {{ x }}', { count: 3 })).toBe('3 dagen, {{ x }}');
  });
});
