import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../shared/ui/page.tsx';

/**
 * 'logged' and 'refreshed' (spec §2): the confirmation shown in the window opened for signing in,
 * with a button that closes it. Browsers only let a script close a window that a script opened,
 * so if it stays open the person is told to close it.
 */
export function SignedInPage({ variant }: { variant: 'logged' | 'refreshed' }) {
  const { t } = useTranslation();
  const [closeFailed, setCloseFailed] = useState(false);
  const title = variant === 'logged' ? t('signed_in.logged_title') : t('signed_in.refreshed_title');
  const text = variant === 'logged' ? t('signed_in.logged_text') : t('signed_in.refreshed_text');

  const close = () => {
    window.close();
    window.setTimeout(() => {
      if (!window.closed) setCloseFailed(true);
    }, 300);
  };

  return (
    <Page title={title} narrow testId={`${variant}-page`}>
      <p className="callout callout--positive">{text}</p>
      <button type="button" className="button" onClick={close} data-testid="close-window">
        {t('signed_in.close_window')}
      </button>
      <p role="status" className="status-text">
        {closeFailed ? t('signed_in.close_failed') : ''}
      </p>
    </Page>
  );
}
