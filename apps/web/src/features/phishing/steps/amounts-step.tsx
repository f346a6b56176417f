import { useState } from 'react';
import { AmountField } from '../../../shared/fields/amount-field.tsx';
import { DEFER_REVEAL } from '../../../shared/fields/field.tsx';
import { IbanField } from '../../../shared/fields/iban-field.tsx';
import { RadioGroup } from '../../../shared/form-parts/radio-group.tsx';
import { ConfirmRemove } from '../../../shared/wizard/confirm-remove.tsx';
import { type AmountDraft, EMPTY_AMOUNT, type PhishingFacts } from '../phishing-values.ts';
import { usePhishingTexts } from '../voice.ts';
import type { FactsStepProps } from './step-props.ts';

/**
 * A row's message appearing as focus leaves its field for these buttons would move them from under the
 * pointer before the click lands (decision 014); Next and Send show every message anyway.
 */
const NO_REVEAL_ON_THE_WAY = { [DEFER_REVEAL]: true };

/** Step 5 (spec §3 Stolen amount, §5): was money lost, and if so every account and amount. */
export function AmountsStep<T extends PhishingFacts>({ values, update, errorAt }: FactsStepProps<T>) {
  const { t, ready } = usePhishingTexts();
  const [removing, setRemoving] = useState<number | undefined>();
  if (!ready) return null;
  const setRow = (index: number, change: Partial<AmountDraft>) =>
    update((current) => ({
      ...current,
      amounts: current.amounts.map((row, i) => (i === index ? { ...row, ...change } : row)),
    }));
  return (
    <>
      <RadioGroup<'yes' | 'no'>
        legend={t('amounts.question')}
        required
        options={[
          { value: 'yes', label: t('amounts.yes') },
          { value: 'no', label: t('amounts.no') },
        ]}
        value={values.money_lost}
        onValueChange={(money_lost) =>
          update((current) => ({
            ...current,
            money_lost,
            amounts: current.amounts.length > 0 ? current.amounts : [EMPTY_AMOUNT],
          }))
        }
        error={errorAt(['fact_amounts', 'money_lost'])}
        testId="money-lost"
      />
      {values.money_lost === 'yes' && (
        <>
          <p>{t('amounts.intro')}</p>
          <ol className="repeat-list">
            {values.amounts.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
              <li className="repeat-list__item" key={index} data-testid="amount-row">
                <fieldset className="radio-group">
                  <legend className="field__label">{t('amounts.row', { number: index + 1 })}</legend>
                  <IbanField
                    variant="stolen-amount"
                    label={t('amounts.iban')}
                    required
                    value={row.iban}
                    onValueChange={(iban) => setRow(index, { iban })}
                    error={errorAt(['fact_amounts', index, 'iban'])}
                    testId={`amount-iban-${index}`}
                  />
                  <AmountField
                    label={t('amounts.amount')}
                    required
                    value={row.amount}
                    onValueChange={(amount) => setRow(index, { amount })}
                    error={errorAt(['fact_amounts', index, 'amount'])}
                    testId={`amount-value-${index}`}
                  />
                  {values.amounts.length > 1 && (
                    <button
                      type="button"
                      className="button button--secondary"
                      {...NO_REVEAL_ON_THE_WAY}
                      onClick={() => setRemoving(index)}
                      data-testid={`amount-remove-${index}`}
                    >
                      {t('amounts.remove', { number: index + 1 })}
                    </button>
                  )}
                </fieldset>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="button button--secondary"
            {...NO_REVEAL_ON_THE_WAY}
            onClick={() => update((current) => ({ ...current, amounts: [...current.amounts, EMPTY_AMOUNT] }))}
            data-testid="amount-add"
          >
            {t('amounts.add')}
          </button>
        </>
      )}
      <ConfirmRemove
        name={removing === undefined ? undefined : t('amounts.row', { number: removing + 1 })}
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => {
          const index = removing;
          setRemoving(undefined);
          update((current) => ({ ...current, amounts: current.amounts.filter((_, i) => i !== index) }));
        }}
      />
    </>
  );
}
