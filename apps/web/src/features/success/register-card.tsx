import type { TFunction } from 'i18next';
import { useId, useState } from 'react';

type CopyOutcome = 'idle' | 'copied' | 'failed';

/**
 * The declaration's identifier (register), big and spaced enough to read out over the phone, with a
 * copy button where the browser allows it; the outcome of copying is told in a polite status.
 */
export function RegisterCard({ t, register }: { t: TFunction<'success'>; register: string }) {
  const titleId = useId();
  const [outcome, setOutcome] = useState<CopyOutcome>('idle');
  const canCopy = typeof navigator !== 'undefined' && navigator.clipboard !== undefined;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(register);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <section className="card register" aria-labelledby={titleId} data-testid="register-card">
      <h2 id={titleId}>{t('register.title')}</h2>
      <p className="register__value" data-testid="register">
        {register}
      </p>
      <p>{t('register.keep')}</p>
      {canCopy && (
        <button type="button" className="button button--secondary" onClick={copy} data-testid="register-copy">
          {t('register.copy')}
        </button>
      )}
      <p className="register__copied" role="status" data-testid="register-copied">
        {outcome === 'copied' ? t('register.copied') : outcome === 'failed' ? t('register.copy_failed') : ''}
      </p>
    </section>
  );
}
