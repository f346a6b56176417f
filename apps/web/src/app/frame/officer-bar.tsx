import { useTranslation } from 'react-i18next';
import { AppLink } from '../../shared/routing/app-link.tsx';

/**
 * An officer's way to the zone's desk from every page, right under the header (issue 16). It comes
 * with the page, never before the session is known: added to the header's menu, it made the menu wrap
 * on a phone once the session arrived and pushed the page down (decision 021).
 */
export function OfficerBar({ onDesk }: { readonly onDesk: boolean }) {
  const { t } = useTranslation();
  return (
    <nav className="officer-bar" aria-label={t('frame.officer_menu')}>
      <AppLink
        className="officer-bar__link"
        to="zone"
        aria-current={onDesk ? 'page' : undefined}
        data-testid="menu-zone-desk"
      >
        {t('frame.zone_desk')}
      </AppLink>
    </nav>
  );
}
