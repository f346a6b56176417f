import { textNamespacesOf } from '@pow/domain';
import { useMemo } from 'react';
import type { PageNamespace } from '../../../i18n/page-texts.ts';
import { usePageTexts } from '../../../i18n/use-page-texts.ts';
import { ReviewAnswers } from '../../review/review-answers.tsx';
import type { FieldViewProps } from '../field-kind.ts';

export function ReviewView({ form }: FieldViewProps<undefined>) {
  // The questions are said with the texts of every step (the damage forms' 'degradation-steps'), which
  // a draft reopened on its review has not fetched yet.
  const namespaces = useMemo(
    () =>
      textNamespacesOf([form.definition]).filter(
        (ns) => ns !== 'translation' && ns !== 'summary',
      ) as PageNamespace[],
    [form.definition],
  );
  const { ready } = usePageTexts('summary', namespaces);
  if (!ready) return null;
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
