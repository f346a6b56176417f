import { useAddressLine } from '../../../declaration-steps/address.ts';
import { RrnField } from '../../../fields/rrn-field.tsx';
import type { FieldViewProps } from '../field-kind.ts';
import { foundFor, type VictimLookupDraft } from './officer-drafts.ts';

/**
 * The officer's look-up of the victim by rrn (spec §4 police flow): the step cannot be passed before a
 * successful search; the person found is shown.
 */
export function VictimLookupView({ value, onChange, errorAt, text }: FieldViewProps<VictimLookupDraft>) {
  const sayAddress = useAddressLine();
  const found = foundFor(value);
  return (
    <>
      <p>{text('intro')}</p>
      <RrnField
        value={value.rrn}
        onValueChange={(rrn) => onChange((current) => ({ ...current, rrn }))}
        onFound={(person) => onChange((current) => ({ ...current, person }))}
        foundRrn={value.person?.rrn}
        error={errorAt(['verified'])}
        testId="victim-rrn"
      />
      {found ? (
        <dl className="overview-list" data-testid="victim-found">
          <dt>{text('name')}</dt>
          <dd>
            {found.lastname} {found.firstname}
          </dd>
          <dt>{text('birth_date')}</dt>
          <dd>{found.birth_date}</dd>
          <dt>{text('address')}</dt>
          <dd>{sayAddress(found.address, found.address.municipality)}</dd>
        </dl>
      ) : (
        <p className="callout" data-testid="victim-not-found">
          {text('not_found')}
        </p>
      )}
    </>
  );
}
