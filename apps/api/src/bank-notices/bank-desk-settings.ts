import { httpAddress, listEntries } from '../config/list-settings.ts';

/** The banks' fraud desks (BANK_FRAUD_DESKS, decision 048): by BIC, and the desk of every other bank. */
export interface BankDesks {
  readonly default: string;
  readonly banks: Readonly<Record<string, string>>;
}

/** A BIC: four letters of the bank, two of the country, two of the place, maybe three of the branch. */
const BIC = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/**
 * BANK_FRAUD_DESKS: `GKCCBEBB=https://…; KREDBEBB=https://…; default=https://…`. The default is required:
 * it receives the notices of the banks without a desk of their own and of every foreign account.
 */
export function parseBankDesks(text: string): BankDesks {
  let fallback: string | undefined;
  const banks: Record<string, string> = {};
  for (const [name, value] of listEntries(text, 'GKCCBEBB=https://…; default=https://…')) {
    const url = httpAddress(name, value);
    if (name === 'default') fallback = url;
    else if (BIC.test(name)) banks[name] = url;
    else throw new Error(`${name} is not a BIC (e.g. GKCCBEBB) nor default`);
  }
  if (!fallback) throw new Error('has no default= entry: the desk of every bank not named');
  return { default: fallback, banks };
}

/** The desk of a bank by its BIC (a branch code aside), else the default. */
export const deskOf = (desks: BankDesks, bic: string | null): { key: string; url: string } => {
  const own = bic ? (desks.banks[bic] ?? desks.banks[bic.slice(0, 8)]) : undefined;
  return own && bic ? { key: bic, url: own } : { key: 'default', url: desks.default };
};
