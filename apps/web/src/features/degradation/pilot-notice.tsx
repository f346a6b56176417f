import { Rich } from '../../shared/i18n/rich.tsx';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { useMunicipalities } from '../../shared/reference/use-municipalities.ts';
import { AppLink } from '../../shared/routing/app-link.tsx';
import type { PilotPlace } from './degradation-values.ts';

/** The cable form's pilot: open in the municipality the check allowed, prefilled as the fact's place. */
export function PilotNotice({ pilot }: { readonly pilot: PilotPlace }) {
  const { t } = usePageTexts('degradation');
  const municipalities = useMunicipalities();
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
