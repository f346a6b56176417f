import { textLength as domainTextLength } from '@pow/domain';
import { describe, expect, it } from 'vitest';
import { textLength } from './text-length.ts';

describe('textLength', () => {
  it.each(['', 'abc', 'é', '👮‍♀️ 112', 'x'.repeat(1001)])('counts %j as @pow/domain does', (value) => {
    expect(textLength(value)).toBe(domainTextLength(value));
  });
});
