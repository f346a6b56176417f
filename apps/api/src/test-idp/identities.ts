import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LocaleSchema } from '@pow/domain';
import { z } from 'zod';

const AddressSchema = z.object({
  street: z.string(),
  number: z.string(),
  box: z.string(),
  post_code: z.string(),
  municipality: z.string(),
});

const CitizenSchema = z.object({
  rrn: z.string().regex(/^\d{11}$/),
  first_name: z.string(),
  last_name: z.string(),
  birth_date: z.string(),
  language: LocaleSchema,
  email: z.string().optional(),
  nationality: z.string().length(2),
  address: AddressSchema,
});

const OfficerSchema = z.object({
  username: z.string(),
  matricule: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  language: LocaleSchema,
  zone: z.string(),
  roles: z.array(z.string()).optional(),
});

const OrganisationSchema = z.object({
  number: z.string().regex(/^\d{10}$/),
  name: z.string(),
  legal_form: z.string(),
  address: AddressSchema,
});

const IdentitiesSchema = z.object({
  citizens: z.array(CitizenSchema),
  registry_only_persons: z.array(CitizenSchema),
  police_officers: z.array(OfficerSchema),
  organisations: z.array(OrganisationSchema),
});

export type TestCitizen = z.infer<typeof CitizenSchema>;
export type TestOfficer = z.infer<typeof OfficerSchema>;
export type TestOrganisation = z.infer<typeof OrganisationSchema>;
export type TestIdentities = z.infer<typeof IdentitiesSchema>;

const seedFile = path.resolve(import.meta.dirname, '../../seed/test-identities.json');

/** The synthetic people of the project's seed data that the test provider signs in. */
export function loadTestIdentities(file = seedFile): TestIdentities {
  return IdentitiesSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}
