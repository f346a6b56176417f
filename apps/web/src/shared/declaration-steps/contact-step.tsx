import { EmailSchema } from '@pow/domain';
import type { FieldMessage } from '../fields/field-message.ts';
import { schemaMessage } from '../fields/field-message.ts';
import { PhoneField } from '../fields/phone-field.tsx';
import { TextField } from '../fields/text-field.tsx';
import { usePageTexts } from '../i18n/use-page-texts.ts';
import type { ContactDraft } from './contact-draft.ts';

type Path = readonly (string | number)[];

export interface ContactStepProps {
  readonly value: ContactDraft;
  readonly onChange: (value: ContactDraft) => void;
  /** Errors relative to the contact data: ['email'], ['email_confirmation'], ['phone_number']. */
  readonly errorAt: (path: Path) => FieldMessage | undefined;
  /** Other wording, e.g. when an officer types the victim's contact data. */
  readonly labels?: {
    readonly intro: string;
    readonly email: string;
    readonly email_confirmation: string;
    readonly phone: string;
  };
}

/** The declarant_contact_data step of every citizen form (spec §2–§5). */
export function ContactStep({ value, onChange, errorAt, labels }: ContactStepProps) {
  const { t, ready } = usePageTexts('declaration-steps');
  if (!ready) return null;
  // The citizen's own contact data may be filled in by the browser; a victim's, typed by an officer, not.
  const own = labels === undefined;
  const set =
    <K extends keyof ContactDraft>(key: K) =>
    (next: ContactDraft[K]) =>
      onChange({ ...value, [key]: next });
  const emailRule = (typed: string) => schemaMessage(EmailSchema, typed);
  return (
    <>
      <p>{labels?.intro ?? t('contact.intro')}</p>
      <TextField
        label={labels?.email ?? t('contact.email')}
        hint={labels ? undefined : t('contact.email_hint')}
        type="email"
        inputMode="email"
        autoComplete={own ? 'email' : 'off'}
        spellCheck={false}
        required
        value={value.email}
        onValueChange={set('email')}
        rule={emailRule}
        error={errorAt(['email'])}
        testId="contact-email"
      />
      <TextField
        label={labels?.email_confirmation ?? t('contact.email_confirmation')}
        hint={t('contact.email_confirmation_hint')}
        type="email"
        inputMode="email"
        autoComplete={own ? 'email' : 'off'}
        spellCheck={false}
        required
        value={value.email_confirmation}
        onValueChange={set('email_confirmation')}
        rule={(typed) =>
          typed.toLowerCase() === value.email.trim().toLowerCase() ? undefined : { key: 'require_same_email' }
        }
        error={errorAt(['email_confirmation'])}
        testId="contact-email-confirmation"
      />
      <PhoneField
        label={labels?.phone ?? t('contact.phone')}
        value={value.phone_number}
        onChange={set('phone_number')}
        error={errorAt(['phone_number'])}
        own={own}
        testId="contact-phone"
      />
    </>
  );
}
