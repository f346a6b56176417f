import { FACT_DESCRIPTION_MAX, FactDescriptionSchema } from '@pow/domain';
import { addressErrors } from '../../../shared/declaration-steps/address.ts';
import { AddressPicker } from '../../../shared/fields/address-picker.tsx';
import { DateField } from '../../../shared/fields/date-field.tsx';
import { schemaMessage } from '../../../shared/fields/field-message.ts';
import { TimeField } from '../../../shared/fields/time-field.tsx';
import { TextAreaField } from '../../../shared/form-parts/text-area-field.tsx';
import { usePageTexts } from '../../../shared/i18n/use-page-texts.ts';
import { descriptionHintKey } from '../crime-type-options.ts';
import type { PersonFactDraft } from '../person-values.ts';
import { PERSON_TEXTS } from '../texts.ts';
import type { PersonStepProps } from './step-props.ts';

/**
 * Step 4 (spec §2; its field rules are the fact rules of §5, decision 013): where, when (not in the
 * future) and what happened (5 to 2000 characters), with the hint of the crime type.
 */
export function FactStep({ values, update, errorAt }: PersonStepProps) {
  const { t, ready } = usePageTexts('person', PERSON_TEXTS);
  if (!ready) return null;
  const fact = values.fact;
  const set =
    <K extends keyof PersonFactDraft>(key: K) =>
    (next: PersonFactDraft[K]) =>
      update((current) => ({ ...current, fact: { ...current.fact, [key]: next } }));
  return (
    <>
      <p>{t('fact.address_hint')}</p>
      <AddressPicker
        legend={t('fact.address')}
        value={fact.address}
        onChange={set('address')}
        errors={addressErrors(errorAt, ['fact', 'address'])}
        testId="fact-address"
      />
      <DateField
        label={t('fact.date')}
        required
        notInFuture
        value={fact.date}
        onValueChange={set('date')}
        error={errorAt(['fact', 'datetime', 'date'])}
        testId="fact-date"
      />
      <TimeField
        label={t('fact.time')}
        hint={t('fact.time_hint')}
        required
        value={fact.time}
        onValueChange={set('time')}
        error={errorAt(['fact', 'datetime', 'time'])}
        testId="fact-time"
      />
      <TextAreaField
        label={t('fact.description')}
        hint={t(descriptionHintKey(values.crime_type))}
        required
        max={FACT_DESCRIPTION_MAX}
        value={fact.description}
        onValueChange={set('description')}
        // The text area shows its message once left or after Next; its own rule is the schema's.
        error={errorAt(['fact', 'description']) ?? schemaMessage(FactDescriptionSchema, fact.description)}
        rows={8}
        testId="fact-description"
      />
    </>
  );
}
