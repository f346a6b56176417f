import { z } from 'zod';

/*
 * What the portal passed on at once with the victim's consent (issue 31, decision 048): the transfers to
 * the banks' fraud desks, the author's addresses to Safeonweb. The notice a fraud desk receives, and the
 * state the sent page, My declarations and the zone's sheet say in words.
 */

/** Where a notice stands: on its way (tried, maybe refused and tried again), received, or given up. */
export const PassedOnStateSchema = z.enum(['pending', 'delivered', 'failed']);
export type PassedOnState = z.infer<typeof PassedOnStateSchema>;

/** One bank told of the transfers. */
export const BankToldSchema = z.object({
  /** The bank's name in the National Bank's list; null for a foreign account's bank. */
  bank: z.string().nullable(),
  bic: z.string().nullable(),
  /** The country of its accounts (BE, or a foreign account's). */
  country: z.string(),
  state: PassedOnStateSchema,
  /** When it received the notice (delivered), else when it was last tried. */
  at: z.iso.datetime().nullable(),
});
export type BankTold = z.infer<typeof BankToldSchema>;

/** The forward of the author's web and e-mail addresses to the suspicious-message address. */
export const TakedownForwardSchema = z.object({
  address: z.string(),
  state: PassedOnStateSchema,
  at: z.iso.datetime().nullable(),
});
export type TakedownForward = z.infer<typeof TakedownForwardSchema>;

/** Everything passed on for one declaration: nothing (empty, null) without the person's yes. */
export const PassedOnSchema = z.object({
  banks: z.array(BankToldSchema),
  takedown: TakedownForwardSchema.nullable(),
});
export type PassedOn = z.infer<typeof PassedOnSchema>;

/** The notice's version: a field added later is optional; a change of meaning is a new version. */
export const BANK_FRAUD_NOTICE_VERSION = 1;

/** A transfer as the bank reads it: euros with two decimals, the beneficiary's account and its bank. */
const TransferSchema = z.object({
  amount: z.string().regex(/^\d+\.\d{2}$/),
  currency: z.literal('EUR'),
  beneficiary_iban: z.string(),
  beneficiary_country: z.string().length(2),
  /** The Belgian bank of the account; null for a foreign account or a code no bank holds. */
  beneficiary_bank: z.string().nullable(),
});

/**
 * The signed notice a bank's fraud desk receives (BANK_FRAUD_DESKS), signed as the zone hand-over is
 * (`X-Portal-Signature: kid=<key id>,sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">`). Only what the
 * bank needs: the declaration's identification number and zone, the date of the facts, the transfers
 * that concern this bank, the victim's name and account.
 */
export const BankFraudNoticeSchema = z.object({
  version: z.literal(BANK_FRAUD_NOTICE_VERSION),
  /** The notice's id, also its Idempotency-Key: every attempt of one notice carries the same. */
  notice: z.uuid(),
  declaration: z.object({
    register: z.string(),
    declared_at: z.iso.datetime(),
    zone: z.object({ key: z.string(), name: z.string() }),
  }),
  /** When the facts happened, as the victim said: the date (yyyy-mm-dd) and hour (hh:mm). */
  fact_date: z.string(),
  fact_time: z.string().nullable(),
  bank: z.object({
    bic: z.string().nullable(),
    name: z.string().nullable(),
    country: z.string().length(2),
    /** `victim`: the money left an account of this bank; `beneficiary`: it reached one. */
    roles: z.array(z.enum(['victim', 'beneficiary'])).min(1),
  }),
  victim: z.object({ name: z.string(), iban: z.string() }),
  /** The victim's bank gets every transfer; a receiving bank, those to its accounts. */
  transfers: z.array(TransferSchema).min(1),
});
export type BankFraudNotice = z.infer<typeof BankFraudNoticeSchema>;
