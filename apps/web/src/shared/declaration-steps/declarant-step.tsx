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
}: DeclarantStepProps & { readonly ManualIdentity: StepCode<DeclarantStepProps> }) {
  const { t, ready } = usePageTexts('declaration-steps');
  useStepCode([ManualIdentity], value.identification === 'manual' ? 1 : 0, ready);
  return ready ? (
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
  ) : null;
}
