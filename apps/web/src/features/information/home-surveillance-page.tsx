import { useTranslation } from 'react-i18next';
import { externalLinks } from '../../shared/external-links.ts';
import { currentLocale } from '../../shared/i18n/i18n.ts';
import { Page } from '../../shared/ui/page.tsx';
import { TileList } from '../../shared/ui/tile-list.tsx';

export function HomeSurveillancePage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Page title={t('home_surveillance.title')} trail={[]} testId="home-surveillance-page">
      <p className="lead">{t('home_surveillance.intro')}</p>
      <p className="callout callout--info">{t('home_surveillance.rules')}</p>
      <section aria-labelledby="request-title">
        <h2 id="request-title">{t('home_surveillance.tiles_title')}</h2>
        <TileList
          tiles={[
            {
              title: t('home_surveillance.request_title'),
              text: t('home_surveillance.request_text'),
              href: externalLinks.residenceWatch(locale),
              testId: 'tile-residence-watch',
            },
          ]}
        />
      </section>
    </Page>
  );
}
