import type { ContactDraft } from '../../../declaration-steps/contact-draft.ts';
import { ContactStep } from '../../../declaration-steps/contact-step.tsx';
import type { FieldViewProps } from '../field-kind.ts';

export function ContactView({ value, onChange, errorAt }: FieldViewProps<ContactDraft>) {
  return <ContactStep value={value} onChange={(next) => onChange(() => next)} errorAt={errorAt} />;
}
