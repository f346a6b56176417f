// Apart from the picker, so that a draft's empty address does not bring the picker's code with it.

/** An address being filled in (spec §3): municipality is the item's tkey '<NIS>-<postcode>'. */
export interface AddressDraft {
  readonly municipality: string;
  readonly post_code: string;
  readonly street: string;
  readonly number: string;
  readonly box: string;
  /** The street was typed, not picked from the municipality's list (absent in drafts made before). */
  readonly street_typed?: boolean;
}

export const EMPTY_ADDRESS: AddressDraft = {
  municipality: '',
  post_code: '',
  street: '',
  number: '',
  box: '',
};
