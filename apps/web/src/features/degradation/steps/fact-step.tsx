import { FACT_ADDRESS_SOURCES } from '@pow/domain';
import { addressErrors, useAddressLine } from '../../../shared/declaration-steps/address.ts';
import { FactDescriptionField, MomentFields } from '../../../shared/declaration-steps/fact-fields.tsx';
import { AddressPicker } from '../../../shared/fields/address-picker.tsx';
import { RadioGroup } from '../../../shared/form-parts/radio-group.tsx';
import { usePageTexts } from '../../../shared/i18n/use-page-texts.ts';
import { FindZoneButton } from '../../../shared/police-zone/find-zone-button.tsx';
import { CABLE_NOT_IN_PILOT_KEY, type FactDraft } from '../degradation-values.ts';
import { declarantAddress, victimAddress } from '../fact-address.ts';
import type { DegradationStepProps } from './step-props.ts';

type YesNo = 'yes' | 'no';

/**
 * Step 5 (spec §3 Declaration (degradation) fact, §5): where (the victim's, the declarant's or another
 * address), when it was discovered and when all was last seen intact (on or before the discovery; not
 * asked as a rule for cables), traces, what happened, and for cables whether the enterprise can help
 * identify a suspect.
 */
export function FactStep({ category, values, update, errorAt }: DegradationStepProps) {
  const { t, ready } = usePageTexts('degradation-steps');
  const sayAddress = useAddressLine();
  if (!ready) return null;
  const { fact } = values;
  const set =
    <K extends keyof FactDraft>(key: K) =>
    (next: FactDraft[K]) =>
      update((current) => ({ ...current, fact: { ...current.fact, [key]: next } }));
  const known = {
    victim: victimAddress(values),
    declarant: declarantAddress(values.declarant),
    other: undefined,
  };
  const cables = category === 'cables';
  const refused = errorAt(['fact', 'address', 'municipality'], true)?.key === CABLE_NOT_IN_PILOT_KEY;
  const yesNo = [
    { value: 'yes' as const, label: t('fact.yes') },
    { value: 'no' as const, label: t('fact.no') },
  ];

  return (
    <>
      <RadioGroup<(typeof FACT_ADDRESS_SOURCES)[number]>
        legend={t('fact.place')}
        required
        options={FACT_ADDRESS_SOURCES.map((source) => {
          const address = known[source];
          return {
            value: source,
            label: t(`fact.sources.${source}`),
            hint: address ? sayAddress(address, address.municipality) : undefined,
          };
        })}
        value={fact.address_source}
        onValueChange={set('address_source')}
        // Another source's address that is incomplete is reported on the choice itself.
        error={
          errorAt(['fact', 'address_source']) ??
          (fact.address_source === 'other' ? undefined : errorAt(['fact', 'address']))
        }
        testId="fact-place"
      />
      {fact.address_source === 'other' && (
        <AddressPicker
          legend={t('fact.address')}
          value={fact.address}
          onChange={set('address')}
          errors={addressErrors((path) => errorAt(path), ['fact', 'address'])}
          testId="fact-address"
        />
      )}
      {refused && (
        <div className="callout callout--warning" data-testid="fact-place-refused">
          <FindZoneButton label={t('fact.place_refused_link')} testId="fact-find-zone" />
        </div>
      )}
      <MomentFields
        dateLabel={t('fact.discovery_date')}
        timeLabel={t('fact.discovery_time')}
        timeHint={t('fact.time_hint')}
        date={fact.date}
        time={fact.time}
        onDate={set('date')}
        onTime={set('time')}
        errorAt={errorAt}
      />
      <MomentFields
        dateLabel={cables ? t('fact.last_seen_date_optional') : t('fact.last_seen_date')}
        dateHint={t('fact.last_seen_hint')}
        timeLabel={cables ? t('fact.last_seen_time_optional') : t('fact.last_seen_time')}
        timeHint={t('fact.time_hint')}
        required={!cables}
        date={fact.last_seen_date}
        time={fact.last_seen_time}
        onDate={set('last_seen_date')}
        onTime={set('last_seen_time')}
        at={['fact', 'last_seen_datetime']}
        errorAt={errorAt}
        testId="fact-last-seen"
      />
      <RadioGroup<YesNo>
        legend={t('fact.traces')}
        hint={t('fact.traces_hint')}
        required
        options={yesNo}
        value={fact.has_traces}
        onValueChange={set('has_traces')}
        error={errorAt(['fact', 'has_traces'])}
        testId="fact-traces"
      />
      {cables && (
        <RadioGroup<YesNo>
          legend={t('fact.can_help')}
          hint={t('fact.can_help_hint')}
          required
          options={yesNo}
          value={fact.can_help}
          onValueChange={set('can_help')}
          error={errorAt(['fact', 'can_help_with_suspect_identification'])}
          testId="fact-can-help"
        />
      )}
      <FactDescriptionField
        label={t('fact.description')}
        hint={t('fact.description_hint')}
        value={fact.description}
        onValueChange={set('description')}
        errorAt={errorAt}
      />
    </>
  );
}
