import {
  ZONE_NOTE_MAX,
  ZONE_OUTCOMES,
  type ZoneActionInput,
  type ZoneCase,
  type ZoneOutcome,
  type ZoneSheet,
  zoneActionAllowed,
} from '@pow/contracts/zone-desk';
import { SUPERVISOR_ROLE } from '@pow/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ApiError } from '../../shared/api/api-client.ts';
import { REQUIRED } from '../../shared/fields/rules.ts';
import { SelectField } from '../../shared/fields/select-field.tsx';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { useSession } from '../../shared/session/session-context.tsx';
import { officerName } from './case-history.tsx';
import { postAction } from './zone-api.ts';

/** The changes of one press, in this order; taking and reopening start work, the others are secondary. */
const PRESSED = ['take', 'reopen', 'release', 'contacted'] as const;
const PRIMARY: ReadonlySet<string> = new Set(['take', 'reopen']);

export interface CaseActionsProps {
  readonly id: string;
  readonly zoneCase: ZoneCase;
  /** The officers known to the zone: a case is given to one of them. */
  readonly officers: ZoneSheet['officers'];
  readonly onChanged: (zoneCase: ZoneCase) => void;
  /** A colleague was first (409): the sheet is read again. */
  readonly onStale: () => void;
}

/**
 * What the officer at the desk may do with the case now (decision 045): take it; as its owner or a
 * supervisor release it, give it to a colleague, handle it with an outcome or reopen it; write a working
 * note; note the call of a flagged person.
 */
export function CaseActions({ id, zoneCase, officers, onChanged, onStale }: CaseActionsProps) {
  const { t } = usePageTexts('zone');
  const info = useSession().answer?.info;
  const actor = { matricule: info?.matricule ?? '', supervisor: info?.role === SUPERVISOR_ROLE };
  const allowed = (action: ZoneActionInput['action']) => zoneActionAllowed(zoneCase, action, actor);
  const [outcome, setOutcome] = useState<ZoneOutcome | ''>('');
  const [closingNote, setClosingNote] = useState('');
  const [assignee, setAssignee] = useState('');
  const [workingNote, setWorkingNote] = useState('');
  // The form sent without its choice (no browser check on a combobox): its field says so.
  const [unchosen, setUnchosen] = useState<'assign' | 'handle'>();
  const [message, setMessage] = useState<{ kind: 'saved' | 'error'; text: string }>();
  // The button pressed may go away with the state it belonged to: focus moves to the section's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = {
    title: useId(),
    handle: useId(),
    outcome: useId(),
    closing: useId(),
    closingHint: useId(),
    assign: useId(),
    assignee: useId(),
    notes: useId(),
    note: useId(),
    noteHint: useId(),
  };
  const mutation = useMutation({
    mutationFn: (action: ZoneActionInput) => postAction(id, action),
    onSuccess: (next, action) => {
      setMessage({ kind: 'saved', text: t('actions.saved') });
      if (action.action === 'note') setWorkingNote('');
      if (action.action === 'assign') setAssignee('');
      if (action.action === 'handle') {
        setOutcome('');
        setClosingNote('');
      }
      onChanged(next);
      heading.current?.focus();
    },
    onError: (error) => {
      const key = error instanceof ApiError ? error.key : 'error_occured';
      setMessage({ kind: 'error', text: t(`errors.${key}`, { defaultValue: t('errors.error_zone_state') }) });
      if (error instanceof ApiError && error.status === 409) onStale();
    },
  });
  const { version } = zoneCase;
  const change = (action: ZoneActionInput) => mutation.mutate(action);
  /** A form whose choice (`needs`) is still empty is not sent: its field says so and takes the focus. */
  const submitted =
    (action: () => ZoneActionInput, needs?: { value: string; field: string }) => (event: FormEvent) => {
      event.preventDefault();
      const form = action();
      if (needs && !needs.value) {
        setUnchosen(form.action === 'assign' ? 'assign' : 'handle');
        document.getElementById(needs.field)?.focus();
        return;
      }
      change(form);
    };
  const pressed = PRESSED.filter(allowed);
  // A note may be left out only when the case ends as "information only".
  const closingRequired = outcome !== 'information_only';
  const colleagues = officers.filter((officer) => officer.matricule !== zoneCase.owner);

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
      {pressed.length > 0 && (
        <div className="button-row">
          {pressed.map((action) => (
            <button
              key={action}
              type="button"
              className={PRIMARY.has(action) ? 'button' : 'button button--secondary'}
              disabled={mutation.isPending}
              onClick={() => change({ action, version })}
              data-testid={`zone-${action}`}
            >
              {t(`actions.${action}`)}
            </button>
          ))}
        </div>
      )}
      {allowed('take') && <p className="field__hint">{t('actions.take_hint')}</p>}

      {allowed('assign') && colleagues.length > 0 && (
        <form
          onSubmit={submitted(() => ({ action: 'assign', version, matricule: assignee }), {
            value: assignee,
            field: ids.assignee,
          })}
          aria-labelledby={ids.assign}
          className="zone-action-form"
          data-testid="zone-assign-form"
        >
          <h3 id={ids.assign}>{t('actions.assign_title')}</h3>
          <SelectField
            id={ids.assignee}
            label={t('actions.assignee')}
            required
            options={colleagues.map((officer) => ({
              value: officer.matricule,
              label: officerName(t, officers, officer.matricule),
            }))}
            value={assignee}
            onValueChange={(value) => setAssignee(value ?? '')}
            error={unchosen === 'assign' && !assignee ? REQUIRED : undefined}
            testId="zone-assignee"
          />
          <button
            type="submit"
            className="button button--secondary"
            disabled={mutation.isPending}
            data-testid="zone-assign"
          >
            {t('actions.assign')}
          </button>
        </form>
      )}

      {allowed('handle') && (
        <form
          onSubmit={submitted(
            () => ({ action: 'handle', version, outcome: outcome as ZoneOutcome, note: closingNote }),
            { value: outcome, field: ids.outcome },
          )}
          aria-labelledby={ids.handle}
          className="zone-action-form"
          data-testid="zone-handle-form"
        >
          <h3 id={ids.handle}>{t('actions.handle_title')}</h3>
          <SelectField
            id={ids.outcome}
            label={t('actions.outcome')}
            required
            options={ZONE_OUTCOMES.map((value) => ({ value, label: t(`outcomes.${value}`) }))}
            value={outcome}
            onValueChange={(value) => setOutcome((value as ZoneOutcome | undefined) ?? '')}
            error={unchosen === 'handle' && !outcome ? REQUIRED : undefined}
            testId="zone-outcome"
          />
          <div className="field">
            <label className="field__label" htmlFor={ids.closing}>
              {t(closingRequired ? 'actions.note' : 'actions.note_optional')}
            </label>
            <p className="field__hint" id={ids.closingHint}>
              {t('actions.note_hint', { max: ZONE_NOTE_MAX })}
            </p>
            <textarea
              id={ids.closing}
              className="field__input zone-note-input"
              required={closingRequired}
              maxLength={ZONE_NOTE_MAX}
              rows={4}
              aria-describedby={ids.closingHint}
              value={closingNote}
              onChange={(event) => setClosingNote(event.target.value)}
              data-testid="zone-note"
            />
          </div>
          <button type="submit" className="button" disabled={mutation.isPending} data-testid="zone-handle">
            {t('actions.handle')}
          </button>
        </form>
      )}

      <form
        onSubmit={submitted(() => ({ action: 'note', version, note: workingNote }))}
        aria-labelledby={ids.notes}
        className="zone-action-form"
        data-testid="zone-working-note-form"
      >
        <h3 id={ids.notes}>{t('actions.notes_title')}</h3>
        <div className="field">
          <label className="field__label" htmlFor={ids.note}>
            {t('actions.working_note')}
          </label>
          <p className="field__hint" id={ids.noteHint}>
            {t('actions.working_note_hint', { max: ZONE_NOTE_MAX })}
          </p>
          <textarea
            id={ids.note}
            className="field__input zone-note-input"
            required
            maxLength={ZONE_NOTE_MAX}
            rows={3}
            aria-describedby={ids.noteHint}
            value={workingNote}
            onChange={(event) => setWorkingNote(event.target.value)}
            data-testid="zone-working-note"
          />
        </div>
        <button
          type="submit"
          className="button button--secondary"
          disabled={mutation.isPending}
          data-testid="zone-add-note"
        >
          {t('actions.add_note')}
        </button>
      </form>
    </section>
  );
}
