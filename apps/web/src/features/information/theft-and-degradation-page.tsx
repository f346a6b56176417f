import { useTranslation } from 'react-i18next';
import { externalLinks } from '../../shared/external-links.ts';
import { currentLocale } from '../../shared/i18n/i18n.ts';
import { Page } from '../../shared/ui/page.tsx';
import { TileList } from '../../shared/ui/tile-list.tsx';

export function TheftAndDegradationPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Page title={t('theft_and_degradation.title')} trail={[]} testId="theft-and-degradation-page">
      <p className="lead">{t('theft_and_degradation.intro')}</p>
      <section aria-labelledby="what-title">
        <h2 id="what-title">{t('theft_and_degradation.tiles_title')}</h2>
        <TileList
          tiles={[
            {
              title: t('theft_and_degradation.theft_title'),
              text: t('theft_and_degradation.theft_text'),
              href: externalLinks.theftDeclaration(locale),
              testId: 'tile-theft',
            },
            {
              title: t('theft_and_degradation.degradation_title'),
              text: t('theft_and_degradation.degradation_text'),
              to: 'degradation/questionnaire',
              testId: 'tile-degradation',
            },
          ]}
        />
      </section>
    </Page>
  );
}
