import { FACT_DESCRIPTION_MAX, FactDescriptionSchema } from '@pow/domain';
import { DateField } from '../../../shared/fields/date-field.tsx';
import { schemaMessage } from '../../../shared/fields/field-message.ts';
import { TimeField } from '../../../shared/fields/time-field.tsx';
import { TextAreaField } from '../../../shared/form-parts/text-area-field.tsx';
import { usePageTexts } from '../../../shared/i18n/use-page-texts.ts';
import type { PhishingFacts } from '../phishing-values.ts';
import { PHISHING_TEXTS } from '../texts.ts';
import type { FactsStepProps } from './step-props.ts';

/** Step 6 (spec §5): when it happened (not in the future) and what happened (5 to 2000 characters). */
export function FactStep<T extends PhishingFacts>({ values, update, errorAt }: FactsStepProps<T>) {
  const { t, ready } = usePageTexts('phishing', PHISHING_TEXTS);
  if (!ready) return null;
  return (
    <>
      <DateField
        label={t('fact.date')}
        required
        notInFuture
        value={values.date}
        onValueChange={(date) => update((current) => ({ ...current, date }))}
        error={errorAt(['fact', 'datetime', 'date'])}
        testId="fact-date"
      />
      <TimeField
        label={t('fact.time')}
        hint={t('fact.time_hint')}
        required
        value={values.time}
        onValueChange={(time) => update((current) => ({ ...current, time }))}
        error={errorAt(['fact', 'datetime', 'time'])}
        testId="fact-time"
      />
      <TextAreaField
        label={t('fact.description')}
        hint={t('fact.description_hint')}
        required
        max={FACT_DESCRIPTION_MAX}
        value={values.description}
        onValueChange={(description) => update((current) => ({ ...current, description }))}
        // The text area shows its message once left or after Next; its own rule is the schema's.
        error={errorAt(['fact', 'description']) ?? schemaMessage(FactDescriptionSchema, values.description)}
        rows={8}
        testId="fact-description"
      />
    </>
  );
}
