import type { VictimDraft } from '../../../declaration-steps/victim-draft.ts';
import { VictimStep } from '../../../declaration-steps/victim-step.tsx';
import type { FieldViewProps } from '../field-kind.ts';

const ENTERPRISE_ONLY = ['organisation'] as const;

export function EnterpriseVictimView({ value, onChange, errorAt }: FieldViewProps<VictimDraft>) {
  return (
    <VictimStep
      value={value}
      choices={ENTERPRISE_ONLY}
      onChange={(next) => onChange(() => next)}
      errorAt={errorAt}
    />
  );
}
