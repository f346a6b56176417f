import { type Declaration, PhishingDeclarationSchema } from '@pow/domain';
import { EXAMPLES } from '@pow/domain/testing';
import { describe, expect, it } from 'vitest';
import { deskOf, parseBankDesks } from './bank-desk-settings.ts';
import { plannedBankNotices, plannedNotices, plannedTakedown } from './notice-plan.ts';

/** The citizen's example, its money sent to `to` from the victim's account `from`, with a yes. */
const declaration = (from: string, to: readonly string[], consent = true): Declaration =>
  PhishingDeclarationSchema.parse({
    ...structuredClone(EXAMPLES.phishing),
    fact_amounts: to.map((iban, index) => ({ iban, amount: `${100 + index},00` })),
    bank_notice: consent ? { consent, account: from } : { consent },
  });

const KBC = 'BE09 7341 2345 6757';
const BELFIUS = 'BE71 0961 2345 6769';
const LITHUANIAN = 'LT12 1000 0111 0100 1000';

describe('the banks a declaration tells (decision 048)', () => {
  it("tells the victim's bank of every transfer and each receiving bank of its own", () => {
    const notices = plannedBankNotices(declaration(KBC, [BELFIUS, LITHUANIAN]));
    expect(notices.map(({ target, roles, transfers }) => [target, roles, transfers.length])).toEqual([
      ['KREDBEBB', ['victim'], 2],
      ['GKCCBEBB', ['beneficiary'], 1],
      // A foreign account's bank, by its country: the default desk's.
      ['LT', ['beneficiary'], 1],
    ]);
    expect(notices[2]).toMatchObject({ bic: null, bank: null, country: 'LT' });
    expect(notices[1]!.transfers).toEqual([
      {
        amount: '100.00',
        currency: 'EUR',
        beneficiary_iban: 'BE71096123456769',
        beneficiary_country: 'BE',
        beneficiary_bank: 'Belfius Bank',
      },
    ]);
  });

  it('tells one bank once when the money stayed in it, in both roles', () => {
    const notices = plannedBankNotices(declaration(BELFIUS, ['BE38 0967 6543 2172', BELFIUS]));
    expect(notices.map(({ target, roles, transfers }) => [target, roles, transfers.length])).toEqual([
      ['GKCCBEBB', ['victim', 'beneficiary'], 2],
    ]);
  });

  it('tells nobody without a yes', () => {
    expect(plannedBankNotices(declaration(KBC, [BELFIUS], false))).toEqual([]);
    const { takedown: _, bank_notice: __, ...without } = structuredClone(EXAMPLES.phishing);
    expect(plannedNotices(PhishingDeclarationSchema.parse(without), 'nl')).toEqual([]);
  });

  it("forwards the author's e-mail addresses and websites to Safeonweb in the declaration's language", () => {
    expect(plannedTakedown(PhishingDeclarationSchema.parse(EXAMPLES.phishing), 'de')).toEqual({
      to: 'suspekt@safeonweb.be',
      emails: ['veiligheid@mijnbank-controle.example'],
      websites: ['https://mijnbank-controle.example/login?ref=sms&id=4817'],
    });
  });

  it('sends a bank without a desk of its own to the default desk', () => {
    const desks = parseBankDesks('GKCCBEBB=https://belfius.example/in; default=https://banks.example/in');
    expect(deskOf(desks, 'GKCCBEBB')).toEqual({ key: 'GKCCBEBB', url: 'https://belfius.example/in' });
    expect(deskOf(desks, 'KREDBEBB')).toEqual({ key: 'default', url: 'https://banks.example/in' });
    expect(deskOf(desks, null)).toEqual({ key: 'default', url: 'https://banks.example/in' });
  });
});
