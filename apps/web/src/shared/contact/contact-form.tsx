import { APP_BASE, CONTACT_MESSAGE_MAX, type ContactReason } from '@pow/domain';
import type { TFunction } from 'i18next';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid, SubmitAttempt } from '../fields/field.tsx';
import { TextField } from '../fields/text-field.tsx';
import { CheckboxField } from '../form-parts/checkbox-field.tsx';
import { Honeypot } from '../form-parts/honeypot.tsx';
import { TextAreaField } from '../form-parts/text-area-field.tsx';
import { Rich } from '../i18n/rich.tsx';
import { useAppPath } from '../routing/app-link.tsx';
import {
  type ContactPrefill,
  type ContactValues,
  contactErrors,
  initialContactValues,
  toContactRequest,
} from './contact-values.ts';
import { submitContact } from './submit-contact.ts';
import { useContactSubmitter } from './use-contact-submitter.ts';

export interface ContactFormProps {
  readonly reason: ContactReason;
  readonly prefill: ContactPrefill;
  readonly t: TFunction<'contact'>;
  /** After a message was sent (the success event). */
  readonly onSent: () => void;
  /** Buttons beside Send, e.g. the dialog's Cancel. */
  readonly extraActions?: ReactNode;
  /**
   * Focus the form's first line when it appears (after the purpose warning): it is read out, and Tab
   * goes on to the first field. Not the field itself: leaving it empty to click Send would show its
   * error on blur and move the button from under the pointer.
   */
  readonly focusOnMount?: boolean;
}

/**
 * The contact form of spec §3–§5: checked with the server's schema, sent with automatic retries,
 * reset after success. The e-mail confirmation never leaves the browser.
 */
export function ContactForm({ reason, prefill, t, onSent, extraActions, focusOnMount }: ContactFormProps) {
  const { t: tMain } = useTranslation();
  const build = useAppPath();
  const form = useRef<HTMLFormElement>(null);
  const intro = useRef<HTMLParagraphElement>(null);
  const [values, setValues] = useState<ContactValues>(() => initialContactValues(prefill));
  const [attempted, setAttempted] = useState(false);
  const [failed, setFailed] = useState(false);
  const [generation, setGeneration] = useState(0);
  const [focusRequest, setFocusRequest] = useState(0);
  const errors = contactErrors(values);

  const { submit, state } = useContactSubmitter({
    onSuccess: () => {
      // Fields, the consent error (the submit attempt) and, in the submitter, the retry counter.
      setValues(initialContactValues(prefill));
      setAttempted(false);
      setFailed(false);
      setGeneration((count) => count + 1);
      onSent();
    },
    onFailure: () => setFailed(true),
  });

  // The session may answer after the form opened: fill in what is still empty.
  const { email, lastname, firstname } = prefill;
  useEffect(() => {
    setValues((current) => ({
      ...current,
      email: current.email || email || '',
      emailConfirmation: current.emailConfirmation || email || '',
      lastname: current.lastname || lastname || '',
      firstname: current.firstname || firstname || '',
    }));
  }, [email, lastname, firstname]);

  useEffect(() => {
    if (focusRequest > 0 && form.current) focusFirstInvalid(form.current);
  }, [focusRequest]);
  useEffect(() => {
    if (focusOnMount) intro.current?.focus();
  }, [focusOnMount]);

  const set =
    <K extends keyof ContactValues>(key: K) =>
    (value: ContactValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (state.phase === 'submitting') return;
    setAttempted(true);
    setFailed(false);
    if (Object.keys(errors).length > 0) {
      setFocusRequest((count) => count + 1);
      return;
    }
    const request = toContactRequest(values);
    submit(() => submitContact(reason, request));
  };

  const submitting = state.phase === 'submitting';
  const count = (remaining: number) =>
    remaining >= 0 ? t('form.count', { count: remaining }) : t('form.over', { count: -remaining });

  return (
    <form ref={form} noValidate onSubmit={onSubmit} data-testid="contact-form" aria-busy={submitting}>
      <p ref={intro} tabIndex={-1} data-testid="contact-intro">
        {t('form.all_required')}
      </p>
      <SubmitAttempt attempted={attempted}>
        <div key={generation}>
          <TextField
            label={t('form.email')}
            hint={t('form.email_hint')}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            required
            value={values.email}
            onValueChange={set('email')}
            rule={() => errors.email}
            testId="contact-email"
          />
          <TextField
            label={t('form.email_confirmation')}
            hint={t('form.email_confirmation_hint')}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            required
            value={values.emailConfirmation}
            onValueChange={set('emailConfirmation')}
            rule={() => errors.emailConfirmation}
            testId="contact-email-confirmation"
          />
          <TextField
            label={t('form.lastname')}
            autoComplete="family-name"
            required
            value={values.lastname}
            onValueChange={set('lastname')}
            rule={() => errors.lastname}
            testId="contact-lastname"
          />
          <TextField
            label={t('form.firstname')}
            autoComplete="given-name"
            required
            value={values.firstname}
            onValueChange={set('firstname')}
            rule={() => errors.firstname}
            testId="contact-firstname"
          />
          <TextAreaField
            label={t('form.body')}
            hint={t('form.body_hint')}
            required
            value={values.body}
            onValueChange={set('body')}
            error={errors.body}
            max={CONTACT_MESSAGE_MAX}
            countText={count}
            testId="contact-body"
          />
          <CheckboxField
            label={t('form.consent')}
            required
            checked={values.consent}
            onCheckedChange={set('consent')}
            error={errors.consent}
            testId="contact-consent"
          />
          <p>
            <Rich
              text={t('form.privacy_link')}
              tags={{
                privacy: (words) => (
                  <a href={`${APP_BASE}${build('privacy')}`} target="_blank" rel="noopener">
                    {words}
                  </a>
                ),
              }}
            />
          </p>
        </div>
      </SubmitAttempt>
      <Honeypot value={values.dog_color} onValueChange={set('dog_color')} label={t('form.honeypot')} />
      <div className="form-actions">
        <button
          type="submit"
          className="button"
          aria-disabled={submitting || undefined}
          data-testid="contact-send"
          data-phase={state.phase}
        >
          {submitting && <span className="spinner button__spinner" aria-hidden="true" />}
          {submitting
            ? t('form.sending')
            : state.phase === 'retry-pending'
              ? t('form.retry_now')
              : t('form.send')}
        </button>
        {extraActions}
      </div>
      <p className="form-status" role="status" data-testid="contact-status">
        {state.phase === 'retry-pending' ? t('form.retrying') : ''}
      </p>
      <p className="form-status form-status--error" role="alert" data-testid="contact-error">
        {failed ? `${tMain('error_occured')} ${t('form.kept')}` : ''}
      </p>
    </form>
  );
}
