import {
  CONTACT_SUCCESS_NOTICE_MS,
  type ContactReason,
  EMERGENCY_MEDICAL,
  EMERGENCY_POLICE,
} from '@pow/domain';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { Rich, telHref } from '../i18n/rich.tsx';
import { usePageTexts } from '../i18n/use-page-texts.ts';
import { useSession } from '../session/session-context.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { useNotify } from '../ui/notifications/notifications.tsx';
import { ContactForm } from './contact-form.tsx';
import type { ContactPrefill } from './contact-values.ts';
import '../ui/content.css';
import './contact.css';

export interface ContactDialogProps {
  readonly open: boolean;
  readonly reason: ContactReason;
  readonly onClose: () => void;
  /** The success event: the message was sent (the dialog has closed itself). */
  readonly onSent?: () => void;
}

/** The reasons whose dialog first says what the form is for; the technical one follows an error. */
const WITH_PURPOSE_WARNING: ReadonlySet<ContactReason> = new Set(['faq', 'privacy', 'accessibility']);

/** The purpose warning's two paragraphs describe the dialog: heard before its button is (WCAG 1.3.1). */
const PURPOSE_ID = 'contact-purpose-text';
const NOT_FOR_ID = 'contact-not-for';

function PurposeWarning({
  reason,
  t,
  onAcknowledge,
  onCancel,
}: {
  reason: ContactReason;
  t: TFunction<'contact'>;
  onAcknowledge: () => void;
  onCancel: () => void;
}) {
  return (
    <div data-testid="contact-purpose">
      <h3 className="contact__purpose-title">{t('dialog.purpose_title')}</h3>
      <p id={PURPOSE_ID}>{t(`dialog.purpose.${reason}`)}</p>
      <p id={NOT_FOR_ID} className="callout callout--warning">
        <Rich
          text={t('dialog.not_for')}
          tags={{
            tel112: (words) => <a href={telHref(EMERGENCY_MEDICAL)}>{words}</a>,
            tel101: (words) => <a href={telHref(EMERGENCY_POLICE)}>{words}</a>,
          }}
        />
      </p>
      <p>{t('dialog.follow_up')}</p>
      <div className="form-actions">
        <button
          type="button"
          className="button"
          onClick={onAcknowledge}
          data-autofocus
          data-testid="contact-acknowledge"
        >
          {t('dialog.acknowledge')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('dialog.cancel')}
        </button>
      </div>
    </div>
  );
}

/**
 * The contact dialog of spec §2: persistent (Escape and a click beside it do not lose a message being
 * written), 700 px wide at most 80 % of the screen, the purpose warning first, closed by success.
 */
export function ContactDialog({ open, reason, onClose, onSent }: ContactDialogProps) {
  const { t, ready } = usePageTexts('contact');
  const { notify } = useNotify();
  const { answer } = useSession();
  const [acknowledged, setAcknowledged] = useState(false);
  useEffect(() => {
    if (open) setAcknowledged(false);
  }, [open]);

  const info = answer?.info;
  const prefill = useMemo<ContactPrefill>(
    () => ({ email: info?.email, lastname: info?.last_name, firstname: info?.first_name }),
    [info?.email, info?.last_name, info?.first_name],
  );
  const warned = acknowledged || !WITH_PURPOSE_WARNING.has(reason);

  const sent = () => {
    notify({
      type: 'positive',
      message: t('form.sent'),
      timeout: CONTACT_SUCCESS_NOTICE_MS,
      position: 'top-right',
    });
    onClose();
    onSent?.();
  };

  const cancel = (
    <button type="button" className="button button--secondary" onClick={onClose} data-testid="contact-cancel">
      {t('dialog.cancel')}
    </button>
  );

  return (
    <Dialog
      open={open && ready}
      persistent
      title={t('dialog.title')}
      className="dialog--contact"
      describedBy={warned ? 'nothing' : `${PURPOSE_ID} ${NOT_FOR_ID}`}
      testId="contact-dialog"
    >
      {open && ready && (
        <>
          <p className="contact__reason">{t(`dialog.reason.${reason}`)}</p>
          {warned ? (
            <ContactForm
              reason={reason}
              prefill={prefill}
              t={t}
              onSent={sent}
              extraActions={cancel}
              focusOnMount={acknowledged}
            />
          ) : (
            <PurposeWarning
              reason={reason}
              t={t}
              onAcknowledge={() => setAcknowledged(true)}
              onCancel={onClose}
            />
          )}
        </>
      )}
    </Dialog>
  );
}
