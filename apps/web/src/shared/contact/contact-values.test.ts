import { describe, expect, it } from 'vitest';
import { contactErrors, initialContactValues, toContactRequest } from './contact-values.ts';

const filled = {
  ...initialContactValues({ email: 'jan@example.be', lastname: 'Peeters', firstname: 'Jan' }),
  body: 'Mijn vraag over de website.',
  consent: true,
};

describe('contact form values (spec §3, §5)', () => {
  it('starts from the session, the confirmation included', () => {
    expect(initialContactValues({ email: 'jan@example.be', lastname: 'Peeters', firstname: 'Jan' })).toEqual({
      email: 'jan@example.be',
      emailConfirmation: 'jan@example.be',
      lastname: 'Peeters',
      firstname: 'Jan',
      body: '',
      consent: false,
      dog_color: '',
    });
    expect(initialContactValues().email).toBe('');
  });

  it('passes a complete form', () => {
    expect(contactErrors(filled)).toEqual({});
  });

  it.each([
    [{ email: '' }, { email: { key: 'required_field' }, emailConfirmation: { key: 'require_same_email' } }],
    [{ emailConfirmation: 'jan@example.com' }, { emailConfirmation: { key: 'require_same_email' } }],
    [{ emailConfirmation: ' JAN@example.be ' }, {}],
    [{ emailConfirmation: '' }, { emailConfirmation: { key: 'required_field' } }],
    [{ lastname: '  ' }, { lastname: { key: 'required_field' } }],
    [{ body: 'x'.repeat(1001) }, { body: { key: 'error_max_length', params: { length: 1000 } } }],
    [{ body: 'x'.repeat(1000) }, {}],
    [{ consent: false }, { consent: { key: 'consent_required' } }],
  ])('%o → %o', (change, errors) => {
    expect(contactErrors({ ...filled, ...change })).toEqual(errors);
  });

  it('sends the request of the API without the confirmation, trimmed', () => {
    expect(toContactRequest({ ...filled, lastname: ' Peeters ', dog_color: '' })).toEqual({
      email: 'jan@example.be',
      lastname: 'Peeters',
      firstname: 'Jan',
      consent: true,
      body: 'Mijn vraag over de website.',
      dog_color: '',
    });
  });
});
