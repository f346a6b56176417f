import { useState } from 'react';
import { Rich } from '../i18n/rich.tsx';
import { usePageTexts } from '../i18n/use-page-texts.ts';
import { useMunicipalities } from '../reference/use-municipalities.ts';
import { AppLink } from '../routing/app-link.tsx';
import { passedCablePilot } from './cable-pilot-pass.ts';

/**
 * Above the cable form (its gate's notice): open in the municipality the tab's pilot check allowed,
 * prefilled as the fact's place.
 */
export function PilotNotice() {
  const [pilot] = useState(passedCablePilot);
  const { t } = usePageTexts('degradation');
  const municipalities = useMunicipalities();
  if (!pilot) return null;
  const name =
    municipalities.data?.find((item) => item.tkey === pilot.municipality)?.munText ?? pilot.post_code;
  return (
    <section className="callout" aria-labelledby="cable-pilot-title" data-testid="cable-pilot-notice">
      <h2 id="cable-pilot-title" className="callout__title">
        {t('pilot.title')}
      </h2>
      <p>
        <Rich
          text={t('pilot.text', { municipality: name })}
          tags={{
            check: (words) => <AppLink to="degradation/cable/questionnaire">{words}</AppLink>,
          }}
        />
      </p>
    </section>
  );
}
