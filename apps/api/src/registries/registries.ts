import type { Organisation } from '@pow/domain';
import type { Adapter } from '../config/config.ts';
import { readSeed } from '../reference-data/seed-files.ts';
import type { TestIdentities } from '../test-idp/identities.ts';
import {
  type EnterpriseRegister,
  fixtureOrganisations,
  TestEnterpriseRegister,
  UnavailableEnterpriseRegister,
} from './enterprise-register.ts';
import { generateEnterprises, type StreetPlace } from './generated-enterprises.ts';
import { HttpRegistryGateway } from './http-registries.ts';
import {
  type NationalRegistry,
  TestNationalRegistry,
  UnavailableNationalRegistry,
} from './national-registry.ts';

export const GENERATED_ENTERPRISES = 240;

export interface Registries {
  people: NationalRegistry;
  enterprises: EnterpriseRegister;
}

/** Real streets of the shipped seed, each at its municipality's first postcode. */
function streetPlaces(): StreetPlace[] {
  const municipalities = new Map(readSeed('municipalities').municipalities.map((m) => [m.nis, m]));
  return readSeed('streets').streets.flatMap((street) => {
    const municipality = municipalities.get(street.nis);
    const name = street.nl ?? street.fr ?? street.de;
    const postcode = municipality?.postcodes[0];
    if (!municipality || !name || !postcode) return [];
    const munName = street.nl
      ? municipality.names.nl
      : street.fr
        ? municipality.names.fr
        : municipality.names.de;
    return [{ street: name, postcode, municipality: munName, munKey: street.nis }];
  });
}

/**
 * The registries: through the operator's gateway (http), from the embedded default's fixtures (test),
 * or ones that never answer, for outage tests (unavailable).
 */
export function createRegistries(
  adapter: Adapter,
  gatewayUrl: string | undefined,
  identities: TestIdentities,
  munKeyOf: (postcode: string, municipality: string) => string | undefined,
): Registries {
  if (adapter === 'http') {
    // The config guarantees the address with this adapter.
    const gateway = new HttpRegistryGateway(gatewayUrl!, munKeyOf);
    return { people: gateway, enterprises: gateway };
  }
  if (adapter === 'unavailable') {
    return { people: new UnavailableNationalRegistry(), enterprises: new UnavailableEnterpriseRegister() };
  }
  const fixtures: Organisation[] = fixtureOrganisations(identities).map((o) => {
    const munKey = munKeyOf(o.address.post_code, o.address.municipality);
    return { ...o, address: { ...o.address, ...(munKey ? { munKey } : {}) } };
  });
  const taken = new Set(fixtures.map((o) => o.number));
  return {
    people: new TestNationalRegistry(identities, munKeyOf),
    enterprises: new TestEnterpriseRegister([
      ...fixtures,
      ...generateEnterprises(GENERATED_ENTERPRISES, streetPlaces(), taken),
    ]),
  };
}
