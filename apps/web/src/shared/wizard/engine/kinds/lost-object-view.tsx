import { BRAND_MAX, IMEI_LENGTH, OBJECT_TEXT_MAX, OBJECTS_WITH_IMEI, SERIAL_NUMBER_MAX } from '@pow/domain';
import { TextField } from '../../../fields/text-field.tsx';
import { stepCode } from '../../step-code.ts';
import type { FieldKind, FieldViewProps } from '../field-kind.ts';
import type { ChosenObject } from './object-drafts.ts';
import { ObjectSearch } from './object-search.tsx';

/** What was lost, as typed (issue 33): the catalogue object, the person's words for another one, its numbers. */
export interface LostObjectDraft {
  readonly object: ChosenObject | undefined;
  readonly other_text: string;
  readonly brand: string;
  readonly serial_number: string;
  readonly imei: string;
}

/** Whether the object chosen has an IMEI (a phone, a tablet, a smartwatch). */
const hasImei = (object: ChosenObject | undefined) =>
  object !== undefined && OBJECTS_WITH_IMEI.includes(object.tkey);

/**
 * The lost object of the person form (spec §3 Reference lists): found in the objects catalogue, said in
 * the reader's language in the summary, with its brand, serial number and, for a device that has one,
 * its IMEI, which the shared schema checks (15 digits, Luhn).
 */
export function LostObjectView({ value, onChange, errorAt, text }: FieldViewProps<LostObjectDraft>) {
  const set = (change: Partial<LostObjectDraft>) => onChange((current) => ({ ...current, ...change }));
  return (
    <fieldset className="fieldset" data-testid="lost-object">
      <legend className="fieldset__legend">{text('legend')}</legend>
      <ObjectSearch
        value={value.object}
        onChoose={(object) => set({ object })}
        error={errorAt(['object', 'tkey'])}
        label={text('search')}
        hint={text('search_hint')}
        testId="lost-object-object"
      />
      {value.object?.isOther && (
        <TextField
          label={text('other')}
          hint={text('other_hint')}
          required
          autoComplete="off"
          maxLength={OBJECT_TEXT_MAX}
          value={value.other_text}
          onValueChange={(other_text) => set({ other_text })}
          error={errorAt(['object', 'text'])}
          testId="lost-object-other"
        />
      )}
      <TextField
        label={text('brand')}
        autoComplete="off"
        maxLength={BRAND_MAX}
        value={value.brand}
        onValueChange={(brand) => set({ brand })}
        error={errorAt(['brand'])}
        testId="lost-object-brand"
      />
      <TextField
        label={text('serial_number')}
        hint={text('serial_number_hint')}
        autoComplete="off"
        spellCheck={false}
        maxLength={SERIAL_NUMBER_MAX}
        value={value.serial_number}
        onValueChange={(serial_number) => set({ serial_number })}
        error={errorAt(['serial_number'])}
        testId="lost-object-serial"
      />
      {hasImei(value.object) && (
        <TextField
          label={text('imei')}
          hint={text('imei_hint')}
          autoComplete="off"
          inputMode="numeric"
          spellCheck={false}
          // Room for the spaces or hyphens a box prints it with.
          maxLength={IMEI_LENGTH + 6}
          value={value.imei}
          onValueChange={(imei) => set({ imei })}
          error={errorAt(['imei'])}
          testId="lost-object-imei"
        />
      )}
    </fieldset>
  );
}

/** The kind (a late one: this chunk is fetched with the form that uses it, `lateKind`). */
export const kind: FieldKind<LostObjectDraft> = {
  initial: () => ({ object: undefined, other_text: '', brand: '', serial_number: '', imei: '' }),
  // Blanks stay blank strings: the shared schema reads them as absent. An IMEI only for a device.
  answer: (value) => ({
    object: value.object
      ? { tkey: value.object.tkey, text: value.object.isOther ? value.other_text : value.object.text }
      : { tkey: '', text: '' },
    brand: value.brand,
    serial_number: value.serial_number,
    imei: hasImei(value.object) ? value.imei : '',
  }),
  View: stepCode(() => Promise.resolve(LostObjectView)),
};
