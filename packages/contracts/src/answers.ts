import {
  CountryItemSchema,
  InsuranceItemSchema,
  MunicipalityItemSchema,
  ObjectItemSchema,
  OrganisationPageSchema,
  OrganisationSchema,
  PoliceZoneItemSchema,
  RegistryPersonSchema,
  SessionInfoSchema,
  StreetItemSchema,
  UserTypeSchema,
} from '@pow/domain';
import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';
import { PassedOnSchema } from './passed-on.ts';

/** `v1/session/get` and `v1/session/refresh`. */
export const SessionAnswerSchema = z.discriminatedUnion('result', [
  z.object({ result: z.literal(false) }),
  z.object({
    result: z.literal(true),
    /** Public handle of the session; never the secret held in the cookie. */
    session: z.string(),
    version: z.string(),
    usertype: UserTypeSchema,
    info: SessionInfoSchema,
    /** ISO time at which the session ends unless renewed. */
    expires_at: z.string(),
  }),
]);
export type SessionAnswer = z.infer<typeof SessionAnswerSchema>;
export const SessionAnswerEnvelopeSchema = dataEnvelope(SessionAnswerSchema);

/** `v1/information/add`: the stored declaration's id and register number (decision 016). */
export const DeclarationAddedSchema = z.object({ guid: z.string(), register: z.string() });
export type DeclarationAdded = z.infer<typeof DeclarationAddedSchema>;
export const DeclarationAddedAnswerSchema = dataEnvelope(DeclarationAddedSchema);

/**
 * `v1/information/status` (spec §3 Status response): status is one of DECLARATION_STATUS; `fallback`:
 * the eBox failed and the summary went by e-mail (spec §4).
 */
export const DeclarationStatusSchema = z.object({
  status: z.number().int(),
  overview_method: z.enum(['ebox', 'email']),
  unit_name: z.string(),
  fallback: z.boolean(),
  /** What was passed on at once with the person's consent: the banks told, the takedown (decision 048). */
  passed_on: PassedOnSchema,
});
export type DeclarationStatus = z.infer<typeof DeclarationStatusSchema>;
export const DeclarationStatusAnswerSchema = dataEnvelope(DeclarationStatusSchema);

/** `v1/upload/batch`: each file kept, with the id the declaration refers to. */
export const UploadedFileSchema = z.object({
  id: z.string(),
  filename: z.string(),
  size: z.number(),
  sha256: z.string(),
});
export type UploadedFile = z.infer<typeof UploadedFileSchema>;
export const UploadAnswerSchema = dataEnvelope(z.array(UploadedFileSchema));

/** `v1/reftab/*`: each list in the interface language. */
export const MunicipalitiesAnswerSchema = dataEnvelope(z.array(MunicipalityItemSchema));
export const StreetsAnswerSchema = dataEnvelope(z.array(StreetItemSchema));
export const CountriesAnswerSchema = dataEnvelope(z.array(CountryItemSchema));
export const InsurancesAnswerSchema = dataEnvelope(z.array(InsuranceItemSchema));
export const ObjectsAnswerSchema = dataEnvelope(z.array(ObjectItemSchema));
export const PoliceZonesAnswerSchema = dataEnvelope(z.array(PoliceZoneItemSchema));
/** `v1/questionnaire/degradation_cable`: true when the cable form is open for that municipality. */
export const CablePilotAnswerSchema = dataEnvelope(z.boolean());

/** `v1/person/find`, `v1/organisation/find` and `v1/organisation/get` (the registries). */
export const PersonFoundAnswerSchema = dataEnvelope(RegistryPersonSchema);
export const OrganisationPageAnswerSchema = dataEnvelope(OrganisationPageSchema);
export const OrganisationAnswerSchema = dataEnvelope(OrganisationSchema);
