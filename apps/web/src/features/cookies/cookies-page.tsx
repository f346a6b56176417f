import { functionalCookiesAllowed } from '@pow/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setConsent, useConsent } from '../../shared/consent/consent-store.ts';
import { currentLocale } from '../../shared/i18n/i18n.ts';
import { ExpandableGroup, ExpandableSection } from '../../shared/ui/expandable.tsx';
import { useNotify } from '../../shared/ui/notifications/notifications.tsx';
import { Page } from '../../shared/ui/page.tsx';

/** Anchor of the settings section; the consent dialog's 'Customise' link points here. */
export const COOKIE_SETTINGS_ANCHOR = 'cookie-settings';

/**
 * The cookies page, reduced to what the consent rules need (its eight sections are issue 8):
 * what each kind of cookie does, and the switch for functional cookies.
 */
export function CookiesPage() {
  const { t } = useTranslation();
  const consent = useConsent();
  const { notify } = useNotify();
  const labelId = useId();
  const on = functionalCookiesAllowed(consent);

  const toggle = () => {
    // Switching the only optional category on is a custom choice; off leaves the essential ones.
    setConsent(on ? 'essential' : 'custom', currentLocale());
    notify({ type: 'positive', message: on ? t('cookies.saved_off') : t('cookies.saved_on') });
  };

  return (
    <Page title={t('cookies.title')} trail={[]} testId="cookies-page">
      <p className="lead">{t('cookies.intro')}</p>
      <ExpandableGroup>
        <ExpandableSection title={t('cookies.essential_title')}>
          <p>{t('cookies.essential_text')}</p>
          <ul>
            <li>{t('cookies.essential_session')}</li>
            <li>{t('cookies.essential_consent')}</li>
          </ul>
        </ExpandableSection>
        <ExpandableSection title={t('cookies.functional_title')}>
          <p>{t('cookies.functional_text')}</p>
          <ul>
            <li>{t('cookies.functional_locale')}</li>
          </ul>
        </ExpandableSection>
      </ExpandableGroup>
      <section id={COOKIE_SETTINGS_ANCHOR} className="card" aria-labelledby={`${labelId}-title`}>
        <h2 id={`${labelId}-title`}>{t('cookies.settings_title')}</h2>
        <p>{t('cookies.settings_essential')}</p>
        <div className="switch-row">
          <span id={labelId} className="switch-row__label">
            {t('cookies.functional_switch')}
          </span>
          <button
            type="button"
            role="switch"
            aria-checked={on}
            aria-labelledby={labelId}
            className="switch"
            onClick={toggle}
            data-testid="functional-cookies-switch"
          >
            <span className="switch__track" aria-hidden="true">
              <span className="switch__thumb" />
            </span>
            <span className="switch__state" aria-hidden="true">
              {on ? t('cookies.state_on') : t('cookies.state_off')}
            </span>
          </button>
        </div>
      </section>
    </Page>
  );
}
