import { IbanField } from '../../../fields/iban-field.tsx';
import { RadioGroup } from '../../../form-parts/radio-group.tsx';
import type { FieldViewProps } from '../field-kind.ts';
import { type BankNoticeDraft, moneyLeft } from './passed-on-drafts.ts';

/** The victim's own IBAN given on an earlier step, if any: the declarant's, or the other victim's. */
function givenAccount(answer: (path: string) => unknown): string {
  const own = answer('victim.declare_for') === 'me' ? answer('declarant.iban') : answer('victim.iban');
  return typeof own === 'string' ? own : '';
}

/**
 * Whether the banks may be told at once (default no), and with a yes the account the money left from,
 * started from the IBAN the person gave before; nothing while no money left.
 */
export function BankNoticeView({ value, onChange, errorAt, text, form }: FieldViewProps<BankNoticeDraft>) {
  if (!moneyLeft(form.answer)) return null;
  return (
    <>
      <RadioGroup<'yes' | 'no'>
        legend={text('legend')}
        hint={text('hint')}
        options={[
          { value: 'yes', label: text('yes') },
          { value: 'no', label: text('no') },
        ]}
        value={value.consent}
        onValueChange={(consent) =>
          onChange((current) => ({
            consent,
            account: current.account || (consent === 'yes' ? givenAccount(form.answer) : ''),
          }))
        }
        error={errorAt(['consent'])}
        testId="bank-notice"
      />
      {value.consent === 'yes' && (
        <IbanField
          label={text('account')}
          hint={text('account_hint')}
          required
          value={value.account}
          onValueChange={(account) => onChange((current) => ({ ...current, account }))}
          error={errorAt(['account'])}
          testId="bank-notice-account"
        />
      )}
    </>
  );
}
