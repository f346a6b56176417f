import { municipalityKeyOf } from '@pow/domain';
import { useTranslation } from 'react-i18next';
import type { AddressDraft } from '../fields/address-draft.ts';
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

/**
 * One line for summaries: 'Meir 12 bus 3, 2000 Antwerpen', the box said as the language says it
 * (`boxLine`, e.g. "bus 3", "boîte 3", "Briefkasten 3") rather than a bare number after the house's.
 */
function addressLine(
  address: { street: string; number: string; box: string; post_code: string },
  municipalityName: string,
  boxLine: (box: string) => string,
): string {
  const house = [address.street, address.number, address.box && boxLine(address.box)]
    .filter(Boolean)
    .join(' ');
  return [house, [address.post_code, municipalityName].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** addressLine in the page's language: "bus 2", "boîte 2", "Briefkasten 2". */
export function useAddressLine() {
  const { t } = useTranslation();
  return (address: Parameters<typeof addressLine>[0], municipalityName: string) =>
    addressLine(address, municipalityName, (box) => t('fields.box_in_address', { box }));
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
