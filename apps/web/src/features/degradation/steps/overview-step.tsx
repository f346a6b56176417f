import type { OverviewChannel } from '@pow/domain';
import type { ReactNode } from 'react';
import { addressLine } from '../../../shared/declaration-steps/address.ts';
import { OverviewChannelField } from '../../../shared/declaration-steps/overview-channel.tsx';
import { Honeypot } from '../../../shared/form-parts/honeypot.tsx';
import { usePageTexts } from '../../../shared/i18n/use-page-texts.ts';
import { useInsurances } from '../../../shared/reference/use-insurances.ts';
import { OverviewPart } from '../../../shared/wizard/overview-part.tsx';
import { type ObjectDraft, objectName } from '../damaged-objects.ts';
import { type DegradationStepId, declarantAddress, factAddress, stepNumber } from '../degradation-values.ts';
import { DEGRADATION_TEXTS } from '../texts.ts';
import type { DegradationStepProps } from './step-props.ts';

/**
 * Step 7 (spec §2, §4): everything entered, each part with a way back to its step; how the summary is
 * sent (e-mail only for an organisation victim); the honeypot; Send.
 */
export function OverviewStep({
  category,
  values,
  update,
  errorAt,
  goTo,
}: DegradationStepProps & { readonly goTo: (step: number) => void }) {
  const { t, ready } = usePageTexts('degradation', DEGRADATION_TEXTS);
  const insurances = useInsurances();
  if (!ready) return null;
  const part = (id: DegradationStepId, children: ReactNode) => {
    const title = t(`steps.${id}`);
    return (
      <OverviewPart title={title} onChange={() => goTo(stepNumber(id))} testId={`overview-part-${id}`}>
        {children}
      </OverviewPart>
    );
  };
  const { victim, fact, contact } = values;
  const { declarant } = values;
  const declarantPlace = declarantAddress(declarant);
  const organisation = victim.declare_for === 'organisation';
  const victimText =
    victim.declare_for === 'me'
      ? t('overview.me')
      : victim.declare_for === 'organisation'
        ? `${victim.organisation?.name ?? ''} (${victim.organisation?.number ?? ''})`
        : `${victim.person.lastname} ${victim.person.firstname}`;
  const company = (tkey: string) => insurances.data?.find((item) => item.tkey === tkey)?.text ?? tkey;
  const insuranceText = (object: ObjectDraft) => {
    if (object.has_insurance !== 'yes') return t('overview.not_insured');
    return object.policy_number.trim()
      ? t('overview.insured_policy', { company: company(object.company), policy: object.policy_number })
      : t('overview.insured', { company: company(object.company) });
  };
  const place = factAddress(values);
  const yesNo = (value: string) => (value === 'yes' ? t('fact.yes') : value === 'no' ? t('fact.no') : '');
  const moment = (date: string, time: string) =>
    date.trim() || time.trim() ? `${date} ${time}`.trim() : t('overview.not_filled');

  return (
    <>
      <p>{t('overview.intro')}</p>
      {part(
        'declarant_authentication',
        <p>
          {declarant.lastname} {declarant.firstname}
          {declarantPlace && `, ${addressLine(declarantPlace, declarantPlace.municipality)}`}
        </p>,
      )}
      {part(
        'declarant_contact_data',
        <p>
          {contact.email}
          {contact.phone_number.number &&
            `, +${contact.phone_number.indicator} ${contact.phone_number.number}`}
        </p>,
      )}
      {part('victim_info', <p>{victimText}</p>)}
      {part(
        'damaged_objects',
        <ol>
          {values.objects.map((object) => (
            <li key={object.id}>
              <strong>{objectName(object)}</strong>
              {object.brand.trim() && ` (${object.brand.trim()})`}
              {category === 'graffitis' && object.graffiti.complexity && (
                <>
                  <br />
                  {t('overview.graffiti', {
                    type: t(`graffiti.complexities.${object.graffiti.complexity}`),
                  })}
                </>
              )}
              <br />
              {insuranceText(object)}
              {object.amount.trim() && (
                <>
                  <br />
                  {t('overview.amount', { amount: object.amount })}
                </>
              )}
              {object.purchase_price.trim() && (
                <>
                  <br />
                  {t('overview.purchase_price', { amount: object.purchase_price })}
                </>
              )}
              <br />
              <span className="overview__description">{object.description}</span>
            </li>
          ))}
        </ol>,
      )}
      {part(
        'fact_information',
        <dl className="overview-list">
          <dt>{t('overview.place')}</dt>
          <dd>{place ? addressLine(place, place.municipality) : t('overview.not_filled')}</dd>
          <dt>{t('overview.discovery')}</dt>
          <dd>{moment(fact.date, fact.time)}</dd>
          <dt>{t('overview.last_seen')}</dt>
          <dd>{moment(fact.last_seen_date, fact.last_seen_time)}</dd>
          <dt>{t('overview.traces')}</dt>
          <dd>{yesNo(fact.has_traces)}</dd>
          {category === 'cables' && (
            <>
              <dt>{t('overview.can_help')}</dt>
              <dd>{yesNo(fact.can_help)}</dd>
            </>
          )}
          <dt>{t('overview.description')}</dt>
          <dd className="overview__description">{fact.description}</dd>
        </dl>,
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
        organisation={organisation}
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
