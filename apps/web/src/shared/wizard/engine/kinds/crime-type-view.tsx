import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../form-parts/checkbox-field.tsx';
import { RadioGroup } from '../../../form-parts/radio-group.tsx';
import { Rich } from '../../../i18n/rich.tsx';
import { usePageTexts } from '../../../i18n/use-page-texts.ts';
import { AppLink } from '../../../routing/app-link.tsx';
import type { FieldViewProps } from '../field-kind.ts';
import { type CrimeTypeChoice, crimeTypeOptions, OTHER_CRIME_TYPE } from './crime-type-options.ts';

/**
 * The person form's crime type (spec §2, §5): one of the eight, sorted by label with 'other' last; done
 * only for a known type (error_crime_type_required). Another fact goes home for another route.
 */
export function CrimeTypeView({ value, onChange, errorAt, form }: FieldViewProps<CrimeTypeChoice | ''>) {
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
        value={value}
        onValueChange={(choice) => onChange(() => choice)}
        error={errorAt([])}
        testId="crime-type"
      />
      {form.quickExit && (
        <>
          <CheckboxField
            label={tMain('quick_exit.keep_draft')}
            checked={form.keepDraft}
            onCheckedChange={form.setKeepDraft}
            error={undefined}
            testId="keep-draft"
          />
          <p className="field__hint">{tMain('quick_exit.keep_draft_hint')}</p>
        </>
      )}
      <p
        className={value === OTHER_CRIME_TYPE ? 'callout callout--warning' : 'callout'}
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
