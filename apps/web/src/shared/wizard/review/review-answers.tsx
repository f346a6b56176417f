import { type RegisteredForm, type SummaryLookups, summarise, type TextKey } from '@pow/domain';
import i18next from 'i18next';
import { useMemo } from 'react';
import { usePageTexts } from '../../i18n/use-page-texts.ts';
import { useQueryLocale } from '../../reference/reference-query.ts';
import { useCountries } from '../../reference/use-countries.ts';
import { useInsurances } from '../../reference/use-insurances.ts';
import { useMunicipalities } from '../../reference/use-municipalities.ts';
import type { AttachmentItem } from '../attachments/attachment-list.ts';
import './review.css';
import { SummaryEntries } from '../../summary/summary-entries.tsx';

export interface ReviewAnswersProps {
  readonly definition: RegisteredForm;
  /** The payload the values make, with the attachments' local ids (`reviewPayload`). */
  readonly payload: unknown;
  readonly attachments: readonly AttachmentItem[];
  /** The step this review is on: the steps before it are read back. */
  readonly step: number;
  /** Opens a step from the review; its page comes back here (WizardForm.review). */
  readonly onChange: (step: number) => void;
}

/**
 * "Check your answers" (issue 15): every answer under its question, grouped by step, each step with a
 * Change button that opens it and comes back. The same `summarise` as the PDF, so the person reads
 * what the police will read.
 */
export function ReviewAnswers({ definition, payload, attachments, step, onChange }: ReviewAnswersProps) {
  const summary = usePageTexts('summary');
  const steps = usePageTexts('declaration-steps');
  const wizard = usePageTexts('wizard');
  const municipalities = useMunicipalities();
  const countries = useCountries();
  const insurances = useInsurances();
  const ready = summary.ready && steps.ready && wizard.ready;
  const locale = useQueryLocale();

  const sections = useMemo(() => {
    if (!ready) return [];
    const byMunicipality = new Map(municipalities.data?.map((item) => [item.tkey, item.text]));
    const byCountry = new Map(countries.data?.map((item) => [item.tkey, item.nationality]));
    const byInsurer = new Map(insurances.data?.map((item) => [item.tkey, item.text]));
    const byId = new Map(attachments.map((item) => [item.localId, { filename: item.name, size: item.size }]));
    // Keys come from the form definitions, checked in every language by packages/i18n's summary tests.
    const t = i18next.getFixedT(locale) as unknown as (key: string, values: object) => string;
    const lookups: SummaryLookups = {
      text: (key: TextKey, values) => t(key, { ...values }),
      municipality: (tkey) => byMunicipality.get(tkey),
      nationality: (code) => byCountry.get(code),
      insurer: (tkey) => byInsurer.get(tkey),
      attachment: (id) => byId.get(id),
    };
    return summarise(definition, payload, locale, lookups).filter(
      (section) => section.number < step && (section.entries.length > 0 || section.note),
    );
  }, [
    ready,
    locale,
    definition,
    payload,
    attachments,
    step,
    municipalities.data,
    countries.data,
    insurances.data,
  ]);

  if (!ready) return null;
  return (
    <section className="review" aria-labelledby="review-title" data-testid="review">
      <h3 id="review-title">{summary.t('review.title')}</h3>
      <p>{summary.t('review.intro')}</p>
      {sections.map((section) => (
        <section
          key={section.step}
          className="review__step"
          aria-labelledby={`review-${section.step}`}
          data-testid={`review-${section.step}`}
        >
          <div className="review__head">
            <h4 id={`review-${section.step}`}>{section.title}</h4>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => onChange(section.number)}
              data-testid={`review-${section.step}-change`}
            >
              {wizard.t('change', { step: section.title })}
            </button>
          </div>
          {section.note && <p>{section.note}</p>}
          <SummaryEntries entries={section.entries} />
        </section>
      ))}
    </section>
  );
}
