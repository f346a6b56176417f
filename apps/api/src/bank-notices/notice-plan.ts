import { BANK_FRAUD_NOTICE_VERSION, type BankFraudNotice } from '@pow/contracts';
import {
  belgianBankOf,
  type Declaration,
  type Locale,
  SUSPICIOUS_MESSAGE_ADDRESSES,
  suspiciousAddressesOf,
} from '@pow/domain';

/*
 * What a declaration's consents pass on (issue 31, decision 048): a notice to each bank concerned, the
 * victim's own and each receiving one, and the author's addresses to Safeonweb.
 */

type Phishing = Extract<Declaration, { form: 'phishing' | 'phishing_officer' }>;

/** An account's bank as the notices key it: its BIC, else its country (a foreign or unknown bank). */
export interface AccountBank {
  readonly target: string;
  readonly bic: string | null;
  readonly bank: string | null;
  readonly country: string;
}

export function accountBank(iban: string): AccountBank {
  const country = iban.slice(0, 2);
  const belgian = belgianBankOf(iban);
  if (!belgian) return { target: country, bic: null, bank: null, country };
  // A Belgian bank the list gives no BIC is told apart by its name.
  return { target: belgian.bic ?? `BE ${belgian.bank}`, bic: belgian.bic, bank: belgian.bank, country };
}

/** One bank to tell, and what concerns it. */
export interface PlannedBankNotice extends AccountBank {
  readonly roles: readonly ('victim' | 'beneficiary')[];
  readonly transfers: BankFraudNotice['transfers'];
}

const isPhishing = (declaration: Declaration): declaration is Phishing =>
  declaration.form === 'phishing' || declaration.form === 'phishing_officer';

/** The victim as a bank names its customer: the person's names, or the organisation's. */
export function victimName(declaration: Phishing): string {
  if (declaration.form === 'phishing_officer')
    return `${declaration.victim.firstname} ${declaration.victim.lastname}`;
  const { victim, declarant } = declaration;
  if (victim.declare_for === 'organisation') return victim.name;
  const person = victim.declare_for === 'me' ? declarant : victim;
  return `${person.firstname} ${person.lastname}`;
}

/**
 * The banks to tell with the victim's yes: the victim's own, which gets every transfer, and each bank
 * that received money, which gets the transfers to its accounts; one notice per bank, both roles in one
 * when the money stayed in the bank. Nothing without a yes or without a transfer.
 */
export function plannedBankNotices(declaration: Declaration): PlannedBankNotice[] {
  if (!isPhishing(declaration)) return [];
  const consent = declaration.bank_notice;
  if (!consent?.consent || !consent.account || declaration.fact_amounts.length === 0) return [];
  const transfers = declaration.fact_amounts.map(({ iban, amount }) => {
    const bank = accountBank(iban);
    return {
      bank,
      transfer: {
        amount: amount.toFixed(2),
        currency: 'EUR' as const,
        beneficiary_iban: iban,
        beneficiary_country: bank.country,
        beneficiary_bank: bank.bank,
      },
    };
  });
  const own = accountBank(consent.account);
  const notices = new Map<string, PlannedBankNotice>([
    [own.target, { ...own, roles: ['victim'], transfers: transfers.map(({ transfer }) => transfer) }],
  ]);
  for (const { bank } of transfers) {
    const known = notices.get(bank.target);
    if (known?.roles.includes('beneficiary')) continue;
    const theirs = transfers.filter((each) => each.bank.target === bank.target).map((each) => each.transfer);
    notices.set(
      bank.target,
      known
        ? { ...known, roles: ['victim', 'beneficiary'] }
        : { ...bank, roles: ['beneficiary'], transfers: theirs },
    );
  }
  return [...notices.values()];
}

/** The takedown's address and what it forwards, with a yes and at least one address; else undefined. */
export function plannedTakedown(declaration: Declaration, language: Locale) {
  if (!isPhishing(declaration) || declaration.takedown !== true) return undefined;
  const addresses = suspiciousAddressesOf(declaration.fact_author_infos);
  if (addresses.emails.length + addresses.websites.length === 0) return undefined;
  return { to: SUSPICIOUS_MESSAGE_ADDRESSES[language], ...addresses };
}

/** A notice as stored with its declaration (passed_on_notices), pending until its job sends it. */
export interface NoticeRow {
  readonly kind: 'bank' | 'takedown';
  readonly target: string;
  readonly bank: string | null;
  readonly bic: string | null;
  readonly country: string | null;
}

/** Every notice the declaration's consents give: stored with it, so it is said from the first moment. */
export function plannedNotices(declaration: Declaration, language: Locale): NoticeRow[] {
  const takedown = plannedTakedown(declaration, language);
  return [
    ...plannedBankNotices(declaration).map(({ target, bank, bic, country }) => ({
      kind: 'bank' as const,
      target,
      bank,
      bic,
      country,
    })),
    ...(takedown
      ? [{ kind: 'takedown' as const, target: takedown.to, bank: null, bic: null, country: null }]
      : []),
  ];
}

/** `dd/mm/yyyy` as the payload keeps it → `yyyy-mm-dd`. */
const isoDate = (date: string) => date.split('/').reverse().join('-');

/** The notice one bank's fraud desk receives: only what it needs (BankFraudNoticeSchema). */
export function bankFraudNotice(
  id: string,
  notice: PlannedBankNotice,
  declaration: { register: string; createdAt: Date; zoneKey: string; zoneName: string; payload: Declaration },
): BankFraudNotice {
  const payload = declaration.payload as Phishing;
  return {
    version: BANK_FRAUD_NOTICE_VERSION,
    notice: id,
    declaration: {
      register: declaration.register,
      declared_at: declaration.createdAt.toISOString(),
      zone: { key: declaration.zoneKey, name: declaration.zoneName },
    },
    fact_date: isoDate(payload.fact.datetime.date),
    fact_time: payload.fact.datetime.time || null,
    bank: { bic: notice.bic, name: notice.bank, country: notice.country, roles: [...notice.roles] },
    victim: { name: victimName(payload), iban: payload.bank_notice!.account! },
    transfers: notice.transfers,
  };
}
