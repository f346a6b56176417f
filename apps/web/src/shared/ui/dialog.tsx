import { type MouseEvent, type ReactNode, type SyntheticEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusDialogStart } from './dialog-focus.ts';

export interface DialogProps {
  readonly open: boolean;
  readonly title: ReactNode;
  readonly children: ReactNode;
  /** Buttons at the bottom. */
  readonly actions?: ReactNode;
  /** Called when the person closes it (close button, Escape); not called for persistent dialogs. */
  readonly onClose?: () => void;
  /** A choice is required: no close button, Escape does nothing. */
  readonly persistent?: boolean;
  /** 'wide' is the cookie dialog's 850 px (spec §9). */
  readonly size?: 'normal' | 'wide';
  readonly testId?: string;
  /** Role alertdialog for dialogs that interrupt the person's work (session warnings). */
  readonly alert?: boolean;
  /** Extra class, e.g. a size of its own that its chunk's stylesheet defines. */
  readonly className?: string;
  /**
   * What describes the dialog when it opens: its body (short dialogs), the ids of the parts that say
   * its purpose (a dialog holding a search or a warning), or nothing (a form, which would otherwise be
   * read out whole on opening).
   */
  readonly describedBy?: 'body' | 'nothing' | string;
}

/**
 * The native <dialog> opened with showModal(): the browser traps focus, makes the rest of the page
 * inert, restores focus on close and gives the Escape key, with no script library on the first load.
 */
export function Dialog({
  open,
  title,
  children,
  actions,
  onClose,
  persistent = false,
  size = 'normal',
  testId,
  alert,
  className,
  describedBy = 'body',
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const wanted = useRef(open);
  wanted.current = open;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      focusDialogStart(dialog);
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (persistent) event.preventDefault();
  };
  // A tap on the backdrop (the dialog element itself, outside its box) closes a dialog that may be
  // closed: on a phone there is no Escape key.
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    const dialog = ref.current;
    if (persistent || !dialog || event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) dialog.close();
  };
  const onNativeClose = () => {
    const dialog = ref.current;
    // Chromium closes a dialog on a second Escape even when cancel is prevented; a persistent
    // dialog that is still wanted opens again.
    if (persistent && wanted.current && dialog && !dialog.open) {
      dialog.showModal();
      return;
    }
    if (wanted.current) onClose?.();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes it with Escape or its close button
    <dialog
      ref={ref}
      className={`dialog dialog--${size}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      aria-describedby={describedBy === 'body' ? bodyId : describedBy === 'nothing' ? undefined : describedBy}
      data-testid={testId}
      // Drawn on the server, an open dialog says so here: the native attribute would make it open, not
      // modal, for every reader. A form's first view opens it from this (decision 037).
      data-open={import.meta.env.SSR && open ? '' : undefined}
      role={alert ? 'alertdialog' : undefined}
      onCancel={onCancel}
      onClose={onNativeClose}
      onClick={onBackdrop}
    >
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {!persistent && (
          <button type="button" className="dialog__close" onClick={() => ref.current?.close()}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('frame.close')}</span>
          </button>
        )}
      </div>
      <div id={bodyId} className="dialog__body">
        {children}
      </div>
      {actions && <div className="dialog__actions">{actions}</div>}
    </dialog>
  );
}
