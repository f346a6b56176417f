import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/session-context.tsx';
import { Page } from '../../shared/ui/page.tsx';

/** Steps of the officer's phishing wizard (spec §2: seven, sent from step 7). */
const POLICE_STEPS = 7;

function ReadOnlyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="field__input" type="text" value={value} readOnly data-testid={testId} />
    </div>
  );
}

/**
 * The officer's phishing declaration (spec §2, §6): step 1 shows the officer's identity from the
 * session, read-only. The next steps belong to the phishing-wizard issue; the page says so plainly.
 */
export function PolicePhishingPage() {
  const { t } = useTranslation();
  const { answer } = useSession();
  const info = answer?.info;
  const stepTitleId = useId();

  return (
    <Page title={t('police_phishing.title')} testId="police-phishing-page">
      <section className="card" aria-labelledby={stepTitleId}>
        <p className="step-label">{t('police_phishing.step', { step: 1, total: POLICE_STEPS })}</p>
        <h2 id={stepTitleId}>{t('police_phishing.step1_title')}</h2>
        <p>{t('police_phishing.step1_text')}</p>
        <ReadOnlyField
          label={t('police_phishing.last_name')}
          value={info?.last_name ?? ''}
          testId="officer-last-name"
        />
        <ReadOnlyField
          label={t('police_phishing.first_name')}
          value={info?.first_name ?? ''}
          testId="officer-first-name"
        />
        <ReadOnlyField
          label={t('police_phishing.matricule')}
          value={info?.matricule ?? ''}
          testId="officer-matricule"
        />
      </section>
      <section className="callout callout--info" aria-labelledby={`${stepTitleId}-next`}>
        <h2 id={`${stepTitleId}-next`} className="callout__title">
          {t('police_phishing.notice_title')}
        </h2>
        <p>{t('police_phishing.notice')}</p>
      </section>
    </Page>
  );
}
