import { offersQuickExit } from '@pow/domain';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../shared/form-parts/checkbox-field.tsx';
import { RadioGroup } from '../../../shared/form-parts/radio-group.tsx';
import { Rich } from '../../../shared/i18n/rich.tsx';
import { usePageTexts } from '../../../shared/i18n/use-page-texts.ts';
import { AppLink } from '../../../shared/routing/app-link.tsx';
import { type CrimeTypeChoice, crimeTypeOptions, OTHER_CRIME_TYPE } from '../crime-type-options.ts';
import type { PersonStepProps } from './step-props.ts';

/**
 * Step 1 (spec §2, §5): one of the eight crime types, sorted by label with 'other' last; done only for a
 * known type (error_crime_type_required). Another fact goes home for another route.
 */
export function CrimeTypeStep({ values, update, errorAt }: PersonStepProps) {
  const { t, ready } = usePageTexts('person');
  const { i18n, t: tMain } = useTranslation();
  if (!ready) return null;
  const options = crimeTypeOptions(
    (name) => t(`crime_type.types.${name}`),
    t('crime_type.other'),
    i18n.language,
  ).map((option) => ({
    value: option.value,
    label: option.label,
    hint:
      option.name === OTHER_CRIME_TYPE ? t('crime_type.other_hint') : t(`crime_type.hints.${option.name}`),
  }));
  return (
    <>
      <RadioGroup<CrimeTypeChoice>
        legend={t('crime_type.legend')}
        required
        options={options}
        value={values.crime_type}
        onValueChange={(crime_type) => update((current) => ({ ...current, crime_type }))}
        error={errorAt(['fact', 'type'])}
        testId="crime-type"
      />
      {offersQuickExit(values.crime_type) && (
        <>
          <CheckboxField
            label={tMain('quick_exit.keep_draft')}
            checked={values.keep_draft === true}
            onCheckedChange={(keep_draft) => update((current) => ({ ...current, keep_draft }))}
            error={undefined}
            testId="keep-draft"
          />
          <p className="field__hint">{tMain('quick_exit.keep_draft_hint')}</p>
        </>
      )}
      <p
        className={values.crime_type === OTHER_CRIME_TYPE ? 'callout callout--warning' : 'callout'}
        data-testid="crime-type-elsewhere"
      >
        <Rich
          text={t('crime_type.elsewhere')}
          tags={{ home: (words) => <AppLink to="home">{words}</AppLink> }}
        />
      </p>
    </>
  );
}
