import { z } from 'zod';
import { FEEDBACK_TEXT_MAX } from '../constants.ts';
import { EmailSchema } from '../validation/email.ts';
import { ContactMessageSchema, maxLength, requiredString, trimmed } from '../validation/text.ts';

/** The reasons of `v1/contact/<reason>` (spec §3, §7). */
export const CONTACT_REASONS = ['accessibility', 'faq', 'privacy', 'technical'] as const;
export const ContactReasonSchema = z.enum(CONTACT_REASONS);
export type ContactReason = z.infer<typeof ContactReasonSchema>;

export const NAME_MAX = 100;

/** Automatic retries of a failed contact submission, and the wait between them (spec §4, §9). */
export const CONTACT_RETRIES = 2;
export const CONTACT_RETRY_DELAY_MS = 1500;
export const CONTACT_US_SUCCESS_DELAY_MS = 300;

const Name = trimmed(requiredString().check(maxLength(NAME_MAX)));

/**
 * The honeypot: a field people never see. Anything typed in it marks a robot; the server answers as if
 * all went well and keeps nothing.
 */
export const HoneypotSchema = z.string().max(1000).optional();

/** `POST v1/contact/<reason>`; the e-mail confirmation is checked in the browser only (spec §3). */
export const ContactRequestSchema = z.object({
  email: EmailSchema,
  lastname: Name,
  firstname: Name,
  consent: z.literal(true, { error: 'consent_required' }),
  body: ContactMessageSchema,
  dog_color: HoneypotSchema,
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

/** Feedback left on a page: stars, free text, and the acknowledgement that it is no complaint. */
export const FeedbackRequestSchema = z.object({
  page: z
    .string()
    .trim()
    .regex(/^\/[a-zA-Z0-9/_-]{0,200}$/, 'required_field'),
  rating: z.number().int().min(1, 'required_field').max(5, 'required_field'),
  // The count in code points, as JSON Schema counts a string's length: the document can say it.
  text: trimmed(z.string().check(maxLength(FEEDBACK_TEXT_MAX)))
    .meta({ maxLength: FEEDBACK_TEXT_MAX })
    .optional(),
  acknowledged: z.literal(true, { error: 'required_field' }),
  dog_color: HoneypotSchema,
});
export type FeedbackRequest = z.infer<typeof FeedbackRequestSchema>;

export const isHoneypotFilled = (value: string | undefined) => value !== undefined && value.trim() !== '';
