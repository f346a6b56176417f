import { z } from 'zod';
import { SUPERVISOR_ROLE } from './constants.ts';
import { LocaleSchema } from './locale.ts';

export const UserTypeSchema = z.enum(['citizen', 'policeman']);
export type UserType = z.infer<typeof UserTypeSchema>;

/** Claims of the federal authentication service (FAS) that the portal reads. */
export const CitizenClaimsSchema = z.object({
  egovNRN: z.string().regex(/^\d{11}$/),
  givenName: z.string(),
  surname: z.string(),
  mail: z.string().optional(),
  prefLanguage: z.string().optional(),
});
export type CitizenClaims = z.infer<typeof CitizenClaimsSchema>;

/** Claims of the police identity provider: the zone an officer works for, and their roles. */
export const PoliceClaimsSchema = z.object({
  matricule: z.string().min(1),
  givenName: z.string(),
  surname: z.string(),
  mail: z.string().optional(),
  prefLanguage: z.string().optional(),
  /** Without a zone an officer may file for a victim but has no desk. */
  zone: z.string().min(1).optional(),
  roles: z.array(z.string()).optional(),
});
export type PoliceClaims = z.infer<typeof PoliceClaimsSchema>;

export const SessionInfoSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  language: LocaleSchema,
  rrn: z.string().optional(),
  matricule: z.string().optional(),
  /** The officer's police zone (its key), from the police provider's claims. */
  zone: z.string().optional(),
  /** A supervisor reads the access log of their zone's desk. */
  role: z.enum(['officer', SUPERVISOR_ROLE]).optional(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

/** Query-string outcome the server adds to the redirect after a failed or cancelled sign-in. */
export const SIGNIN_OUTCOMES = ['signin_cancelled', 'signin_failed'] as const;
export const SIGNIN_OUTCOME_PARAM = 'signin';
