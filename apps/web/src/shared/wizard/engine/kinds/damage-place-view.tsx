import { FACT_ADDRESS_SOURCES, MUNICIPALITY_KEY_PATTERN } from '@pow/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { addressErrors, useAddressLine } from '../../../declaration-steps/address.ts';
import { AddressPicker } from '../../../fields/address-picker.tsx';
import { RadioGroup } from '../../../form-parts/radio-group.tsx';
import { usePageTexts } from '../../../i18n/use-page-texts.ts';
import { FindZoneButton } from '../../../police-zone/find-zone-button.tsx';
import type { FieldViewProps } from '../field-kind.ts';
import {
  CABLE_NOT_IN_PILOT_KEY,
  type DamagePlaceDraft,
  declarantAddress,
  victimAddress,
  victimAtDeclarantsAddress,
} from './damage-place-drafts.ts';

const PILOT_ANSWER_MS = 10 * 60 * 1000;

/**
 * Where the damage happened (spec §3 Declaration (degradation) fact, §5): the victim's, the declarant's
 * (each said under its choice once known, one choice where they are one place) or another address. The cable form's place is checked with
 * its pilot (`cable-place`).
 */
export function DamagePlaceView(props: FieldViewProps<DamagePlaceDraft>) {
  const { value, onChange, errorAt, field, form } = props;
  const { t, ready } = usePageTexts('degradation-steps');
  const sayAddress = useAddressLine();
  if (!ready) return null;
  const known = {
    victim: victimAddress(form.answer('victim'), form.answer('declarant')),
    declarant: declarantAddress(form.answer('declarant')),
    other: undefined,
  };
  const refused = errorAt(['address', 'municipality'], true)?.key === CABLE_NOT_IN_PILOT_KEY;
  return (
    <>
      <RadioGroup<(typeof FACT_ADDRESS_SOURCES)[number]>
        legend={t('fact.place')}
        required
        // One address is offered once (issue 33): the victim's, where it is the declarant's, as theirs.
        options={FACT_ADDRESS_SOURCES.filter(
          (source) => source !== 'victim' || !victimAtDeclarantsAddress(form.answer),
        ).map((source) => {
          const address = known[source];
          return {
            value: source,
            label: t(`fact.sources.${source}`),
            hint: address ? sayAddress(address, address.municipality) : undefined,
          };
        })}
        value={value.address_source}
        onValueChange={(address_source) => onChange((current) => ({ ...current, address_source }))}
        // Another source's address that is incomplete is reported on the choice itself.
        error={
          errorAt(['address_source']) ?? (value.address_source === 'other' ? undefined : errorAt(['address']))
        }
        testId="fact-place"
      />
      {value.address_source === 'other' && (
        <AddressPicker
          legend={t('fact.address')}
          value={value.address}
          onChange={(address) => onChange((current) => ({ ...current, address }))}
          errors={addressErrors((path) => errorAt(path), ['address'])}
          testId="fact-address"
        />
      )}
      {field.kind === 'cable-place' && <PilotPlaceCheck {...props} />}
      {refused && (
        <div className="callout callout--warning" data-testid="fact-place-refused">
          <FindZoneButton label={t('fact.place_refused_link')} testId="fact-find-zone" />
        </div>
      )}
    </>
  );
}

/**
 * The cable pilot for the place given (spec §2 Cable-damage pilot): the same check as the pilot
 * questionnaire, asked again for the address actually given, so that a form opened directly or an
 * address elsewhere is refused before Send; its answer is kept in the field's value, which the kind's
 * check reads. A failed check refuses nothing: the server decides. Draws nothing.
 */
function PilotPlaceCheck({ value, onChange, field, form }: FieldViewProps<DamagePlaceDraft>) {
  const munKey = (form.answer(`${field.at}.address`) as { munKey?: unknown } | undefined)?.munKey;
  const asked = typeof munKey === 'string' && MUNICIPALITY_KEY_PATTERN.test(munKey) ? munKey : undefined;
  const pilot = useQuery({
    queryKey: ['cable-pilot', asked],
    // The check's code comes with the first place to check.
    queryFn: () =>
      import('../../../cable-pilot/check-cable-pilot.ts').then((module) =>
        module.checkCablePilot(asked ?? ''),
      ),
    enabled: asked !== undefined,
    retry: false,
    staleTime: PILOT_ANSWER_MS,
  });
  const refused = pilot.data === 'refused' ? asked : undefined;
  useEffect(() => {
    if (value.refused !== refused) onChange((current) => ({ ...current, refused }));
  }, [value.refused, refused, onChange]);
  return null;
}
