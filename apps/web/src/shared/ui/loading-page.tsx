import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The generic page shown before the session answer and while a page's code loads (spec §2 start-up). */
export function LoadingPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('app.loading_title')} | ${t('app.product')}`;
  }, [t]);
  return (
    <div className="page page--loading" data-testid="loading-page">
      <h1>{t('app.product')}</h1>
      <p className="loading" role="status">
        <span className="spinner" aria-hidden="true" />
        {t('app.loading_text')}
      </p>
    </div>
  );
}

/** Stands where a part of the page still loads (its code or texts): the frame holds the footer back meanwhile. */
export function PendingPart() {
  return <div data-pending hidden />;
}
