import { type RegistryPerson, rrnBirthDate } from '@pow/domain';
import type { TestIdentities } from '../test-idp/identities.ts';

export class RegistryUnavailableError extends Error {}

/** The national registry as the portal sees it; the federal adapter implements the same. */
export interface NationalRegistry {
  /** The person with this (valid) rrn, undefined when the registry does not know them. */
  findByRrn(rrn: string): Promise<RegistryPerson | undefined>;
}

/** The embedded default: the fixture citizens and registry-only persons. */
export class TestNationalRegistry implements NationalRegistry {
  private readonly persons: Map<string, RegistryPerson>;

  constructor(
    identities: TestIdentities,
    munKeyOf: (postcode: string, municipality: string) => string | undefined,
  ) {
    this.persons = new Map(
      [...identities.citizens, ...identities.registry_only_persons].map((p) => {
        const munKey = munKeyOf(p.address.post_code, p.address.municipality);
        return [
          p.rrn,
          {
            rrn: p.rrn,
            firstname: p.first_name,
            lastname: p.last_name,
            birth_date: rrnBirthDate(p.rrn) ?? p.birth_date,
            nationality: p.nationality,
            address: { ...p.address, ...(munKey ? { munKey } : {}) },
          },
        ];
      }),
    );
  }

  async findByRrn(rrn: string): Promise<RegistryPerson | undefined> {
    return this.persons.get(rrn);
  }
}

/** Stands for a registry that does not answer (REGISTRY_ADAPTER=unavailable): every call fails. */
export class UnavailableNationalRegistry implements NationalRegistry {
  async findByRrn(): Promise<RegistryPerson | undefined> {
    throw new RegistryUnavailableError('national registry unavailable');
  }
}
