import {
  BRAND_MAX,
  DAMAGE_DESCRIPTION_MAX,
  DamageDescriptionSchema,
  isDateOnOrAfter,
  MAX_DAMAGED_OBJECTS,
  OBJECT_TEXT_MAX,
  POLICY_NUMBER_MAX,
} from '@pow/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../fields/amount-field.tsx';
import { DateField } from '../../../fields/date-field.tsx';
import { DEFER_REVEAL } from '../../../fields/field.tsx';
import { type FieldMessage, schemaMessage } from '../../../fields/field-message.ts';
import { SelectField } from '../../../fields/select-field.tsx';
import { TextField } from '../../../fields/text-field.tsx';
import { RadioGroup } from '../../../form-parts/radio-group.tsx';
import { TextAreaField } from '../../../form-parts/text-area-field.tsx';
import { usePageTexts } from '../../../i18n/use-page-texts.ts';
import { INSURANCES_ERROR_KEY, useInsurances } from '../../../reference/use-insurances.ts';
import { ConfirmRemove } from '../../confirm-remove.tsx';
import type { FieldViewProps, Path } from '../field-kind.ts';
import { ColorsField } from './colors-field.tsx';
import { GraffitiFields } from './graffiti-fields.tsx';
import { emptyObject, type ObjectDraft, objectName } from './object-drafts.ts';
import { ObjectSearch } from './object-search.tsx';
import { SizeField } from './size-field.tsx';
import './damaged-objects.css';

/**
 * A field's message appearing as focus leaves it for these buttons would move them from under the
 * pointer before the click lands (decision 014, as the amounts' buttons); Next shows every message.
 */
const NO_REVEAL_ON_THE_WAY = { [DEFER_REVEAL]: true };

/** Where focus goes once the only object is removed: the button that adds one. */
const ADD = 'add';

/**
 * The damaged objects (spec §3 Damaged object, §5): the repeatable list, at least one; each with its
 * catalogue object, description, insurance and damage, and for the graffiti-objects kind its graffiti.
 * Any entry is removed after confirmation, the only one too (issue 33; spec §4 kept it while there were
 * several).
 */
export function DamagedObjectsView({
  value: objects,
  onChange: update,
  errorAt,
  text,
  field,
}: FieldViewProps<readonly ObjectDraft[]>) {
  const { t, ready } = usePageTexts('degradation-steps');
  const [removing, setRemoving] = useState<number | undefined>();
  // After adding or removing, focus goes to the entry concerned (its heading), not back to the page top.
  const [focusOn, setFocusOn] = useState<string | undefined>();
  const headings = useRef(new Map<string, HTMLHeadingElement>());
  // The only object removed: focus goes to the button that adds one.
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusOn) return;
    (headings.current.get(focusOn) ?? (focusOn === ADD ? addButton.current : undefined))?.focus();
    setFocusOn(undefined);
  }, [focusOn]);
  if (!ready) return null;

  const setObject = (index: number, change: Partial<ObjectDraft>) =>
    update((current) => current.map((object, i) => (i === index ? { ...object, ...change } : object)));
  const title = (object: ObjectDraft, index: number) => {
    const name = objectName(object);
    return name
      ? t('objects.item_named', { number: index + 1, name })
      : t('objects.item', { number: index + 1 });
  };

  return (
    <>
      <p>{text('intro')}</p>
      {objects.length === 0 && (
        // The only object removed: the form asks for one (spec §5 "an object is required").
        <p className="callout callout--error" data-testid="objects-none">
          {t('objects.none')}
        </p>
      )}
      <ol className="repeat-list" aria-label={t('objects.list')}>
        {objects.map((object, index) => (
          <li className="repeat-list__item" key={object.id} data-testid="damaged-object">
            <h3
              tabIndex={-1}
              ref={(element) => {
                if (element) headings.current.set(object.id, element);
                else headings.current.delete(object.id);
              }}
              data-testid={`object-${index}-title`}
            >
              {title(object, index)}
            </h3>
            <ObjectFields
              object={object}
              index={index}
              withGraffiti={field.kind === 'graffiti-objects'}
              onChange={(change) => setObject(index, change)}
              errorAt={(path) => errorAt([index, ...path])}
            />
            <button
              type="button"
              className="button button--secondary"
              {...NO_REVEAL_ON_THE_WAY}
              onClick={() => setRemoving(index)}
              data-testid={`object-${index}-remove`}
            >
              {t('objects.remove', { number: index + 1 })}
            </button>
          </li>
        ))}
      </ol>
      {objects.length < MAX_DAMAGED_OBJECTS ? (
        <button
          type="button"
          className="button button--secondary"
          {...NO_REVEAL_ON_THE_WAY}
          ref={addButton}
          onClick={() => {
            const added = emptyObject();
            update((current) => [...current, added]);
            setFocusOn(added.id);
          }}
          data-testid="object-add"
        >
          {t('objects.add')}
        </button>
      ) : (
        <p>{t('objects.max', { max: MAX_DAMAGED_OBJECTS })}</p>
      )}
      <ConfirmRemove
        name={removing === undefined ? undefined : title(objects[removing] ?? emptyObject(), removing)}
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => {
          const index = removing;
          setRemoving(undefined);
          if (index === undefined) return;
          const neighbour = objects[index === 0 ? 1 : index - 1];
          update((current) => current.filter((_, i) => i !== index));
          setFocusOn(neighbour?.id ?? ADD);
        }}
      />
    </>
  );
}

/** The fields of one damaged object. */
function ObjectFields({
  object,
  index,
  withGraffiti,
  onChange,
  errorAt,
}: {
  readonly object: ObjectDraft;
  readonly index: number;
  readonly withGraffiti: boolean;
  readonly onChange: (change: Partial<ObjectDraft>) => void;
  /** Messages relative to this object in the payload. */
  readonly errorAt: (path: Path) => FieldMessage | undefined;
}) {
  const { t, ready } = usePageTexts('degradation-steps');
  const { t: tMain } = useTranslation();
  const insurances = useInsurances();
  const companies = useMemo(
    () => (insurances.data ?? []).map((item) => ({ value: item.tkey, label: item.text })),
    [insurances.data],
  );
  if (!ready) return null;
  const id = `object-${index}`;
  // require_date_must_be_after_or_equal names the other field: the start date, in words.
  const startDateNamed = (message: FieldMessage | undefined): FieldMessage | undefined =>
    message?.key === 'require_date_must_be_after_or_equal'
      ? { key: message.key, params: { ...message.params, field: t('objects.start_date_name') } }
      : message;
  const insured = object.has_insurance === 'yes';

  return (
    <>
      <ObjectSearch
        value={object.object}
        onChoose={(chosen) => onChange({ object: chosen })}
        error={errorAt(['object', 'tkey'])}
        testId={`${id}-object`}
      />
      {object.object?.isOther && (
        <TextField
          label={t('objects.other_text')}
          hint={t('objects.other_text_hint')}
          required
          autoComplete="off"
          maxLength={OBJECT_TEXT_MAX}
          value={object.other_text}
          onValueChange={(other_text) => onChange({ other_text })}
          error={errorAt(['object', 'text'])}
          testId={`${id}-other`}
        />
      )}
      <TextField
        label={t('objects.brand')}
        autoComplete="off"
        maxLength={BRAND_MAX}
        value={object.brand}
        onValueChange={(brand) => onChange({ brand })}
        error={errorAt(['brand'])}
        testId={`${id}-brand`}
      />
      <ColorsField
        legend={t('objects.colors')}
        value={object.colors}
        onChange={(colors) => onChange({ colors })}
        error={errorAt(['colors'])}
        testId={`${id}-colors`}
      />
      <div className="degradation-sizes">
        <SizeField
          label={t('objects.length')}
          value={object.length}
          onValueChange={(length) => onChange({ length })}
          error={errorAt(['length'])}
          testId={`${id}-length`}
        />
        <SizeField
          label={t('objects.width')}
          value={object.width}
          onValueChange={(width) => onChange({ width })}
          error={errorAt(['width'])}
          testId={`${id}-width`}
        />
      </div>
      <TextAreaField
        label={t('objects.description')}
        hint={t('objects.description_hint')}
        required
        max={DAMAGE_DESCRIPTION_MAX}
        rows={4}
        value={object.description}
        onValueChange={(description) => onChange({ description })}
        error={
          errorAt(['damage', 'description']) ?? schemaMessage(DamageDescriptionSchema, object.description)
        }
        testId={`${id}-description`}
      />
      {withGraffiti && (
        <GraffitiFields
          value={object.graffiti}
          onChange={(graffiti) => onChange({ graffiti })}
          errorAt={(path) => errorAt(['damage', 'graffiti', ...path])}
          testId={`${id}-graffiti`}
        />
      )}
      <AmountField
        label={t('objects.amount')}
        hint={t('objects.amount_hint')}
        value={object.amount}
        onValueChange={(amount) => onChange({ amount })}
        error={errorAt(['damage', 'amount'])}
        testId={`${id}-amount`}
      />
      <AmountField
        label={t('objects.purchase_price')}
        hint={t('objects.purchase_price_hint')}
        value={object.purchase_price}
        onValueChange={(purchase_price) => onChange({ purchase_price })}
        error={errorAt(['damage', 'purchase_price'])}
        testId={`${id}-purchase-price`}
      />
      <RadioGroup<'yes' | 'no'>
        legend={t('objects.insurance')}
        required
        options={[
          { value: 'yes', label: t('objects.insurance_yes') },
          { value: 'no', label: t('objects.insurance_no') },
        ]}
        value={object.has_insurance}
        onValueChange={(has_insurance) => onChange({ has_insurance })}
        error={errorAt(['insurance', 'has_insurance'])}
        testId={`${id}-insurance`}
      />
      {insured && (
        <div className="degradation-group" data-testid={`${id}-insurance-details`}>
          <SelectField
            label={t('objects.company')}
            hint={t('objects.company_hint')}
            required
            options={companies}
            value={object.company}
            onValueChange={(company) => onChange({ company: company ?? '' })}
            loading={insurances.isPending}
            loadError={insurances.isError ? tMain(INSURANCES_ERROR_KEY) : undefined}
            onRetry={() => void insurances.refetch()}
            error={errorAt(['insurance', 'company'])}
            testId={`${id}-company`}
          />
          <TextField
            label={t('objects.policy_number')}
            autoComplete="off"
            maxLength={POLICY_NUMBER_MAX}
            value={object.policy_number}
            onValueChange={(policy_number) => onChange({ policy_number })}
            error={errorAt(['insurance', 'policy_number'])}
            testId={`${id}-policy`}
          />
          <DateField
            label={t('objects.start_date')}
            notInFuture
            value={object.start_date}
            onValueChange={(start_date) => onChange({ start_date })}
            error={errorAt(['insurance', 'start_date'])}
            testId={`${id}-start-date`}
          />
          <DateField
            label={t('objects.end_date')}
            value={object.end_date}
            onValueChange={(end_date) => onChange({ end_date })}
            rule={(typed) =>
              isDateOnOrAfter(typed, object.start_date.trim())
                ? undefined
                : startDateNamed({ key: 'require_date_must_be_after_or_equal' })
            }
            error={startDateNamed(errorAt(['insurance', 'end_date']))}
            testId={`${id}-end-date`}
          />
        </div>
      )}
    </>
  );
}
