import { municipalityKeyOf } from '@pow/domain';
import type { AddressDraft } from '../fields/address-picker.tsx';
import type { FieldMessage } from '../fields/field-message.ts';

type Path = readonly (string | number)[];

/** The address of a declaration (DeclarationAddressSchema input) from the address picker's draft. */
export function toDeclarationAddress(draft: AddressDraft) {
  const { street_typed, ...address } = draft;
  // Said only when true: a picked street is the spec's address as it always was.
  return {
    ...address,
    munKey: municipalityKeyOf(draft.municipality),
    ...(street_typed ? { street_typed } : {}),
  };
}

export { fromRegistryAddress } from '@pow/domain';

/** One line for summaries: 'Meir 12 bus 3, 2000 Antwerpen'. */
export function addressLine(
  address: { street: string; number: string; box: string; post_code: string },
  municipalityName: string,
): string {
  const house = [address.street, address.number, address.box].filter(Boolean).join(' ');
  return [house, [address.post_code, municipalityName].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** The picker's per-part messages from the step's errors at `base` (an address path). */
export function addressErrors(errorAt: (path: Path) => FieldMessage | undefined, base: Path) {
  return {
    municipality:
      errorAt([...base, 'municipality']) ?? errorAt([...base, 'munKey']) ?? errorAt([...base, 'post_code']),
    street: errorAt([...base, 'street']),
    number: errorAt([...base, 'number']),
    box: errorAt([...base, 'box']),
  };
}
