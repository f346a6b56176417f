import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CONTACT_MESSAGE_MAX,
  ContactMessageSchema,
  DAMAGE_DESCRIPTION_MAX,
  DamageDescriptionSchema,
  FACT_DESCRIPTION_MAX,
  FACT_DESCRIPTION_MIN,
  FactDescriptionSchema,
  optionalField,
  RequiredTextSchema,
  trimmed,
} from './text.ts';
import { textLength } from './text-length.ts';

const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.error?.issues.map((i) => [i.message, i.code === 'custom' ? i.params : undefined]);

describe('trimmed', () => {
  it('trims strings and leaves other values alone', () => {
    expect(trimmed(z.string()).parse('  a b  ')).toBe('a b');
    expect(trimmed(z.number()).parse(3)).toBe(3);
    expect(RequiredTextSchema.safeParse(' \n\t ').error?.issues[0]?.message).toBe('required_field');
  });

  it('optionalField turns blank into undefined', () => {
    const schema = optionalField(z.string().min(2));
    expect(schema.parse('   ')).toBeUndefined();
    expect(schema.parse(null)).toBeUndefined();
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse(' ab ')).toBe('ab');
    expect(schema.safeParse('a').success).toBe(false);
  });
});

describe('fact description (5 to 2000)', () => {
  it.each([
    ['a'.repeat(FACT_DESCRIPTION_MIN)],
    ['a'.repeat(FACT_DESCRIPTION_MAX)],
    [`  ${'a'.repeat(FACT_DESCRIPTION_MIN)}  `],
    ['😀😀😀😀😀'],
  ])('accepts %#', (value) => {
    expect(FactDescriptionSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    ['a'.repeat(FACT_DESCRIPTION_MIN - 1)],
    [`   ${'a'.repeat(FACT_DESCRIPTION_MIN - 1)}   `],
    ['a'.repeat(FACT_DESCRIPTION_MAX + 1)],
  ])('refuses %# with error_minmax_length and its params', (value) => {
    expect(messages(FactDescriptionSchema.safeParse(value))).toEqual([
      ['error_minmax_length', { min: 5, max: 2000 }],
    ]);
  });

  it('an empty description is required_field only', () => {
    expect(messages(FactDescriptionSchema.safeParse('  '))).toEqual([['required_field', undefined]]);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(textLength('😀é')).toBe(2);
  });
});

describe('damage description (1 to 1500) and contact message (at most 1000)', () => {
  it('damage description', () => {
    expect(DamageDescriptionSchema.safeParse('a').success).toBe(true);
    expect(DamageDescriptionSchema.safeParse('a'.repeat(DAMAGE_DESCRIPTION_MAX)).success).toBe(true);
    expect(messages(DamageDescriptionSchema.safeParse('a'.repeat(DAMAGE_DESCRIPTION_MAX + 1)))).toEqual([
      ['error_minmax_length', { min: 1, max: 1500 }],
    ]);
  });

  it('contact message', () => {
    expect(ContactMessageSchema.safeParse('a'.repeat(CONTACT_MESSAGE_MAX)).success).toBe(true);
    expect(messages(ContactMessageSchema.safeParse('a'.repeat(CONTACT_MESSAGE_MAX + 1)))).toEqual([
      ['error_max_length', { length: 1000 }],
    ]);
    expect(messages(ContactMessageSchema.safeParse(''))).toEqual([['required_field', undefined]]);
  });
});
