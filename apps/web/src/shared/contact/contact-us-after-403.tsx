import { CONTACT_US_SUCCESS_DELAY_MS } from '@pow/domain';
import { useEffect, useRef, useState } from 'react';
import { usePageTexts } from '../i18n/use-page-texts.ts';
import { ContactDialog } from './contact-dialog.tsx';

/**
 * Spec §8, 403 on a citizen declaration: error_azure_403 with a 'contact us' button that opens the
 * technical contact form; once it is sent, contact_us_success appears after CONTACT_US_SUCCESS_DELAY_MS
 * (the dialog has closed and focus is back on the page, so the message is heard, not lost).
 * `withMessage` false: the form already says why (the person form's last step shows error_403).
 */
export function ContactUsAfter403({ withMessage = true }: { readonly withMessage?: boolean }) {
  const { t, ready } = usePageTexts('contact');
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (!ready) return null;
  const sent = () => {
    timer.current = setTimeout(() => setDone(true), CONTACT_US_SUCCESS_DELAY_MS);
  };
  return (
    <div className="callout callout--error" data-testid="error-azure-403">
      {withMessage && <p>{t('technical.error_azure_403')}</p>}
      <p role="status" data-testid="contact-us-success">
        {done ? t('technical.contact_us_success') : ''}
      </p>
      {!done && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setOpen(true)}
          data-testid="contact-us"
        >
          {t('technical.contact_us')}
        </button>
      )}
      <ContactDialog open={open} reason="technical" onClose={() => setOpen(false)} onSent={sent} />
    </div>
  );
}
