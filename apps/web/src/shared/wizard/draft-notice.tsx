import { useState } from 'react';
import { usePageTexts } from '../i18n/use-page-texts.ts';
import { Dialog } from '../ui/dialog.tsx';
import type { WizardForm } from './use-wizard-form.ts';

/**
 * Says that a draft of this tab came back (a reload, a renewed or new sign-in), and offers to start
 * over after a confirmation: an upset person should not wonder where the half-typed text came from.
 */
export function DraftNotice<V>({ form }: { readonly form: WizardForm<V> }) {
  const { t, ready } = usePageTexts('wizard');
  const [asking, setAsking] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  if (!ready || !form.restored || dismissed) return null;
  return (
    <div className="callout" data-testid="draft-restored">
      <p>{t('draft_restored')}</p>
      <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
        {t('start_over')}
      </button>
      <Dialog
        open={asking}
        title={t('start_over_confirm_title')}
        onClose={() => setAsking(false)}
        alert
        actions={
          <>
            <button
              type="button"
              className="button"
              onClick={() => {
                setAsking(false);
                setDismissed(true);
                form.reset();
              }}
              data-testid="start-over-yes"
            >
              {t('start_over')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setAsking(false)}
              data-autofocus
            >
              {t('remove_item.cancel')}
            </button>
          </>
        }
      >
        <p>{t('start_over_confirm')}</p>
      </Dialog>
    </div>
  );
}
