import { z } from 'zod';
import { PHISHING_FACT_TYPE } from '../constants.ts';
import { NAME_MAX } from '../contact/contact.ts';
import {
  FACT_DESCRIPTION_MAX,
  FactDescriptionSchema,
  maxLength,
  optionalField,
  requiredString,
  trimmed,
} from '../validation/text.ts';
import { createFactDateTimeSchema, declarationTail, emailForOrganisation, OverviewSchema } from './common.ts';
import { FactAuthorContactsSchema, StolenAmountsSchema } from './fact-author.ts';
import { BankNoticeSchema, TakedownConsentSchema } from './passed-on.ts';
import { PhishingDeclarantSchema, VerifiedVictimSchema, VictimSchema } from './people.ts';
import { type Clock, liveClock } from './rules.ts';

/** Spec §3, §5: the declaration summed up in a sentence or two by the citizen, on the overview (step 8). */
export const PhishingOverviewTextSchema = trimmed(requiredString().check(maxLength(FACT_DESCRIPTION_MAX)));

/**
 * Spec §3: the phishing fact {type 5731, overview, datetime, description}, the citizen's: the overview
 * text is written on step 8 and required (spec §5).
 */
export function createPhishingFactSchema(now: Clock = liveClock) {
  return z.object(
    {
      type: z.literal(PHISHING_FACT_TYPE, { error: 'required_field' }),
      overview: PhishingOverviewTextSchema,
      datetime: createFactDateTimeSchema(now),
      description: FactDescriptionSchema,
    },
    { error: 'required_field' },
  );
}

/** The officer's phishing fact: the seven steps have no overview step, so the overview text may be absent. */
export function createOfficerPhishingFactSchema(now: Clock = liveClock) {
  return createPhishingFactSchema(now).extend({
    overview: optionalField(z.string({ error: 'required_field' }).check(maxLength(FACT_DESCRIPTION_MAX))),
  });
}

/** `POST v1/information/add`, citizen phishing (8 steps), in the order of the steps. */
export function createPhishingDeclarationSchema(now: Clock = liveClock) {
  return z
    .object(
      {
        form: z.literal('phishing', { error: 'required_field' }),
        declarant: PhishingDeclarantSchema,
        victim: VictimSchema,
        fact_author_infos: FactAuthorContactsSchema,
        takedown: TakedownConsentSchema.optional(),
        fact_amounts: StolenAmountsSchema,
        bank_notice: BankNoticeSchema.optional(),
        fact: createPhishingFactSchema(now),
        ...declarationTail,
        overview: OverviewSchema,
      },
      { error: 'required_field' },
    )
    .check(emailForOrganisation());
}
export const PhishingDeclarationSchema = createPhishingDeclarationSchema();
export type PhishingDeclaration = z.output<typeof PhishingDeclarationSchema>;
export type PhishingDeclarationInput = z.input<typeof PhishingDeclarationSchema>;

/**
 * The officer who files; the server sets the matricule and names from the police session, whatever was
 * sent, so that the summary names the officer.
 */
export const OfficerSchema = z.object(
  {
    firstname: optionalField(z.string({ error: 'required_field' }).check(maxLength(NAME_MAX))),
    lastname: optionalField(z.string({ error: 'required_field' }).check(maxLength(NAME_MAX))),
    matricule: z
      .string({ error: 'required_field' })
      .trim()
      .regex(/^\d{1,12}$/, { error: 'required_field' })
      .optional(),
  },
  { error: 'required_field' },
);

/** `POST v1/information/add`, an officer's phishing declaration for a victim found by rrn (7 steps). */
export function createPhishingOfficerDeclarationSchema(now: Clock = liveClock) {
  return z.object(
    {
      form: z.literal('phishing_officer', { error: 'required_field' }),
      officer: OfficerSchema.default({}),
      victim: VerifiedVictimSchema,
      fact_author_infos: FactAuthorContactsSchema,
      // Asked of the victim by the officer, as of the citizen (decision 048).
      takedown: TakedownConsentSchema.optional(),
      fact_amounts: StolenAmountsSchema,
      bank_notice: BankNoticeSchema.optional(),
      fact: createOfficerPhishingFactSchema(now),
      ...declarationTail,
      overview: OverviewSchema,
    },
    { error: 'required_field' },
  );
}
export const PhishingOfficerDeclarationSchema = createPhishingOfficerDeclarationSchema();
export type PhishingOfficerDeclaration = z.output<typeof PhishingOfficerDeclarationSchema>;
export type PhishingOfficerDeclarationInput = z.input<typeof PhishingOfficerDeclarationSchema>;
