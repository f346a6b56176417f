import { usePageTexts } from '../i18n/use-page-texts.ts';
import { Dialog } from '../ui/dialog.tsx';

/** Spec §4: an entry of a list is removed only after the person confirms it. */
export function ConfirmRemove({
  name,
  onConfirm,
  onCancel,
}: {
  /** What is about to be removed, as the person knows it; undefined keeps the dialog closed. */
  readonly name: string | undefined;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  const { t, ready } = usePageTexts('wizard');
  if (!ready) return null;
  return (
    <Dialog
      open={name !== undefined}
      title={t('remove_item.title')}
      onClose={onCancel}
      alert
      testId="confirm-remove"
      actions={
        <>
          <button type="button" className="button" onClick={onConfirm} data-testid="confirm-remove-yes">
            {t('remove_item.confirm')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={onCancel}
            data-autofocus
            data-testid="confirm-remove-no"
          >
            {t('remove_item.cancel')}
          </button>
        </>
      }
    >
      <p>{t('remove_item.text', { name: name ?? '' })}</p>
    </Dialog>
  );
}
