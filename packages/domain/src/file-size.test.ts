import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it('counts by 1024, writes numbers the Belgian way, in one system of units per language', () => {
    expect(formatFileSize(1536 * 1024, 'fr')).toBe('1,5\u00a0Mo');
    expect(formatFileSize(2150, 'fr')).toBe('2,1\u00a0Ko');
    expect(formatFileSize(2048, 'nl')).toBe('2\u00a0kB');
    expect(formatFileSize(10 * 1024 * 1024, 'de')).toBe('10\u00a0MB');
    expect(formatFileSize(512, 'de')).toBe('512\u00a0Byte');
  });
});
