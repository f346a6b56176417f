import { describe, expect, it } from 'vitest';
import { isFilled, isOneOf, requiredChoice } from './required.ts';

describe('isFilled', () => {
  it.each([['a'], [' a '], [0], [false], [['x']], [{}]])('%j is filled', (value) => {
    expect(isFilled(value)).toBe(true);
  });

  it.each([[''], ['  \n'], [null], [undefined], [[]], [Number.NaN]])('%j is empty', (value) => {
    expect(isFilled(value)).toBe(false);
  });
});

describe('radio group', () => {
  const Choice = requiredChoice(['me', 'someone-else', 'organisation']);

  it.each(['me', 'organisation'])('accepts %s', (value) => {
    expect(Choice.parse(value)).toBe(value);
    expect(isOneOf(value, Choice.options)).toBe(true);
  });

  it.each(['', 'ME', 'other', undefined, null, 1])('refuses %j with required_field', (value) => {
    expect(Choice.safeParse(value).error?.issues.map((i) => i.message)).toEqual(['required_field']);
    expect(isOneOf(value, Choice.options)).toBe(false);
  });
});
