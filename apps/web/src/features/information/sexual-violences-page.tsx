import { useTranslation } from 'react-i18next';
import { QuickExit } from '../../shared/quick-exit/quick-exit.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { TileList } from '../../shared/ui/tile-list.tsx';

export function SexualViolencesPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('sexual_violences.title')} trail={[]} testId="sexual-violences-page">
      <QuickExit />
      <p className="lead">{t('sexual_violences.intro')}</p>
      <p className="callout callout--warning">{t('sexual_violences.danger')}</p>
      <section aria-labelledby="situations-title">
        <h2 id="situations-title">{t('sexual_violences.tiles_title')}</h2>
        <TileList
          tiles={[
            {
              title: t('sexual_violences.violence_title'),
              text: t('sexual_violences.violence_text'),
              to: 'sexual-violence',
              testId: 'tile-sexual-violence',
            },
            {
              title: t('sexual_violences.ncii_title'),
              text: t('sexual_violences.ncii_text'),
              to: 'NCII',
              testId: 'tile-ncii',
            },
          ]}
        />
      </section>
    </Page>
  );
}
