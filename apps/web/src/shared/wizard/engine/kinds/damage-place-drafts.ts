import type { DeclarationMessageKey, FACT_ADDRESS_SOURCES } from '@pow/domain';
import { toDeclarationAddress } from '../../../declaration-steps/address.ts';
import { type AddressDraft, EMPTY_ADDRESS } from '../../../fields/address-draft.ts';

type FactAddressSource = (typeof FACT_ADDRESS_SOURCES)[number];

/** Where the damage happened as typed (spec §3 Declaration (degradation) fact: address_source, address). */
export interface DamagePlaceDraft {
  readonly address_source: FactAddressSource | '';
  /** Typed only when the source is 'other'. */
  readonly address: AddressDraft;
  /** The cable form: the municipality key its pilot refused for the place given, as it last answered. */
  readonly refused?: string | undefined;
}

/** Spec §2 Cable-damage pilot: the place of the fact is not in a pilot zone (server: the same key). */
export const CABLE_NOT_IN_PILOT_KEY: DeclarationMessageKey = 'error_cable_not_in_pilot';

export const EMPTY_DAMAGE_PLACE: DamagePlaceDraft = { address_source: '', address: EMPTY_ADDRESS };

/** An address of the payload, as the declarant's and the victim's answers hold it. */
export interface PlaceAddress {
  readonly municipality: string;
  readonly post_code: string;
  readonly street: string;
  readonly number: string;
  readonly box: string;
  readonly munKey: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object';

/** The declarant's address once known (registry or typed), from the payload's `declarant`. */
export function declarantAddress(declarant: unknown): PlaceAddress | undefined {
  const address = isRecord(declarant) ? declarant.address : undefined;
  return isRecord(address) && typeof address.municipality === 'string' && address.municipality.trim() !== ''
    ? (address as unknown as PlaceAddress)
    : undefined;
}

/** The victim's address from the payload's `victim`: the declarant's for 'me', else the one it holds. */
export function victimAddress(victim: unknown, declarant: unknown): PlaceAddress | undefined {
  if (!isRecord(victim)) return undefined;
  if (victim.declare_for === 'me') return declarantAddress(declarant);
  return isRecord(victim.address) ? (victim.address as unknown as PlaceAddress) : undefined;
}

const part = (value: unknown) => (typeof value === 'string' ? value.trim().toLocaleLowerCase('nl') : '');

/** Whether two addresses are one place: the same municipality, street, number and box, however written. */
export function samePlace(a: PlaceAddress | undefined, b: PlaceAddress | undefined): boolean {
  if (!a || !b) return false;
  const town = (address: PlaceAddress) => part(address.munKey) || part(address.municipality);
  return (
    town(a) === town(b) &&
    part(a.street) === part(b.street) &&
    part(a.number) === part(b.number) &&
    part(a.box) === part(b.box)
  );
}

/**
 * Whether the victim lives at the declarant's address (the declarant is the victim, or lives with them):
 * that address is then offered once, as the declarant's ('my address'), not twice (issue 33).
 */
export function victimAtDeclarantsAddress(answer: (path: string) => unknown): boolean {
  return samePlace(
    victimAddress(answer('victim'), answer('declarant')),
    declarantAddress(answer('declarant')),
  );
}

/** The victim's address chosen where it is the declarant's too becomes the one offered for both. */
export function followOffered(value: DamagePlaceDraft, answer: (path: string) => unknown): DamagePlaceDraft {
  return value.address_source === 'victim' && victimAtDeclarantsAddress(answer)
    ? { ...value, address_source: 'declarant' }
    : value;
}

/**
 * The fact's address by its source (spec §3 Other fields: victim, declarant or other), the victim and
 * the declarant read from the answers before it (`answer`: the payload at a path).
 */
export function damageAddress(value: DamagePlaceDraft, answer: (path: string) => unknown) {
  switch (value.address_source) {
    case 'victim':
      return victimAddress(answer('victim'), answer('declarant'));
    case 'declarant':
      return declarantAddress(answer('declarant'));
    case 'other':
      return toDeclarationAddress(value.address);
    default:
      return undefined;
  }
}

/** The municipality a passed cable pilot check opened the form for (cablePilotPlace of @pow/domain). */
export interface PilotPlace {
  readonly municipality: string;
  readonly post_code: string;
}

/**
 * Decision 015: the cable form opens on the municipality its pilot check allowed, as the fact's
 * address ('another address', street and number still to give). A place the person already chose or
 * typed is theirs and is kept.
 */
export function withPilotPlace(value: DamagePlaceDraft, place: PilotPlace | undefined): DamagePlaceDraft {
  if (!place) return value;
  const untouched =
    value.address_source === '' || (value.address_source === 'other' && value.address.municipality === '');
  if (!untouched) return value;
  return {
    ...value,
    address_source: 'other',
    address: { ...EMPTY_ADDRESS, municipality: place.municipality, post_code: place.post_code },
  };
}
