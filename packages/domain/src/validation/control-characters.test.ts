import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../testing/examples.ts';
import { textPaths, withTextAt } from '../testing/schema-helpers.ts';
import { CONTROL_CHARACTERS, controlCharacterPath, withoutControlCharacters } from './control-characters.ts';

const controlCharacter = fc
  .integer({ min: 0, max: 0x1f })
  .filter((code) => ![0x09, 0x0a, 0x0d].includes(code))
  .map((code) => String.fromCharCode(code));

describe('control characters', () => {
  it('keeps tab and line breaks, and every printable character', () => {
    expect(controlCharacterPath({ text: 'Regel één\r\nRegel\ttwee — €, ß, ç' })).toBeUndefined();
    expect(CONTROL_CHARACTERS.test('\u007f')).toBe(false);
  });

  it('finds NUL in a text, in a list and in a key', () => {
    expect(controlCharacterPath({ fact: { description: 'a\u0000b' } })).toEqual(['fact', 'description']);
    expect(controlCharacterPath({ list: ['ok', 'x\u001b'] })).toEqual(['list', 1]);
    expect(controlCharacterPath({ 'ke\u0000y': 1 })).toEqual(['ke\u0000y']);
    expect(controlCharacterPath('\u0007')).toEqual([]);
  });

  it('drops them from a typed text and keeps the rest', () => {
    expect(withoutControlCharacters('Rue\u0000 Neuve\t1\n')).toBe('Rue Neuve\t1\n');
  });

  it.each(Object.entries(EXAMPLES))('are found in any text field of the %s example', (_, example) => {
    const paths = textPaths(example);
    expect(paths.length).toBeGreaterThan(5);
    fc.assert(
      fc.property(fc.constantFrom(...paths), controlCharacter, fc.nat(), (path, character, at) => {
        const changed = withTextAt(example, path, (text) => {
          const position = at % (text.length + 1);
          return text.slice(0, position) + character + text.slice(position);
        });
        expect(controlCharacterPath(changed)).toEqual(path);
      }),
      { numRuns: 200 },
    );
  });
});
