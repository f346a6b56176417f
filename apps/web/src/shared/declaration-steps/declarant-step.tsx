import type { Identification } from '@pow/domain';
import { RadioGroup } from '../form-parts/radio-group.tsx';
import { usePageTexts } from '../i18n/use-page-texts.ts';
import { type StepCode, useStepCode } from '../wizard/step-code.ts';
import { chooseIdentification, type DeclarantStepProps } from './declarant-draft.ts';
import { FederalIdentity } from './federal-identity.tsx';

/**
 * The declarant_authentication step of the degradation and person forms (spec §4 Identification): the
 * signed-in citizen is identified through the digital-identity portal (session and own registry
 * record, locked), or types their rrn, names and address. The page declares the manual fields' code
 * (`ManualIdentity`): the files a dynamic import needs are listed for preloading in the chunk that makes
 * it; the page's list has all of them already but one, while in this step's chunk they would be a list
 * of their own, 0.5 KB gzip on the first render of a wizard that opens here (decision 034).
 */
export function DeclarantStep({
  value,
  onChange,
  errorAt,
  ManualIdentity,
  signedIn = false,
}: DeclarantStepProps & {
  readonly ManualIdentity: StepCode<DeclarantStepProps>;
  /**
   * The sign-in answers the question (issue 33): a citizen signed in with eID or itsme is identified by
   * it and not asked how; a button still lets them type their data instead, which asks the question again.
   */
  readonly signedIn?: boolean;
}) {
  const { t, ready } = usePageTexts('declaration-steps');
  useStepCode([ManualIdentity], value.identification === 'manual' ? 1 : 0, ready);
  if (!ready) return null;
  if (signedIn && value.identification === 'federal') {
    return (
      <>
        <p data-testid="declarant-signed-in">{t('declarant.signed_in')}</p>
        <FederalIdentity value={value} onChange={onChange} manualAllowed={false} />
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onChange(chooseIdentification('manual'))}
            data-testid="declarant-manual-instead"
          >
            {t('declarant.manual_instead')}
          </button>
        </div>
      </>
    );
  }
  return (
    <>
      <RadioGroup<Identification>
        legend={t('declarant.legend')}
        required
        options={[
          { value: 'federal', label: t('declarant.federal'), hint: t('declarant.federal_hint') },
          { value: 'manual', label: t('declarant.manual'), hint: t('declarant.manual_hint') },
        ]}
        value={value.identification}
        onValueChange={(choice) => {
          if (choice !== value.identification) onChange(chooseIdentification(choice));
        }}
        error={errorAt(['identification'])}
        testId="declarant-identification"
      />
      {value.identification === 'federal' && <FederalIdentity value={value} onChange={onChange} />}
      {value.identification === 'manual' && (
        <ManualIdentity.View value={value} onChange={onChange} errorAt={errorAt} />
      )}
    </>
  );
}
