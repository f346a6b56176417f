import { ReviewAnswers } from '../../review/review-answers.tsx';
import type { FieldViewProps } from '../field-kind.ts';

export function ReviewView({ form }: FieldViewProps<undefined>) {
  return (
    <ReviewAnswers
      definition={form.definition}
      payload={form.payload()}
      attachments={form.attachments}
      step={form.step}
      onChange={form.review}
    />
  );
}
