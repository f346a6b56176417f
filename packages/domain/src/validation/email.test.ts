import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EmailSchema, isSameEmail, isValidEmail, sameEmail } from './email.ts';

const local64 = 'a'.repeat(64);
// 64 + 1 + 189 = 254 characters, each label at most 63.
const domain189 = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(58)}.be`;

describe('isValidEmail', () => {
  it.each([
    'jan.peeters@example.be',
    'Jan+tag@sub.example.co.uk',
    "o'brien@example.ie",
    'x_y@ex-ample.museum',
    'a@b.be',
    `${local64}@example.be`,
    `${local64}@${domain189}`,
    `a@b.${'x'.repeat(63)}`,
  ])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    ['local part of 65', `${'a'.repeat(65)}@example.be`],
    ['255 characters', `${local64}@${domain189.replace('.be', 'c.be')}`],
    ['top-level domain of 64 letters', `a@b.${'x'.repeat(64)}`],
    ['top-level domain of 1 letter', 'a@b.c'],
    ['digits in the top-level domain', 'jan@example.b3'],
    ['no top-level domain', 'jan@example'],
    ['two @', 'jan@@example.be'],
    ['@ in the local part', 'j@n@example.be'],
    ['underscore in the domain', 'jan@exa_mple.be'],
    ['label starting with a hyphen', 'jan@-example.be'],
    ['label ending with a hyphen', 'jan@example-.be'],
    ['empty label', 'jan@example..be'],
    ['leading dot', '.jan@example.be'],
    ['trailing dot', 'jan.@example.be'],
    ['double dot', 'jan..p@example.be'],
    ['space', 'jan p@example.be'],
    ['no local part', '@example.be'],
    ['no domain', 'jan@'],
    ['empty', ''],
  ])('refuses %s', (_, value) => {
    expect(isValidEmail(value)).toBe(false);
  });

  it('bounds hold: the 254 and 255 character cases are what they claim', () => {
    expect(`${local64}@${domain189}`).toHaveLength(254);
    expect(`${local64}@${domain189.replace('.be', 'c.be')}`).toHaveLength(255);
  });
});

describe('EmailSchema', () => {
  it.each([
    ['', 'required_field'],
    ['jan@example', 'require_email_format'],
  ])('%j gives %s', (value, key) => {
    expect(EmailSchema.safeParse(value).error?.issues.map((i) => i.message)).toEqual([key]);
  });

  it('trims', () => {
    expect(EmailSchema.parse('  jan@example.be ')).toBe('jan@example.be');
  });
});

describe('same e-mail', () => {
  it.each([
    ['jan@example.be', 'jan@example.be', true],
    ['jan@example.be', ' Jan@Example.be ', true],
    ['jan@example.be', 'jan@example.com', false],
    ['jan@example.be', undefined, false],
  ])('%j and %j → %s', (a, b, expected) => {
    expect(isSameEmail(a, b)).toBe(expected);
  });

  const Contact = z
    .object({ email: EmailSchema, email_confirmation: EmailSchema })
    .check(sameEmail('email', 'email_confirmation'));

  it('reports require_same_email on the confirmation', () => {
    const issues = Contact.safeParse({ email: 'jan@example.be', email_confirmation: 'jan@example.com' }).error
      ?.issues;
    expect(issues?.map((i) => [i.path, i.message])).toEqual([[['email_confirmation'], 'require_same_email']]);
  });

  it('says nothing more while the confirmation is empty', () => {
    const issues = Contact.safeParse({ email: 'jan@example.be', email_confirmation: '' }).error?.issues;
    expect(issues?.map((i) => i.message)).toEqual(['required_field']);
  });
});
