import { CONSENT_DIALOG_CLASS, type ConsentValue } from '@pow/domain';
import { useTranslation } from 'react-i18next';
import { setConsent } from '../../shared/consent/consent-store.ts';
import { currentLocale } from '../../shared/i18n/i18n.ts';
import { AppLink } from '../../shared/routing/app-link.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';

/**
 * Cookie consent (spec §2, §3): modal and persistent, shown by the frame while `open` (citizens
 * without a stored choice, not on /cookies). Storing a choice closes it.
 */
export function ConsentDialog({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const choose = (value: ConsentValue) => setConsent(value, currentLocale());
  return (
    <Dialog
      open={open}
      persistent
      size="wide"
      title={t('cookies.dialog_title')}
      testId="cookie-dialog"
      // The server shows it closed in a form's first view to whoever has chosen already (decision 037).
      className={CONSENT_DIALOG_CLASS}
      actions={
        <>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => choose('essential')}
            data-testid="cookie-essential"
          >
            {t('cookies.essential_only')}
          </button>
          <button type="button" className="button" onClick={() => choose('all')} data-testid="cookie-all">
            {t('cookies.accept_all')}
          </button>
          <AppLink className="dialog__link" to="cookies#cookie-settings" data-testid="cookie-customise">
            {t('cookies.customise')}
          </AppLink>
        </>
      }
    >
      <p>{t('cookies.dialog_text')}</p>
    </Dialog>
  );
}
