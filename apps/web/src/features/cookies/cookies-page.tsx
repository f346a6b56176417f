import { functionalCookiesAllowed } from '@pow/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setConsent, useConsent } from '../../shared/consent/consent-store.ts';
import { currentLocale } from '../../shared/i18n/i18n.ts';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { AppLink } from '../../shared/routing/app-link.tsx';
import { DocumentSections } from '../../shared/ui/document.tsx';
import { ExpandableGroup } from '../../shared/ui/expandable.tsx';
import { LoadingPage } from '../../shared/ui/loading-page.tsx';
import { useNotify } from '../../shared/ui/notifications/notifications.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { useOpenOnHash } from '../../shared/ui/use-hash-target.ts';
import '../../shared/ui/content.css';

/** Anchor of the settings section (8); the consent dialog's 'Customise' link points here. */
export const COOKIE_SETTINGS_ANCHOR = 'cookie-settings';

/** The functional-cookies switch: on stores 'custom', off stores 'essential' (the only optional category). */
function FunctionalCookiesSwitch() {
  const { t } = useTranslation();
  const consent = useConsent();
  const { notify } = useNotify();
  const labelId = useId();
  const on = functionalCookiesAllowed(consent);
  const toggle = () => {
    setConsent(on ? 'essential' : 'custom', currentLocale());
    notify({ type: 'positive', message: on ? t('cookies.saved_off') : t('cookies.saved_on') });
  };
  return (
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
  );
}

/**
 * The cookie policy (spec §2, §3): eight numbered sections; the eighth, the settings, opens by itself
 * when the address ends in #cookie-settings.
 */
export function CookiesPage() {
  const { t } = useTranslation();
  const { texts } = usePageTexts('cookies');
  useOpenOnHash(COOKIE_SETTINGS_ANCHOR, texts !== undefined);
  if (!texts) return <LoadingPage />;
  return (
    <Page title={t('cookies.title')} trail={[]} testId="cookies-page">
      <p className="lead">{texts.intro}</p>
      <ExpandableGroup>
        <DocumentSections
          idPrefix="cookies"
          sections={texts.sections}
          ids={{ s8: COOKIE_SETTINGS_ANCHOR }}
          tags={{ privacy: (words) => <AppLink to="privacy">{words}</AppLink> }}
          extras={{ s8: <FunctionalCookiesSwitch /> }}
        />
      </ExpandableGroup>
    </Page>
  );
}
