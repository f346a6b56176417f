import { type FactPlace, factPlacesOf } from '@pow/domain';
import { addressErrors } from '../../../declaration-steps/address.ts';
import { AddressPicker } from '../../../fields/address-picker.tsx';
import { RadioGroup } from '../../../form-parts/radio-group.tsx';
import type { FieldViewProps } from '../field-kind.ts';
import { type FactPlaceDraft, placeOf } from './fact-drafts.ts';

/**
 * Where it happened (spec §2; the fact rules of §5, decision 013): at an address, or, for some crime
 * types, online or somewhere in a municipality.
 */
export function FactPlaceView({
  value,
  onChange,
  errorAt,
  text,
  field,
  form,
}: FieldViewProps<FactPlaceDraft>) {
  const type = form.answer(`${field.at}.type`);
  const places = factPlacesOf(type);
  const place = placeOf(value, type);
  return (
    <>
      {places.length > 1 && (
        <RadioGroup<FactPlace>
          legend={text('legend')}
          required
          options={places.map((option) => ({
            value: option,
            label: text(`place_${option}`),
            hint: option === 'address' ? undefined : text(`place_${option}_hint`),
          }))}
          value={place}
          onValueChange={(chosen) => onChange((current) => ({ ...current, place: chosen }))}
          error={errorAt(['place'])}
          testId="fact-place"
        />
      )}
      {place === 'online' ? (
        <p className="callout" data-testid="fact-online-note">
          {text('online_note')}
        </p>
      ) : (
        <>
          {place === 'address' && <p>{text('address_hint')}</p>}
          <AddressPicker
            legend={place === 'municipality' ? text('municipality') : text('address')}
            parts={place === 'municipality' ? 'municipality' : 'address'}
            value={value.address}
            onChange={(address) => onChange((current) => ({ ...current, address }))}
            errors={addressErrors(errorAt, ['address'])}
            testId="fact-address"
          />
        </>
      )}
    </>
  );
}
