import { useTranslation } from 'react-i18next';
import { externalLinks } from '../../shared/external-links.ts';
import { currentLocale } from '../../shared/i18n/i18n.ts';
import { Page } from '../../shared/ui/page.tsx';
import { TileList } from '../../shared/ui/tile-list.tsx';

export function AlarmsAndCamerasPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Page title={t('alarms_and_cameras.title')} trail={[]} testId="alarms-and-cameras-page">
      <p className="lead">{t('alarms_and_cameras.intro')}</p>
      <p className="callout callout--info">{t('alarms_and_cameras.yearly')}</p>
      <section aria-labelledby="register-title">
        <h2 id="register-title">{t('alarms_and_cameras.tiles_title')}</h2>
        <TileList
          tiles={[
            {
              title: t('alarms_and_cameras.register_title'),
              text: t('alarms_and_cameras.register_text'),
              href: externalLinks.alarmRegistration(locale),
              testId: 'tile-alarm-registration',
            },
          ]}
        />
      </section>
      <p>
        {t('alarms_and_cameras.safety_text')}{' '}
        <a href={externalLinks.safetySite(locale)}>
          {t('alarms_and_cameras.safety_link')}
          <span className="visually-hidden"> {t('frame.external')}</span>
        </a>
        .
      </p>
    </Page>
  );
}
