import type { ContactDraft } from '../../../declaration-steps/contact-draft.ts';
import { ContactStep } from '../../../declaration-steps/contact-step.tsx';
import type { FieldViewProps } from '../field-kind.ts';

export function VictimContactView({ value, onChange, errorAt, text }: FieldViewProps<ContactDraft>) {
  return (
    <ContactStep
      value={value}
      onChange={(next) => onChange(() => next)}
      errorAt={errorAt}
      labels={{
        intro: text('intro'),
        email: text('email'),
        email_confirmation: text('email_confirmation'),
        phone: text('phone'),
      }}
    />
  );
}
