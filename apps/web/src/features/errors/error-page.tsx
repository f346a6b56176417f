import { useTranslation } from 'react-i18next';
import { Page } from '../../shared/ui/page.tsx';

/**
 * The generic error page (error_occured_short with error_occured_text), shown by the error boundary.
 * Reloading is offered because the usual cause is a new version whose page code replaced the old.
 */
export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('error_occured_short')} narrow testId="error-page">
      <p>{t('error_occured_text')}</p>
      <div className="button-row">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </button>
        <a className="button button--secondary" href="/app">
          {t('errors.back_home')}
        </a>
      </div>
    </Page>
  );
}
