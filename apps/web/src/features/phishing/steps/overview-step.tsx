import { FACT_DESCRIPTION_MAX, type OverviewChannel } from '@pow/domain';
import type { ReactNode } from 'react';
import { addressLine } from '../../../shared/declaration-steps/address.ts';
import { OverviewChannelField } from '../../../shared/declaration-steps/overview-channel.tsx';
import type { FieldMessage } from '../../../shared/fields/field-message.ts';
import { Honeypot } from '../../../shared/form-parts/honeypot.tsx';
import { TextAreaField } from '../../../shared/form-parts/text-area-field.tsx';
import { usePageTexts } from '../../../shared/i18n/use-page-texts.ts';
import { OverviewPart } from '../../../shared/wizard/overview-part.tsx';
import { authorContactKey, authorContactText } from '../author-contacts.ts';
import type { PhishingValues } from '../phishing-values.ts';
import { PHISHING_TEXTS } from '../texts.ts';

type Path = readonly (string | number)[];

/** Step 8 of the citizen (spec §2, §5): everything entered, the summary text, the channel; Send. */
export function OverviewStep({
  values,
  update,
  errorAt,
  goTo,
}: {
  readonly values: PhishingValues;
  readonly update: (change: (values: PhishingValues) => PhishingValues) => void;
  readonly errorAt: (path: Path) => FieldMessage | undefined;
  readonly goTo: (step: number) => void;
}) {
  const { t, ready } = usePageTexts('phishing', PHISHING_TEXTS);
  if (!ready) return null;
  const part = (step: number, title: string, children: ReactNode) => (
    <OverviewPart title={title} onChange={() => goTo(step)} testId={`overview-part-${step}`}>
      {children}
    </OverviewPart>
  );
  const { victim, declarant } = values;
  const organisation = victim.declare_for === 'organisation';
  const victimText =
    victim.declare_for === 'me'
      ? t('overview.me')
      : victim.declare_for === 'organisation'
        ? `${victim.organisation?.name ?? ''} (${victim.organisation?.number ?? ''})`
        : `${victim.person.lastname} ${victim.person.firstname}`;

  return (
    <>
      <p>{t('overview.intro')}</p>
      {part(
        1,
        t('steps.identification'),
        <p>
          {declarant.lastname} {declarant.firstname}
          {declarant.registry_rrn && `, ${addressLine(declarant.address, declarant.address.municipality)}`}
        </p>,
      )}
      {part(2, t('steps.victim'), <p>{victimText}</p>)}
      {part(
        3,
        t('steps.contact'),
        <p>
          {values.contact.email}
          {values.contact.phone_number.number &&
            `, +${values.contact.phone_number.indicator} ${values.contact.phone_number.number}`}
        </p>,
      )}
      {part(
        4,
        t('steps.author'),
        <ul>
          {values.contacts.map((contact) => (
            <li key={authorContactKey(contact)}>{authorContactText(contact)}</li>
          ))}
        </ul>,
      )}
      {part(
        5,
        t('steps.amounts'),
        values.money_lost === 'yes' ? (
          <ul>
            {values.amounts.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
              <li key={index}>
                {row.iban}: {row.amount} €
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('overview.no_amounts')}</p>
        ),
      )}
      {part(
        6,
        t('steps.fact'),
        <>
          <p>
            {values.date} {values.time}
          </p>
          <p className="overview__description">{values.description}</p>
        </>,
      )}
      {part(
        7,
        t('steps.attachments'),
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
      <TextAreaField
        label={t('overview.text')}
        hint={t('overview.text_hint')}
        required
        max={FACT_DESCRIPTION_MAX}
        rows={3}
        value={values.overview_text}
        onValueChange={(overview_text) => update((current) => ({ ...current, overview_text }))}
        error={
          errorAt(['fact', 'overview']) ??
          (values.overview_text.trim() === '' ? { key: 'required_field' } : undefined)
        }
        testId="overview-text"
      />
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
