import { useTranslation } from 'react-i18next';
import { FindZoneButton } from '../../shared/police-zone/find-zone-button.tsx';
import { AppLink } from '../../shared/routing/app-link.tsx';
import { FAQ_CONTACT_ANCHOR } from '../../shared/routing/faq-anchors.ts';

/**
 * Footer (spec §2): on citizen pages, links to the FAQ and the contact questionnaire (issue 33), and to
 * privacy, disclaimer, accessibility and cookies.
 */
export function Footer({ withLinks }: { withLinks: boolean }) {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <div className="footer__inner">
        {withLinks && (
          <nav aria-label={t('frame.footer_help')}>
            <ul className="footer__links">
              <li>
                <AppLink to="faq" data-testid="footer-faq">
                  {t('frame.faq')}
                </AppLink>
              </li>
              <li>
                <AppLink to={`faq#${FAQ_CONTACT_ANCHOR}`} data-testid="footer-contact">
                  {t('frame.contact')}
                </AppLink>
              </li>
            </ul>
          </nav>
        )}
        {withLinks && (
          <nav aria-label={t('frame.footer_links')}>
            <ul className="footer__links">
              <li>
                <AppLink to="privacy">{t('frame.privacy')}</AppLink>
              </li>
              <li>
                <AppLink to="disclaimer">{t('frame.disclaimer')}</AppLink>
              </li>
              <li>
                <AppLink to="accessibility">{t('frame.accessibility')}</AppLink>
              </li>
              <li>
                <AppLink to="cookies">{t('frame.cookies')}</AppLink>
              </li>
            </ul>
          </nav>
        )}
        <p className="footer__zone">
          <FindZoneButton label={t('frame.find_zone')} className="footer__zone-button" />
        </p>
        <p className="footer__text">{t('frame.footer_text')}</p>
      </div>
    </footer>
  );
}
