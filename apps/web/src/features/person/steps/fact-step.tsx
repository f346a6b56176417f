import { type FactPlace, factPlacesOf } from '@pow/domain';
import { addressErrors } from '../../../shared/declaration-steps/address.ts';
import { FactDescriptionField, MomentFields } from '../../../shared/declaration-steps/fact-fields.tsx';
import { AddressPicker } from '../../../shared/fields/address-picker.tsx';
import { RadioGroup } from '../../../shared/form-parts/radio-group.tsx';
import { usePageTexts } from '../../../shared/i18n/use-page-texts.ts';
import { descriptionHintKey } from '../crime-type-options.ts';
import { factPlace, type PersonFactDraft } from '../person-values.ts';
import type { PersonStepProps } from './step-props.ts';

/**
 * Step 4 (spec §2; its field rules are the fact rules of §5, decision 013): where (at an address, or for
 * some crime types online or somewhere in a municipality), when (not in the future) and what happened
 * (5 to 2000 characters), with the hint of the crime type.
 */
export function FactStep({ values, update, errorAt }: PersonStepProps) {
  const { t, ready } = usePageTexts('person');
  if (!ready) return null;
  const fact = values.fact;
  const places = factPlacesOf(values.crime_type);
  const place = factPlace(values);
  const set =
    <K extends keyof PersonFactDraft>(key: K) =>
    (next: PersonFactDraft[K]) =>
      update((current) => ({ ...current, fact: { ...current.fact, [key]: next } }));
  return (
    <>
      {places.length > 1 && (
        <RadioGroup<FactPlace>
          legend={t('fact.place')}
          required
          options={places.map((value) => ({
            value,
            label: t(`fact.place_${value}`),
            hint: value === 'address' ? undefined : t(`fact.place_${value}_hint`),
          }))}
          value={place}
          onValueChange={set('place')}
          error={errorAt(['fact', 'place'])}
          testId="fact-place"
        />
      )}
      {place === 'online' ? (
        <p className="callout" data-testid="fact-online-note">
          {t('fact.online_note')}
        </p>
      ) : (
        <>
          {place === 'address' && <p>{t('fact.address_hint')}</p>}
          <AddressPicker
            legend={place === 'municipality' ? t('fact.municipality') : t('fact.address')}
            parts={place === 'municipality' ? 'municipality' : 'address'}
            value={fact.address}
            onChange={set('address')}
            errors={addressErrors(errorAt, ['fact', 'address'])}
            testId="fact-address"
          />
        </>
      )}
      <MomentFields
        dateLabel={t('fact.date')}
        timeLabel={t('fact.time')}
        timeHint={t('fact.time_hint')}
        date={fact.date}
        time={fact.time}
        onDate={set('date')}
        onTime={set('time')}
        errorAt={errorAt}
      />
      <FactDescriptionField
        label={t('fact.description')}
        hint={t(descriptionHintKey(values.crime_type))}
        value={fact.description}
        onValueChange={set('description')}
        errorAt={errorAt}
      />
    </>
  );
}
