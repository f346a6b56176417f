import { useId } from 'react';
import type { FieldViewProps } from '../field-kind.ts';
import type { OfficerDraft } from './officer-drafts.ts';

function ReadOnlyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="field__input" type="text" value={value} readOnly data-testid={testId} />
    </div>
  );
}

/** The officer's own data (spec §4 police flow, step 1): from the sign-in, not to be changed here. */
export function OfficerView({ value, text }: FieldViewProps<OfficerDraft>) {
  return (
    <>
      <p>{text('intro')}</p>
      <ReadOnlyField label={text('last_name')} value={value.lastname} testId="officer-last-name" />
      <ReadOnlyField label={text('first_name')} value={value.firstname} testId="officer-first-name" />
      <ReadOnlyField label={text('matricule')} value={value.matricule} testId="officer-matricule" />
    </>
  );
}
