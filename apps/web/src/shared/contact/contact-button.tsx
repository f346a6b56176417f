import type { ContactReason } from '@pow/domain';
import { useState } from 'react';
import { ContactDialog } from './contact-dialog.tsx';

/** A button that opens the contact dialog for one reason (privacy, accessibility, FAQ). */
export function ContactButton({
  reason,
  label,
  secondary,
  testId,
}: {
  reason: ContactReason;
  label: string;
  secondary?: boolean;
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={secondary ? 'button button--secondary' : 'button'}
        onClick={() => setOpen(true)}
        data-testid={testId ?? `contact-button-${reason}`}
      >
        {label}
      </button>
      <ContactDialog open={open} reason={reason} onClose={() => setOpen(false)} />
    </>
  );
}
