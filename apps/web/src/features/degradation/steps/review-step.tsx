import { usePageTexts } from '../../../shared/i18n/use-page-texts.ts';
import { ReviewStep, type ReviewStepProps } from '../../../shared/wizard/review/review-step.tsx';
import { degradationPayload } from '../degradation-payload.ts';
import type { DegradationValues } from '../degradation-values.ts';
import type { DegradationStepProps } from './step-props.ts';

/**
 * The last step: the answers read back from the payload this sub-form sends, its questions said with
 * the steps' texts (the form definition's 'degradation-steps' keys); both come with this step's code.
 */
export function DegradationReviewStep({
  category,
  ...props
}: Pick<DegradationStepProps, 'category'> & Omit<ReviewStepProps<DegradationValues>, 'payload'>) {
  // Another language chosen on this step: its questions come with the steps' texts in it.
  const { ready } = usePageTexts('degradation-steps');
  if (!ready) return null;
  return <ReviewStep {...props} payload={(values, ids) => degradationPayload(category, values, ids)} />;
}
