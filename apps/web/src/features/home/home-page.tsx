import { EMERGENCY_MEDICAL, EMERGENCY_POLICE, homeTilesOf } from '@pow/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FAQ_CONTACT_ANCHOR } from '../../shared/routing/faq-anchors.ts';
import { useSession } from '../../shared/session/session-context.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { TileList } from '../../shared/ui/tile-list.tsx';

const CONDITIONS = [
  'belgium',
  'unknown_author',
  'no_violence',
  'no_threats',
  'no_injuries',
  'no_break_in',
  'not_urgent',
  'listed',
] as const;

function EmergencyBanners() {
  const { t } = useTranslation();
  return (
    <section className="emergency" aria-labelledby="emergency-title" data-testid="emergency-banners">
      <h2 id="emergency-title" className="emergency__title">
        {t('home.emergency_title')}
      </h2>
      <ul className="emergency__list">
        <li className="emergency__item">
          <span>{t('home.emergency_medical')}</span>
          <a className="emergency__call" href={`tel:${EMERGENCY_MEDICAL}`} data-testid="call-112">
            {t('home.emergency_medical_call')}
          </a>
        </li>
        <li className="emergency__item">
          <span>{t('home.emergency_police')}</span>
          <a className="emergency__call" href={`tel:${EMERGENCY_POLICE}`} data-testid="call-101">
            {t('home.emergency_police_call')}
          </a>
        </li>
      </ul>
    </section>
  );
}

/** An officer's two tasks side by side (issue 16): the zone's desk and the phishing form for a victim. */
function OfficerTiles() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="officer-tiles-title" data-testid="officer-tiles">
      <h2 id="officer-tiles-title">{t('home.officer_title')}</h2>
      <TileList
        tiles={[
          {
            title: t('home.officer_tiles.desk_title'),
            text: t('home.officer_tiles.desk_text'),
            to: 'zone',
            testId: 'tile-zone-desk',
          },
          {
            title: t('home.officer_tiles.phishing_title'),
            text: t('home.officer_tiles.phishing_text'),
            to: 'phishing',
            testId: 'tile-police-phishing',
          },
        ]}
      />
    </section>
  );
}

type Popup = 'who' | 'contacted' | undefined;

export function HomePage() {
  const { t } = useTranslation();
  // The forms' tiles name their texts by key (forms/<form>/definition.ts), checked in every language.
  const text = t as unknown as (key: string) => string;
  const [popup, setPopup] = useState<Popup>();
  const officer = useSession().answer?.usertype === 'policeman';
  const close = () => setPopup(undefined);

  return (
    <Page title={t('home.title')} heading={t('home.heading')} testId="home-page">
      <EmergencyBanners />
      <p className="lead">{t('home.intro')}</p>
      <p>{t('home.intro_zone')}</p>
      <div className="button-row">
        <button type="button" className="button button--secondary" onClick={() => setPopup('who')}>
          {t('home.who_button')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setPopup('contacted')}>
          {t('home.contacted_button')}
        </button>
      </div>

      {officer && <OfficerTiles />}

      <section aria-labelledby="tiles-title">
        <h2 id="tiles-title">{t('home.tiles_title')}</h2>
        <TileList
          tiles={[
            {
              title: t('home.tiles.theft_title'),
              text: t('home.tiles.theft_text'),
              to: 'theft-and-degradation',
              testId: 'tile-theft-and-degradation',
            },
            ...homeTilesOf().map((tile) => ({
              title: text(tile.title),
              text: text(tile.text),
              to: tile.to,
              testId: `tile-${tile.form}`,
            })),
            {
              title: t('home.tiles.sexual_title'),
              text: t('home.tiles.sexual_text'),
              to: 'sexual-violences',
              testId: 'tile-sexual-violences',
            },
            {
              title: t('home.tiles.alarms_title'),
              text: t('home.tiles.alarms_text'),
              to: 'alarms-and-cameras',
              testId: 'tile-alarms-and-cameras',
            },
            {
              title: t('home.tiles.surveillance_title'),
              text: t('home.tiles.surveillance_text'),
              to: 'home-surveillance',
              testId: 'tile-home-surveillance',
            },
          ]}
        />
      </section>

      {/* A citizen's own declarations (issue 17) and where to ask a question (issue 33), last: gone for
          an officer once the session answers, they move nothing. */}
      {!officer && (
        <>
          <section aria-labelledby="mine-title" data-testid="my-declarations-tile">
            <h2 id="mine-title">{t('home.mine_title')}</h2>
            <TileList
              tiles={[
                {
                  title: t('home.mine_tile_title'),
                  text: t('home.mine_tile_text'),
                  to: 'my-declarations',
                  testId: 'tile-my-declarations',
                },
              ]}
            />
          </section>
          <section aria-labelledby="help-title" data-testid="help-tiles">
            <h2 id="help-title">{t('home.help_title')}</h2>
            <TileList
              tiles={[
                {
                  title: t('home.help_faq_title'),
                  text: t('home.help_faq_text'),
                  to: 'faq',
                  testId: 'tile-faq',
                },
                {
                  title: t('home.help_contact_title'),
                  text: t('home.help_contact_text'),
                  to: `faq#${FAQ_CONTACT_ANCHOR}`,
                  testId: 'tile-contact',
                },
              ]}
            />
          </section>
        </>
      )}

      <Dialog
        open={popup === 'who'}
        title={t('home.who_title')}
        onClose={close}
        testId="who-can-declare-dialog"
      >
        <p>{t('home.who_intro')}</p>
        <ul className="checklist">
          {CONDITIONS.map((condition) => (
            <li key={condition}>{t(`home.who_conditions.${condition}`)}</li>
          ))}
        </ul>
        <p>{t('home.who_foreigners')}</p>
        <p>{t('home.who_otherwise')}</p>
      </Dialog>
      <Dialog
        open={popup === 'contacted'}
        title={t('home.contacted_title')}
        onClose={close}
        testId="will-i-be-contacted-dialog"
      >
        <p>{t('home.contacted_hours')}</p>
        <p>{t('home.contacted_only_if_needed')}</p>
        <p>{t('home.contacted_summary')}</p>
      </Dialog>
    </Page>
  );
}
