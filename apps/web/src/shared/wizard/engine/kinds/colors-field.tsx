import { DAMAGE_COLORS, type DamageColor } from '@pow/domain';
import { FieldError, useFieldIds } from '../../../fields/field.tsx';
import type { FieldMessage } from '../../../fields/field-message.ts';
import { usePageTexts } from '../../../i18n/use-page-texts.ts';

/** Any number of colours (spec §3: an object's and a graffiti's colours), as checkboxes in a fieldset. */
export function ColorsField({
  legend,
  value,
  onChange,
  error,
  testId,
}: {
  readonly legend: string;
  readonly value: readonly DamageColor[];
  readonly onChange: (colors: DamageColor[]) => void;
  readonly error?: FieldMessage | undefined;
  readonly testId: string;
}) {
  const { t, ready } = usePageTexts('degradation-steps');
  const ids = useFieldIds();
  if (!ready) return null;
  const toggle = (color: DamageColor, on: boolean) =>
    // Kept in the list's order, whatever the order of the clicks.
    onChange(DAMAGE_COLORS.filter((c) => (c === color ? on : value.includes(c))));
  return (
    <fieldset
      className={error ? 'field field--error radio-group' : 'field radio-group'}
      aria-describedby={error ? ids.errorId : undefined}
      data-testid={testId}
    >
      <legend className="field__label">{legend}</legend>
      <div className="colors-field">
        {DAMAGE_COLORS.map((color) => (
          <div className="checkbox__row" key={color}>
            <input
              id={`${ids.inputId}-${color}`}
              type="checkbox"
              className="checkbox__input"
              checked={value.includes(color)}
              onChange={(event) => toggle(color, event.target.checked)}
              data-testid={`${testId}-${color}`}
            />
            <label className="checkbox__label" htmlFor={`${ids.inputId}-${color}`}>
              {t(`colors.${color}`)}
            </label>
          </div>
        ))}
      </div>
      <FieldError id={ids.errorId} error={error} />
    </fieldset>
  );
}
