import { PORTAL_MODE_ATTRIBUTE } from '@pow/domain';
import { useTranslation } from 'react-i18next';

/**
 * The server marks the page it sends (spa-plugin.ts); a page it did not mark shows no banner. A
 * prerendered page carries the banner, which the server takes out in production (docs/decisions/032).
 */
const inDemonstration = () =>
  import.meta.env.SSR || document.documentElement.getAttribute(PORTAL_MODE_ATTRIBUTE) === 'demonstration';

/**
 * A thin line on every page of a demonstration install (issue 20): the people are synthetic and
 * nothing reaches the police. Part of the frame's first render, so it never pushes the page down.
 */
export function DemonstrationBanner() {
  const { t } = useTranslation();
  if (!inDemonstration()) return null;
  return (
    <p className="demo-banner" data-testid="demonstration-banner">
      {t('frame.demonstration')}
    </p>
  );
}
