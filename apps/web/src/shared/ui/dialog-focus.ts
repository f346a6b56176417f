const FIRST_CONTROL = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Where a modal dialog's focus goes when it opens: the action marked data-autofocus, the one most people
 * want, else its first control (the browser's own choice on showModal, often the close button).
 */
export function focusDialogStart(dialog: HTMLDialogElement): void {
  (
    dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FIRST_CONTROL)
  )?.focus();
}
