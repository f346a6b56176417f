import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The project's synthetic identities (spec fixtures, seeded by the API); tests only read them. */
type TestIdentities = {
  citizens: { rrn: string; birth_date: string }[];
  registry_only_persons: { rrn: string; birth_date: string }[];
  registry_lookup_cases: { valid_but_unknown_rrn: string; invalid_checksum_rrn: string };
  organisations: { number: string }[];
};

const file = path.resolve(import.meta.dirname, '../../../../apps/api/seed/test-identities.json');

export const testIdentities: TestIdentities = JSON.parse(readFileSync(file, 'utf8'));
