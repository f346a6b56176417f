import type { ZoneHandover } from '@pow/contracts/zone-desk';
import { formatBrusselsMoment } from '@pow/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../shared/api/api-client.ts';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { postResend } from './zone-api.ts';

/** What the job records of a wait for the declaration's own hand-over (an addition goes after it). */
const DECLARATION_PENDING = 'declaration not handed over yet';

export interface HandoverStatusProps {
  /** The declaration's id. */
  readonly id: string;
  /** The addition's number; undefined for the declaration itself. */
  readonly number?: number;
  readonly handover: ZoneHandover;
  /** The new state after "Send again", and a 409's reload of the sheet. */
  readonly onChanged: (handover: ZoneHandover) => void;
  readonly onStale: () => void;
}

/**
 * Where the hand-over to the police information system is (ZONE_DELIVERY=webhook, decision 028), of
 * the declaration or of one addition; once it failed for good, "Send again" queues it anew.
 */
export function HandoverStatus({ id, number, handover, onChanged, onStale }: HandoverStatusProps) {
  const { t } = usePageTexts('zone');
  const [message, setMessage] = useState<{ kind: 'saved' | 'error'; text: string }>();
  const mutation = useMutation({
    mutationFn: () => postResend(id, number),
    onSuccess: (next) => {
      setMessage({ kind: 'saved', text: t('handover.resent') });
      onChanged(next);
    },
    onError: (error) => {
      const key = error instanceof ApiError ? error.key : 'error_occured';
      setMessage({ kind: 'error', text: t(`errors.${key}`, { defaultValue: t('errors.error_zone_state') }) });
      if (error instanceof ApiError && error.status === 409) onStale();
    },
  });
  const texts = number === undefined ? 'handover' : 'addenda.handover';
  const at = (iso: string | null) => (iso ? formatBrusselsMoment(new Date(iso)) : '');
  const failures = {
    count: handover.failed_attempts,
    error:
      handover.last_error === DECLARATION_PENDING
        ? t('handover.declaration_pending')
        : (handover.last_error ?? ''),
    at: at(handover.last_attempt_at),
  };
  const text =
    handover.state === 'delivered'
      ? t(`${texts}.delivered`, { at: at(handover.delivered_at) })
      : handover.state === 'failed'
        ? t(`${texts}.failed`, failures)
        : handover.failed_attempts > 0
          ? t(`${texts}.retrying`, failures)
          : t(`${texts}.pending`);
  const suffix = number === undefined ? '' : `-${number}`;
  return (
    <>
      <span data-testid={`zone-handover${suffix}`}>{text}</span>
      {handover.state === 'failed' && (
        <button
          type="button"
          className="button button--secondary zone-resend"
          disabled={mutation.isPending}
          onClick={() => mutation.mutate()}
          data-testid={`zone-resend${suffix}`}
        >
          {number === undefined ? t('handover.resend') : t('addenda.handover.resend', { number })}
        </button>
      )}
      <span
        role="status"
        className={message?.kind === 'error' ? 'zone-message zone-message--error' : 'zone-message'}
        data-testid={`zone-resend-message${suffix}`}
      >
        {message?.text}
      </span>
    </>
  );
}
