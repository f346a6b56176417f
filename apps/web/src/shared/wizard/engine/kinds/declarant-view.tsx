import type { DeclarantDraft, DeclarantStepProps } from '../../../declaration-steps/declarant-draft.ts';
import { DeclarantStep } from '../../../declaration-steps/declarant-step.tsx';
import { useSession } from '../../../session/session-context.tsx';
import { stepCode } from '../../step-code.ts';
import type { FieldViewProps } from '../field-kind.ts';

// The manual identification's fields, fetched once chosen (see DeclarantStep).
const ManualIdentity = stepCode<DeclarantStepProps>(() =>
  import('../../../declaration-steps/manual-identity.tsx').then((module) => module.ManualIdentity),
);

export function DeclarantView({ value, onChange, errorAt, field }: FieldViewProps<DeclarantDraft>) {
  const rrn = useSession().answer?.info?.rrn;
  return (
    <DeclarantStep
      ManualIdentity={ManualIdentity}
      value={value}
      onChange={(next) => onChange(() => next)}
      errorAt={errorAt}
      signedIn={field.answeredBy === 'sign-in' && rrn !== undefined && rrn !== ''}
    />
  );
}
