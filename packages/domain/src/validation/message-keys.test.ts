import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGE_KEYS, VALIDATION_MESSAGE_KEYS } from './message-keys.ts';

describe('message keys', () => {
  it('lists the 18 field messages of spec §8 once each', () => {
    expect(FIELD_MESSAGE_KEYS).toHaveLength(18);
    expect(new Set(VALIDATION_MESSAGE_KEYS).size).toBe(VALIDATION_MESSAGE_KEYS.length);
  });

  it('every key a rule of this folder emits is listed', () => {
    const source = readdirSync(import.meta.dirname)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => readFileSync(path.join(import.meta.dirname, file), 'utf8'))
      .join('\n');
    const emitted = [...source.matchAll(/'((?:require|required|error|message|fact)_[a-z_]+)'/g)].map(
      (m) => m[1],
    );
    expect(emitted.length).toBeGreaterThan(10);
    for (const key of emitted) expect(VALIDATION_MESSAGE_KEYS).toContain(key);
  });
});
