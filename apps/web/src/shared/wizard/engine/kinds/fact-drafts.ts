import { type FactPlace, factPlacesOf } from '@pow/domain';
import type { AddressDraft } from '../../../fields/address-draft.ts';

/** Where the fact happened as typed: the place chosen (when the crime type offers a choice), the address. */
export interface FactPlaceDraft {
  readonly place: FactPlace | '';
  readonly address: AddressDraft;
}

/**
 * The place the answer says: the one chosen if the fact's type (`type` beside the field's answer) offers
 * it, else at an address; a choice made for another type no longer counts.
 */
export function placeOf(value: FactPlaceDraft, type: unknown): FactPlace {
  return value.place !== '' && factPlacesOf(type).includes(value.place) ? value.place : 'address';
}

/** A moment as typed: the schema reads the date (dd/mm/yyyy) and the hour (hh:mm). */
export interface MomentDraft {
  readonly date: string;
  readonly time: string;
}
