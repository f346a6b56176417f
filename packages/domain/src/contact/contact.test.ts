import { describe, expect, it } from 'vitest';
import { ContactRequestSchema, FeedbackRequestSchema, isHoneypotFilled } from './contact.ts';

const valid = {
  email: ' marie.dubois@example.be ',
  lastname: 'Dubois',
  firstname: 'Marie',
  consent: true,
  body: 'Bonjour, ma question porte sur ma déclaration.',
  dog_color: '',
};

const keyOf = (result: ReturnType<typeof ContactRequestSchema.safeParse>) =>
  result.success ? undefined : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);

describe('ContactRequestSchema', () => {
  it('accepts a complete message and trims it', () => {
    const parsed = ContactRequestSchema.parse(valid);
    expect(parsed.email).toBe('marie.dubois@example.be');
  });

  it.each([
    [{ email: 'not-an-email' }, 'email:require_email_format'],
    [{ email: '' }, 'email:required_field'],
    [{ lastname: '   ' }, 'lastname:required_field'],
    [{ firstname: undefined }, 'firstname:required_field'],
    [{ consent: false }, 'consent:consent_required'],
    [{ body: '' }, 'body:required_field'],
    [{ body: 'x'.repeat(1001) }, 'body:error_max_length'],
  ])('refuses %o with %s', (change, key) => {
    expect(keyOf(ContactRequestSchema.safeParse({ ...valid, ...change }))).toEqual([key]);
  });

  it('accepts exactly 1000 characters', () => {
    expect(ContactRequestSchema.safeParse({ ...valid, body: 'é'.repeat(1000) }).success).toBe(true);
  });
});

describe('FeedbackRequestSchema', () => {
  it('takes stars, optional text and the acknowledgement', () => {
    expect(FeedbackRequestSchema.safeParse({ page: '/fr/home', rating: 4, acknowledged: true }).success).toBe(
      true,
    );
    expect(FeedbackRequestSchema.safeParse({ page: '/fr/home', rating: 6, acknowledged: true }).success).toBe(
      false,
    );
    expect(
      FeedbackRequestSchema.safeParse({ page: '/fr/home', rating: 3, acknowledged: false }).success,
    ).toBe(false);
    expect(
      FeedbackRequestSchema.safeParse({ page: 'https://x', rating: 3, acknowledged: true }).success,
    ).toBe(false);
  });
});

describe('isHoneypotFilled', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['  ', false],
    ['brown', true],
  ])('%s → %s', (value, filled) => {
    expect(isHoneypotFilled(value)).toBe(filled);
  });
});
