import { z } from 'zod';
import { EnterpriseNumberSchema } from '../validation/enterprise-number.ts';
import { RrnSchema } from '../validation/rrn.ts';

/** An address as the registries give it (spec §3 Address). */
export const RegistryAddressSchema = z.object({
  street: z.string(),
  number: z.string(),
  box: z.string(),
  post_code: z.string(),
  municipality: z.string(),
  /** Municipality key (NIS), when the registry's municipality is known to the portal. */
  munKey: z.string().optional(),
});
export type RegistryAddress = z.infer<typeof RegistryAddressSchema>;

/** `v1/person/find` (officers only): a person of the national registry, by rrn. */
export const PersonFindRequestSchema = z.object({ rrn: RrnSchema });

export const RegistryPersonSchema = z.object({
  rrn: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  birth_date: z.string(),
  nationality: z.string(),
  address: RegistryAddressSchema,
});
export type RegistryPerson = z.infer<typeof RegistryPersonSchema>;

export const ORGANISATION_PAGE_SIZE = 10;
/** More matches than this and the person is asked to narrow the search (422). */
export const ORGANISATION_SEARCH_MAX_MATCHES = 50;
export const ORGANISATION_NAME_MIN_LENGTH = 2;

export const OrganisationFindRequestSchema = z.object({
  name: z.string().trim().min(ORGANISATION_NAME_MIN_LENGTH, 'required_field').max(200, 'error_max_length'),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'required_field')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const OrganisationSchema = z.object({
  name: z.string(),
  number: z.string(),
  legal_form: z.string(),
  address: RegistryAddressSchema,
});
export type Organisation = z.infer<typeof OrganisationSchema>;

export const OrganisationPageSchema = z.object({
  items: z.array(OrganisationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const OrganisationGetRequestSchema = z.object({ number: EnterpriseNumberSchema });

/** `v1/questionnaire/degradation_cable`: is the cable-damage form open for this municipality? */
export const CableQuestionnaireRequestSchema = z.object({
  municipality: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'required_field'),
});
