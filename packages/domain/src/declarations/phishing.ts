import { z } from 'zod';
import { PHISHING_FACT_TYPE } from '../constants.ts';
import {
  FACT_DESCRIPTION_MAX,
  FactDescriptionSchema,
  maxLength,
  requiredString,
  trimmed,
} from '../validation/text.ts';
import { createFactDateTimeSchema, declarationTail, emailForOrganisation, OverviewSchema } from './common.ts';
import { FactAuthorContactsSchema, StolenAmountsSchema } from './fact-author.ts';
import { PhishingDeclarantSchema, VerifiedVictimSchema, VictimSchema } from './people.ts';
import { type Clock, liveClock } from './rules.ts';

/** Spec §3: the phishing fact (type 5731), its moment and description; the same for citizen and officer. */
export function createPhishingFactSchema(now: Clock = liveClock) {
  return z.object(
    {
      type: z.literal(PHISHING_FACT_TYPE, { error: 'required_field' }),
      datetime: createFactDateTimeSchema(now),
      description: FactDescriptionSchema,
    },
    { error: 'required_field' },
  );
}

/** Step 8 of the citizen: the overview text is required (spec §5), and the channel. */
export const PhishingOverviewSchema = OverviewSchema.extend({
  text: trimmed(requiredString().check(maxLength(FACT_DESCRIPTION_MAX))),
});

/** `POST v1/information/add`, citizen phishing (8 steps), in the order of the steps. */
export function createPhishingDeclarationSchema(now: Clock = liveClock) {
  return z
    .object(
      {
        form: z.literal('phishing', { error: 'required_field' }),
        declarant: PhishingDeclarantSchema,
        victim: VictimSchema,
        fact_author_infos: FactAuthorContactsSchema,
        fact_amounts: StolenAmountsSchema,
        fact: createPhishingFactSchema(now),
        ...declarationTail,
        overview: PhishingOverviewSchema,
      },
      { error: 'required_field' },
    )
    .check(emailForOrganisation());
}
export const PhishingDeclarationSchema = createPhishingDeclarationSchema();
export type PhishingDeclaration = z.output<typeof PhishingDeclarationSchema>;
export type PhishingDeclarationInput = z.input<typeof PhishingDeclarationSchema>;

/** The officer who files; the server sets the matricule from the police session, whatever was sent. */
export const OfficerSchema = z.object(
  {
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
      fact_amounts: StolenAmountsSchema,
      fact: createPhishingFactSchema(now),
      ...declarationTail,
      overview: OverviewSchema,
    },
    { error: 'required_field' },
  );
}
export const PhishingOfficerDeclarationSchema = createPhishingOfficerDeclarationSchema();
export type PhishingOfficerDeclaration = z.output<typeof PhishingOfficerDeclarationSchema>;
export type PhishingOfficerDeclarationInput = z.input<typeof PhishingOfficerDeclarationSchema>;
