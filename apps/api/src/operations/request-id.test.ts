import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIdOf } from './request-id.ts';

const withHeader = (value: string | string[] | undefined) =>
  ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as IncomingMessage;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdOf', () => {
  it("keeps the ingress controller's id: a UUID, nginx's 32 hex digits", () => {
    for (const given of ['0f8fad5b-d9cb-469f-a165-70867728950e', 'a3c5e0f1b2d4c6e8a0b2c4d6e8f0a2c4'])
      expect(requestIdOf(withHeader(given))).toBe(given);
  });

  it('replaces a missing, short, long, repeated or odd one by a new UUID, never the same twice', () => {
    const given = [undefined, 'short', 'x'.repeat(65), ['abcdefgh-1', 'abcdefgh-2'], 'with space', 'a\nb'];
    const made = given.map((value) => requestIdOf(withHeader(value)));
    for (const id of made) expect(id).toMatch(UUID);
    expect(new Set(made).size).toBe(made.length);
  });
});
