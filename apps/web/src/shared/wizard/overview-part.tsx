import type { ReactNode } from 'react';
import { usePageTexts } from '../i18n/use-page-texts.ts';
import { WIZARD_TEXTS } from './texts.ts';

/** One part of an overview step: what a step holds, and the way back to it (spec §2 overview). */
export function OverviewPart({
  title,
  onChange,
  testId,
  children,
}: {
  readonly title: string;
  readonly onChange: () => void;
  readonly testId: string;
  readonly children: ReactNode;
}) {
  const { t } = usePageTexts('wizard', WIZARD_TEXTS);
  return (
    <section className="repeat-list__item" data-testid={testId}>
      <h3>{title}</h3>
      {children}
      <button
        type="button"
        className="button button--secondary"
        onClick={onChange}
        data-testid={`${testId}-change`}
      >
        {t('change', { step: title })}
      </button>
    </section>
  );
}
