import { useTranslation } from 'react-i18next';
import { AppLink } from '../../shared/routing/app-link.tsx';
import { Page } from '../../shared/ui/page.tsx';

/** Not-found page (spec §2, type not_found): text and a way back to the start of the app. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('error_404')} narrow testId="not-found">
      <p>{t('error_404_text')}</p>
      <AppLink className="button" to="" data-testid="not-found-home">
        {t('errors.back_home')}
      </AppLink>
    </Page>
  );
}

/** The 'error' route: an error page of type rights (spec §2, §8 error_no_rights). */
export function NoRightsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('errors.no_rights_title')} narrow testId="no-rights">
      <p>{t('error_no_rights')}</p>
      <AppLink className="button" to="">
        {t('errors.back_home')}
      </AppLink>
    </Page>
  );
}
