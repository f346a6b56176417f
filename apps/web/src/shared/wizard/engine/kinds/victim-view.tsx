import type { VictimDraft } from '../../../declaration-steps/victim-draft.ts';
import { VictimStep } from '../../../declaration-steps/victim-step.tsx';
import type { FieldViewProps } from '../field-kind.ts';

export function VictimView({ value, onChange, errorAt }: FieldViewProps<VictimDraft>) {
  return <VictimStep value={value} onChange={(next) => onChange(() => next)} errorAt={errorAt} />;
}
