import {
  ZONE_NOTE_MAX,
  ZONE_OUTCOMES,
  type ZoneAction,
  type ZoneCase,
  type ZoneOutcome,
  zoneActionAllowed,
} from '@pow/contracts/zone-desk';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ApiError } from '../../shared/api/api-client.ts';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { postAction } from './zone-api.ts';

export interface CaseActionsProps {
  readonly id: string;
  readonly zoneCase: ZoneCase;
  readonly onChanged: (zoneCase: ZoneCase) => void;
  /** A colleague was first (409): the sheet is read again. */
  readonly onStale: () => void;
}

/** Take, handle with a note and an outcome, note the call of a flagged person: what the state allows. */
export function CaseActions({ id, zoneCase, onChanged, onStale }: CaseActionsProps) {
  const { t } = usePageTexts('zone');
  const [outcome, setOutcome] = useState<ZoneOutcome | ''>('');
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<{ kind: 'saved' | 'error'; text: string }>();
  // The button pressed goes away with the state it belonged to: focus moves to the section's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = { title: useId(), handle: useId(), outcome: useId(), note: useId(), noteHint: useId() };
  const mutation = useMutation({
    mutationFn: (action: ZoneAction['action']) =>
      postAction(
        id,
        action === 'handle'
          ? // The select is required: the browser asks for an outcome before the form is sent.
            { action, version: zoneCase.version, outcome: outcome as ZoneOutcome, note }
          : { action, version: zoneCase.version },
      ),
    onSuccess: (next) => {
      setMessage({ kind: 'saved', text: t('actions.saved') });
      onChanged(next);
      heading.current?.focus();
    },
    onError: (error) => {
      const key = error instanceof ApiError ? error.key : 'error_occured';
      setMessage({ kind: 'error', text: t(`errors.${key}`, { defaultValue: t('errors.error_zone_state') }) });
      if (error instanceof ApiError && error.status === 409) onStale();
    },
  });
  const handle = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate('handle');
  };

  return (
    <section aria-labelledby={ids.title} className="zone-actions" data-testid="zone-actions">
      <h2 id={ids.title} ref={heading} tabIndex={-1}>
        {t('actions.title')}
      </h2>
      <p
        role="status"
        className={message?.kind === 'error' ? 'zone-message zone-message--error' : 'zone-message'}
        data-testid="zone-message"
      >
        {message?.text}
      </p>
      {zoneCase.state === 'handled' && <p>{t('actions.done')}</p>}
      <div className="button-row">
        {zoneActionAllowed(zoneCase, 'take') && (
          <button
            type="button"
            className="button"
            disabled={mutation.isPending}
            onClick={() => mutation.mutate('take')}
            data-testid="zone-take"
          >
            {t('actions.take')}
          </button>
        )}
        {zoneActionAllowed(zoneCase, 'contacted') && (
          <button
            type="button"
            className="button button--secondary"
            disabled={mutation.isPending}
            onClick={() => mutation.mutate('contacted')}
            data-testid="zone-contacted"
          >
            {t('actions.contacted')}
          </button>
        )}
      </div>
      {zoneActionAllowed(zoneCase, 'take') && <p className="field__hint">{t('actions.take_hint')}</p>}
      {zoneActionAllowed(zoneCase, 'handle') && (
        <form onSubmit={handle} aria-labelledby={ids.handle} data-testid="zone-handle-form">
          <h3 id={ids.handle}>{t('actions.handle_title')}</h3>
          <div className="field">
            <label className="field__label" htmlFor={ids.outcome}>
              {t('actions.outcome')}
            </label>
            <select
              id={ids.outcome}
              className="field__input"
              required
              value={outcome}
              onChange={(event) => setOutcome(event.target.value as ZoneOutcome)}
              data-testid="zone-outcome"
            >
              <option value="" disabled>
                —
              </option>
              {ZONE_OUTCOMES.map((value) => (
                <option key={value} value={value}>
                  {t(`outcomes.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={ids.note}>
              {t('actions.note')}
            </label>
            <p className="field__hint" id={ids.noteHint}>
              {t('actions.note_hint', { max: ZONE_NOTE_MAX })}
            </p>
            <textarea
              id={ids.note}
              className="field__input zone-note-input"
              required
              maxLength={ZONE_NOTE_MAX}
              rows={5}
              aria-describedby={ids.noteHint}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              data-testid="zone-note"
            />
          </div>
          <button type="submit" className="button" disabled={mutation.isPending} data-testid="zone-handle">
            {t('actions.handle')}
          </button>
        </form>
      )}
    </section>
  );
}
