import { toDeclarationAddress } from '../../shared/declaration-steps/address.ts';
import type { DeclarantDraft } from '../../shared/declaration-steps/declarant-draft.ts';
import { victimPayload } from '../../shared/declaration-steps/victim-draft.ts';
import type { DegradationValues } from './degradation-values.ts';

/** The declarant's address once known (registry or typed), as the fact's address when the damage happened there. */
export function declarantAddress(declarant: DeclarantDraft) {
  return declarant.address.municipality.trim() === '' ? undefined : declarant.address;
}

/** The victim's address, as the fact's address when the damage happened there. */
export function victimAddress(values: DegradationValues) {
  const { victim } = values;
  switch (victim.declare_for) {
    case 'me':
      return declarantAddress(values.declarant);
    case 'someone-else':
      return toDeclarationAddress(victim.person.address);
    case 'organisation':
      return victim.organisation && victimPayload(victim).address;
    default:
      return undefined;
  }
}

/** The fact's address by its source (spec §3 Other fields: victim, declarant or other). */
export function factAddress(values: DegradationValues) {
  switch (values.fact.address_source) {
    case 'victim':
      return victimAddress(values);
    case 'declarant':
      return declarantAddress(values.declarant);
    case 'other':
      return toDeclarationAddress(values.fact.address);
    default:
      return undefined;
  }
}
