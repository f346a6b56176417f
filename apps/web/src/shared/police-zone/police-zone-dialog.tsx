import { EMERGENCY_POLICE } from '@pow/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { externalLinks } from '../external-links.ts';
import { TextField } from '../fields/text-field.tsx';
import { currentLocale } from '../i18n/i18n.ts';
import { Rich, telHref } from '../i18n/rich.tsx';
import { usePageTexts } from '../i18n/use-page-texts.ts';
import { Dialog } from '../ui/dialog.tsx';
import { type CompetentZone, findPoliceZones, POSTCODE_PATTERN } from './find-police-zones.ts';
import { ZonePicture } from './zone-picture.tsx';
import './police-zone.css';

type Search =
  | { readonly state: 'idle' }
  | { readonly state: 'searching'; readonly postcode: string }
  | { readonly state: 'found'; readonly postcode: string; readonly zones: readonly CompetentZone[] }
  | { readonly state: 'failed' };

/**
 * Find my police zone (spec §2): the four steps on the police website with their picture, and, beyond
 * the spec, a postcode box that answers at once from the portal's reference data.
 */
/** The introduction describes the dialog; its steps, picture and search are read as the person moves. */
const INTRO_ID = 'police-zone-intro';

export function PoliceZoneDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, ready } = usePageTexts('police-zone');
  const [postcode, setPostcode] = useState('');
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const [attempted, setAttempted] = useState(false);
  const controller = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => controller.current?.abort(), []);

  const locale = currentLocale();
  const valid = POSTCODE_PATTERN.test(postcode.trim());

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const wanted = postcode.trim();
    if (!POSTCODE_PATTERN.test(wanted)) return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setSearch({ state: 'searching', postcode: wanted });
    try {
      const zones = await findPoliceZones(wanted, current.signal);
      if (!current.signal.aborted) setSearch({ state: 'found', postcode: wanted, zones });
    } catch {
      if (!current.signal.aborted) setSearch({ state: 'failed' });
    }
  };

  const status = () => {
    switch (search.state) {
      case 'idle':
        return null;
      case 'searching':
        return <p>{t('searching')}</p>;
      case 'failed':
        return <p className="field__notice field__notice--error">{t('failed')}</p>;
      case 'found':
        if (search.zones.length === 0) return <p>{t('none', { postcode: search.postcode })}</p>;
        return (
          <>
            <p>{t('found', { count: search.zones.length, postcode: search.postcode })}</p>
            <ul className="zone-results" data-testid="zone-results">
              {search.zones.map((zone) => (
                <li key={zone.key} className="zone-result">
                  <p className="zone-result__name">
                    <strong>{zone.name}</strong>
                  </p>
                  <p>{t('municipalities', { names: zone.municipalities.join(', ') })}</p>
                  <p>
                    {zone.website ? (
                      <a href={zone.website} data-testid="zone-website">
                        {t('website', { zone: zone.name })}
                      </a>
                    ) : (
                      t('no_website')
                    )}
                  </p>
                </li>
              ))}
            </ul>
          </>
        );
    }
  };

  return (
    <Dialog
      open={open && ready}
      title={t('title')}
      onClose={onClose}
      describedBy={INTRO_ID}
      testId="police-zone-dialog"
    >
      {ready && (
        <>
          <p id={INTRO_ID}>{t('intro')}</p>
          <h3>{t('steps_title')}</h3>
          <ol className="zone-steps">
            <li>
              <Rich
                text={t('step1')}
                tags={{ police: (words) => <a href={externalLinks.policeWebsite(locale)}>{words}</a> }}
              />
            </li>
            <li>{t('step2')}</li>
            <li>{t('step3')}</li>
            <li>{t('step4')}</li>
          </ol>
          <ZonePicture t={t} />
          <form className="zone-search" noValidate onSubmit={onSubmit} data-testid="zone-search">
            <h3>{t('search_title')}</h3>
            <TextField
              label={t('postcode')}
              hint={t('postcode_hint')}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={4}
              inputClassName="field__input--short"
              value={postcode}
              onValueChange={(value) => setPostcode(value.replace(/\D/g, ''))}
              error={attempted && !valid ? { key: 'fields.postcode_format' } : undefined}
              testId="zone-postcode"
              action={
                <button type="submit" className="button" data-testid="zone-search-button">
                  {t('search')}
                </button>
              }
            />
            <div aria-live="polite" data-testid="zone-status">
              {status()}
            </div>
          </form>
          <p>
            <Rich
              text={t('urgent')}
              tags={{ tel101: (words) => <a href={telHref(EMERGENCY_POLICE)}>{words}</a> }}
            />
          </p>
        </>
      )}
    </Dialog>
  );
}
