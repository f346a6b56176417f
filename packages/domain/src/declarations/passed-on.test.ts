import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../testing/examples.ts';
import { PhishingDeclarationSchema } from './phishing.ts';

const issuesOf = (changes: object) => {
  const result = PhishingDeclarationSchema.safeParse({ ...structuredClone(EXAMPLES.phishing), ...changes });
  return result.success ? [] : result.error.issues.map(({ path, message }) => [path.join('.'), message]);
};

describe('the consents to pass on (decision 048)', () => {
  it('are optional: absent is no', () => {
    expect(issuesOf({ bank_notice: undefined, takedown: undefined })).toEqual([]);
    expect(issuesOf({ bank_notice: { consent: false }, takedown: false })).toEqual([]);
  });

  it("need the victim's account with a yes to the banks, a valid IBAN", () => {
    expect(issuesOf({ bank_notice: { consent: true } })).toEqual([['bank_notice.account', 'required_field']]);
    expect(issuesOf({ bank_notice: { consent: true, account: ' ' } })).toEqual([
      ['bank_notice.account', 'required_field'],
    ]);
    expect(issuesOf({ bank_notice: { consent: true, account: 'BE00 0000 0000 0000' } })).toEqual([
      ['bank_notice.account', 'require_iban_format'],
    ]);
  });

  it('keep the account as an IBAN without spaces', () => {
    const parsed = PhishingDeclarationSchema.parse(EXAMPLES.phishing);
    expect(parsed.bank_notice).toEqual({ consent: true, account: 'BE09734123456757' });
    expect(parsed.takedown).toBe(true);
  });

  it('refuse an answer that is not yes or no', () => {
    expect(issuesOf({ takedown: 'yes' })).toEqual([['takedown', 'required_field']]);
    expect(issuesOf({ bank_notice: { consent: 'yes', account: 'BE09 7341 2345 6757' } })).toEqual([
      ['bank_notice.consent', 'required_field'],
    ]);
  });
});
