import { useState } from 'react';
import { AmountField } from '../../../fields/amount-field.tsx';
import { DEFER_REVEAL } from '../../../fields/field.tsx';
import { IbanField } from '../../../fields/iban-field.tsx';
import { RadioGroup } from '../../../form-parts/radio-group.tsx';
import { ConfirmRemove } from '../../confirm-remove.tsx';
import type { FieldViewProps } from '../field-kind.ts';
import { type AmountDraft, type AmountsDraft, EMPTY_AMOUNT } from './amount-drafts.ts';

/**
 * A row's message appearing as focus leaves its field for these buttons would move them from under the
 * pointer before the click lands (decision 014); Next and Send show every message anyway.
 */
const NO_REVEAL_ON_THE_WAY = { [DEFER_REVEAL]: true };

/**
 * The money lost (spec §3 Stolen amount, §5): was money lost, and if so every account and amount; any
 * row may be removed after confirmation, the only one too (issue 33).
 */
export function AmountsView({ value, onChange, errorAt, text }: FieldViewProps<AmountsDraft>) {
  const [removing, setRemoving] = useState<number | undefined>();
  const setRow = (index: number, change: Partial<AmountDraft>) =>
    onChange((current) => ({
      ...current,
      amounts: current.amounts.map((row, i) => (i === index ? { ...row, ...change } : row)),
    }));
  return (
    <>
      <RadioGroup<'yes' | 'no'>
        legend={text('question')}
        required
        options={[
          { value: 'yes', label: text('yes') },
          { value: 'no', label: text('no') },
        ]}
        value={value.money_lost}
        onValueChange={(money_lost) =>
          onChange((current) => ({
            ...current,
            money_lost,
            amounts: current.amounts.length > 0 ? current.amounts : [EMPTY_AMOUNT],
          }))
        }
        error={errorAt(['money_lost'])}
        testId="money-lost"
      />
      {value.money_lost === 'yes' && (
        <>
          <p>{text('intro')}</p>
          {value.amounts.length === 0 && (
            // Every row removed: said as the step's message once Next shows what is missing.
            <p
              className={errorAt(['rows']) ? 'callout callout--error' : 'callout'}
              data-testid="amounts-none"
            >
              {text('none')}
            </p>
          )}
          <ol className="repeat-list">
            {value.amounts.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
              <li className="repeat-list__item" key={index} data-testid="amount-row">
                <fieldset className="radio-group">
                  <legend className="field__label">{text('row', { number: index + 1 })}</legend>
                  <IbanField
                    variant="stolen-amount"
                    label={text('iban')}
                    required
                    value={row.iban}
                    onValueChange={(iban) => setRow(index, { iban })}
                    error={errorAt([index, 'iban'])}
                    testId={`amount-iban-${index}`}
                  />
                  <AmountField
                    label={text('amount')}
                    required
                    value={row.amount}
                    onValueChange={(amount) => setRow(index, { amount })}
                    error={errorAt([index, 'amount'])}
                    testId={`amount-value-${index}`}
                  />
                  <button
                    type="button"
                    className="button button--secondary"
                    {...NO_REVEAL_ON_THE_WAY}
                    onClick={() => setRemoving(index)}
                    data-testid={`amount-remove-${index}`}
                  >
                    {text('remove', { number: index + 1 })}
                  </button>
                </fieldset>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="button button--secondary"
            {...NO_REVEAL_ON_THE_WAY}
            onClick={() =>
              onChange((current) => ({ ...current, amounts: [...current.amounts, EMPTY_AMOUNT] }))
            }
            data-testid="amount-add"
          >
            {text('add')}
          </button>
        </>
      )}
      <ConfirmRemove
        name={removing === undefined ? undefined : text('row', { number: removing + 1 })}
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => {
          const index = removing;
          setRemoving(undefined);
          onChange((current) => ({ ...current, amounts: current.amounts.filter((_, i) => i !== index) }));
        }}
      />
    </>
  );
}
