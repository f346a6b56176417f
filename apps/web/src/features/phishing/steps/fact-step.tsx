import { FactDescriptionField, MomentFields } from '../../../shared/declaration-steps/fact-fields.tsx';
import type { PhishingFacts } from '../phishing-values.ts';
import { usePhishingTexts } from '../voice.ts';
import type { FactsStepProps } from './step-props.ts';

/** Step 6 (spec §5): when it happened (not in the future) and what happened (5 to 2000 characters). */
export function FactStep<T extends PhishingFacts>({ values, update, errorAt }: FactsStepProps<T>) {
  const { t, ready } = usePhishingTexts();
  if (!ready) return null;
  return (
    <>
      <MomentFields
        dateLabel={t('fact.date')}
        timeLabel={t('fact.time')}
        timeHint={t('fact.time_hint')}
        date={values.date}
        time={values.time}
        onDate={(date) => update((current) => ({ ...current, date }))}
        onTime={(time) => update((current) => ({ ...current, time }))}
        errorAt={errorAt}
      />
      <FactDescriptionField
        label={t('fact.description')}
        hint={t('fact.description_hint')}
        value={values.description}
        onValueChange={(description) => update((current) => ({ ...current, description }))}
        errorAt={errorAt}
      />
    </>
  );
}
