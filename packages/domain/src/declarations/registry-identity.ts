import type { RegistryAddress, RegistryPerson } from '../reference/registries.ts';
import { DEFAULT_NATIONALITY } from './people-codes.ts';

/** A registry's address (a person found by rrn, an enterprise's seat) as a declaration's address. */
export function fromRegistryAddress(address: RegistryAddress) {
  return { ...address, munKey: address.munKey ?? '' };
}

/**
 * The identity a national-registry record fixes (spec §4: found by rrn, the fields are locked): the form
 * copies it into the declarant or victim, and the server puts it back from the registry on receipt.
 */
export function registryIdentity(person: RegistryPerson) {
  return {
    rrn: person.rrn,
    firstname: person.firstname,
    lastname: person.lastname,
    birth_date: person.birth_date,
    nationality: person.nationality || DEFAULT_NATIONALITY,
    address: fromRegistryAddress(person.address),
  };
}
