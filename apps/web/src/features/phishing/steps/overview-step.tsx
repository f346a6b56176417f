import { FACT_DESCRIPTION_MAX, PHISHING_FORM } from '@pow/domain';
import type { FieldMessage } from '../../../shared/fields/field-message.ts';
import { TextAreaField } from '../../../shared/form-parts/text-area-field.tsx';
import { usePageTexts } from '../../../shared/i18n/use-page-texts.ts';
import { ReviewStep } from '../../../shared/wizard/review/review-step.tsx';
import { type PhishingValues, phishingPayload } from '../phishing-values.ts';

type Path = readonly (string | number)[];

const OVERVIEW_STEP = 8;

/** Step 8 of the citizen (spec §2, §5): every answer read back, the summary text, the channel; Send. */
export function OverviewStep({
  values,
  update,
  errorAt,
  review,
}: {
  readonly values: PhishingValues;
  readonly update: (change: (values: PhishingValues) => PhishingValues) => void;
  readonly errorAt: (path: Path) => FieldMessage | undefined;
  readonly review: (step: number) => void;
}) {
  const { t, ready } = usePageTexts('phishing');
  if (!ready) return null;
  return (
    <ReviewStep
      definition={PHISHING_FORM}
      step={OVERVIEW_STEP}
      values={values}
      update={update}
      errorAt={errorAt}
      review={review}
      payload={phishingPayload}
      organisation={values.victim.declare_for === 'organisation'}
    >
      <TextAreaField
        label={t('overview.text')}
        hint={t('overview.text_hint')}
        required
        max={FACT_DESCRIPTION_MAX}
        rows={3}
        value={values.overview_text}
        onValueChange={(overview_text) => update((current) => ({ ...current, overview_text }))}
        error={
          errorAt(['fact', 'overview']) ??
          (values.overview_text.trim() === '' ? { key: 'required_field' } : undefined)
        }
        testId="overview-text"
      />
    </ReviewStep>
  );
}
