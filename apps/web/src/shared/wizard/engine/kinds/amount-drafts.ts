/** One stolen amount as typed (spec §3): the payload's strings, the amount parsed by the schema. */
export interface AmountDraft {
  readonly iban: string;
  readonly amount: string;
}
export const EMPTY_AMOUNT: AmountDraft = { iban: '', amount: '' };

/** Spec §5: an answered question, then every row complete; 'no' sends an empty list. */
export interface AmountsDraft {
  readonly money_lost: '' | 'yes' | 'no';
  readonly amounts: readonly AmountDraft[];
}
