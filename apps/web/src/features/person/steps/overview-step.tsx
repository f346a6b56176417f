import { CRIME_TYPES, formatRrn, type OverviewChannel, rrnBirthDate } from '@pow/domain';
import type { ReactNode } from 'react';
import { addressLine } from '../../../shared/declaration-steps/address.ts';
import { OverviewChannelField } from '../../../shared/declaration-steps/overview-channel.tsx';
import { Honeypot } from '../../../shared/form-parts/honeypot.tsx';
import { usePageTexts } from '../../../shared/i18n/use-page-texts.ts';
import { useMunicipalities } from '../../../shared/reference/use-municipalities.ts';
import { OverviewPart } from '../../../shared/wizard/overview-part.tsx';
import { OTHER_CRIME_TYPE } from '../crime-type-options.ts';
import { type PersonStepId, stepNumber } from '../person-values.ts';
import { PERSON_TEXTS } from '../texts.ts';
import type { PersonStepProps } from './step-props.ts';

/**
 * Step 6 (spec §2, §4): everything entered, each part with the way back to its step; the summary
 * channel (ebox or e-mail) and the honeypot; Send is the stepper's.
 */
export function OverviewStep({
  values,
  update,
  errorAt,
  goTo,
}: PersonStepProps & { readonly goTo: (step: number) => void }) {
  const { t, ready } = usePageTexts('person', PERSON_TEXTS);
  const municipalities = useMunicipalities();
  if (!ready) return null;
  const part = (id: PersonStepId, children: ReactNode) => {
    const title = t(`steps.${id}`);
    return (
      <OverviewPart title={title} onChange={() => goTo(stepNumber(id))} testId={`overview-part-${id}`}>
        {children}
      </OverviewPart>
    );
  };
  const { declarant, contact, fact } = values;
  const crimeType = CRIME_TYPES.find((type) => type.code === values.crime_type);
  // A picked address holds the municipality's tkey; a registry's address holds its name.
  const municipalityName = (tkey: string) =>
    municipalities.data?.find((item) => item.tkey === tkey)?.munText ?? '';
  const birthDate =
    declarant.identification === 'manual' ? rrnBirthDate(declarant.rrn) : declarant.birth_date;

  return (
    <>
      <p>{t('overview.intro')}</p>
      {part(
        'crime_type',
        <p>
          {crimeType
            ? t(`crime_type.types.${crimeType.name}`)
            : values.crime_type === OTHER_CRIME_TYPE
              ? t('crime_type.other')
              : ''}
        </p>,
      )}
      {part(
        'declarant_authentication',
        <>
          <p>{declarant.identification === 'manual' ? t('overview.manual') : t('overview.federal')}</p>
          <p>
            {declarant.lastname} {declarant.firstname}
            {declarant.rrn && `, ${formatRrn(declarant.rrn)}`}
            {birthDate && `, ${birthDate}`}
          </p>
          <p>
            {addressLine(
              declarant.address,
              declarant.identification === 'manual'
                ? municipalityName(declarant.address.municipality)
                : declarant.address.municipality,
            )}
          </p>
        </>,
      )}
      {part(
        'declarant_contact_data',
        <p>
          {contact.email}
          {', '}
          {contact.phone_number.number
            ? `+${contact.phone_number.indicator} ${contact.phone_number.number}`
            : t('overview.no_phone')}
        </p>,
      )}
      {part(
        'fact_information',
        <>
          <p>{addressLine(fact.address, municipalityName(fact.address.municipality))}</p>
          <p>
            {fact.date} {fact.time}
          </p>
          <p className="overview__description">{fact.description}</p>
        </>,
      )}
      {part(
        'attachments',
        values.attachments.length > 0 ? (
          <ul>
            {values.attachments.map((item) => (
              <li key={item.localId}>{item.name}</li>
            ))}
          </ul>
        ) : (
          <p>{t('overview.attachments_none')}</p>
        ),
      )}
      <OverviewChannelField
        value={values.channel}
        onChange={(channel: OverviewChannel) => update((current) => ({ ...current, channel }))}
        error={errorAt(['overview', 'channel'])}
      />
      <Honeypot
        value={values.dog_color}
        onValueChange={(dog_color) => update((current) => ({ ...current, dog_color }))}
        label={t('overview.honeypot')}
      />
    </>
  );
}
