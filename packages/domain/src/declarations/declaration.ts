import { z } from 'zod';
import { createDegradationDeclarationSchema } from './degradation.ts';
import { createPersonDeclarationSchema } from './person-form.ts';
import { createPhishingDeclarationSchema, createPhishingOfficerDeclarationSchema } from './phishing.ts';
import { type Clock, liveClock } from './rules.ts';

/** The forms of `POST v1/information/add`; degradation is further told apart by `category`. */
export const DECLARATION_FORMS = ['phishing', 'phishing_officer', 'degradation', 'person'] as const;
export type DeclarationForm = (typeof DECLARATION_FORMS)[number];

/** Every declaration the server accepts, discriminated by `form` (then degradation's `category`). */
export function createDeclarationSchema(now: Clock = liveClock) {
  return z.discriminatedUnion(
    'form',
    [
      createPhishingDeclarationSchema(now),
      createPhishingOfficerDeclarationSchema(now),
      createDegradationDeclarationSchema(now),
      createPersonDeclarationSchema(now),
    ],
    { error: 'required_field' },
  );
}
export const DeclarationSchema = createDeclarationSchema();
export type Declaration = z.output<typeof DeclarationSchema>;
export type DeclarationInput = z.input<typeof DeclarationSchema>;
