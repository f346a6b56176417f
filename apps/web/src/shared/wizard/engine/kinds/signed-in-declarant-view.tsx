import type { DeclarantDraft } from '../../../declaration-steps/declarant-draft.ts';
import { FederalIdentity } from '../../../declaration-steps/federal-identity.tsx';
import type { FieldViewProps } from '../field-kind.ts';

/**
 * The declarant signed in through the digital-identity portal (spec §2, §4 Identification: the only way
 * for phishing): the session's names and rrn and the registry's address, all locked. People without eID
 * or itsme are told where else to go.
 */
export function SignedInDeclarantView({ value, onChange, text }: FieldViewProps<DeclarantDraft>) {
  return (
    <>
      <p>{text('mandatory')}</p>
      <p>{text('alternatives')}</p>
      <FederalIdentity value={value} onChange={(next) => onChange(() => next)} manualAllowed={false} />
    </>
  );
}
