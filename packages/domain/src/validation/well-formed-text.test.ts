import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../testing/examples.ts';
import { textPaths, withTextAt } from '../testing/schema-helpers.ts';
import { CONTROL_CHARACTERS, JSON_BODY_LIMITS, jsonFault, typeableText } from './well-formed-text.ts';

const controlCharacter = fc
  .integer({ min: 0, max: 0x1f })
  .filter((code) => ![0x09, 0x0a, 0x0d].includes(code))
  .map((code) => String.fromCharCode(code));
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const characters = (path: (string | number)[]) => ({ key: 'error_invalid_characters', path });

/** `[[[…]]]` nested `depth` deep, built without recursion. */
const nested = (depth: number) => {
  let value: unknown = [];
  for (let level = 1; level < depth; level++) value = [value];
  return value;
};

describe('well-formed text', () => {
  it('keeps tab and line breaks, every printable character and whole emoji', () => {
    expect(jsonFault({ text: 'Regel één\r\nRegel\ttwee — €, ß, ç 👮‍♀️' })).toBeUndefined();
    expect(CONTROL_CHARACTERS.test('\u007f')).toBe(false);
  });

  it('finds NUL and half an emoji in a text, in a list and in a key', () => {
    expect(jsonFault({ fact: { description: 'a\u0000b' } })).toEqual(characters(['fact', 'description']));
    expect(jsonFault({ list: ['ok', 'x\u001b'] })).toEqual(characters(['list', 1]));
    expect(jsonFault({ 'ke\u0000y': 1 })).toEqual(characters(['ke\u0000y']));
    expect(jsonFault('\u0007')).toEqual(characters([]));
    expect(jsonFault({ a: 'ok', b: ['👍'.slice(0, 1)] })).toEqual(characters(['b', 0]));
    expect(jsonFault({ '\udc00': 'x' })).toEqual(characters(['\udc00']));
  });

  it('answers the first fault in document order', () => {
    expect(jsonFault({ a: [{ b: 'ok' }, { c: '\u0001' }], d: '\u0002' })).toEqual(characters(['a', 1, 'c']));
  });

  it('drops from a typed text what would be refused, and keeps the rest', () => {
    expect(typeableText('Rue\u0000 Neuve\t1\n')).toBe('Rue Neuve\t1\n');
    expect(typeableText(`Bedankt ${'😀'.slice(0, 1)}`)).toBe('Bedankt ');
    expect(typeableText('Bedankt 😀')).toBe('Bedankt 😀');
  });

  it('refuses a body nested deeper than the limit, at any depth past it, without recursion', () => {
    expect(jsonFault(nested(JSON_BODY_LIMITS.depth))).toBeUndefined();
    expect(jsonFault(nested(JSON_BODY_LIMITS.depth + 1))).toEqual({ key: 'error_invalid_body' });
    // Far past what a recursive walk survives (about 10,000 frames overflowed the old one).
    expect(jsonFault(nested(1_000_000))).toEqual({ key: 'error_invalid_body' });
    expect(jsonFault({ a: { b: nested(40) } })).toEqual({ key: 'error_invalid_body' });
  });

  it('refuses a body holding more values than the limit', () => {
    expect(jsonFault(Array.from({ length: JSON_BODY_LIMITS.values - 1 }, () => 1))).toBeUndefined();
    expect(jsonFault(Array.from({ length: JSON_BODY_LIMITS.values }, () => 1))).toEqual({
      key: 'error_invalid_body',
    });
    const wide = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}`, Array(60).fill('x')]));
    expect(jsonFault(wide)).toEqual({ key: 'error_invalid_body' });
  });

  it.each(Object.entries(EXAMPLES))('holds every example payload (%s) within the limits', (_, example) => {
    expect(jsonFault(example)).toBeUndefined();
  });

  it.each(Object.entries(EXAMPLES))(
    'finds a bad character in any text field of the %s example',
    (_, example) => {
      const paths = textPaths(example);
      expect(paths.length).toBeGreaterThan(5);
      fc.assert(
        fc.property(
          fc.constantFrom(...paths),
          fc.oneof(controlCharacter, loneSurrogate),
          fc.nat(),
          (path, character, at) => {
            const changed = withTextAt(example, path, (text) => {
              // Inserted beside an ASCII character, so that a lone surrogate never pairs with a neighbour.
              const position = at % (text.length + 1);
              return `${text.slice(0, position)}.${character}.${text.slice(position)}`;
            });
            expect(jsonFault(changed)).toEqual(characters(path));
          },
        ),
        { numRuns: 200 },
      );
    },
  );
});
