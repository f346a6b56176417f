import { DECLARATION_STATUS } from '@pow/contracts';
import type { ZoneAction, ZoneCase, ZoneFlag, ZoneHandover } from '@pow/contracts/zone-desk';
import type { zoneCaseEvents, zoneInbox } from '../db/schema.ts';
import type { AdditionOnHandled } from './addition-policy.ts';

type CaseRow = Pick<
  typeof zoneInbox.$inferSelect,
  | 'state'
  | 'version'
  | 'owner'
  | 'takenAt'
  | 'reopenedAt'
  | 'handledBy'
  | 'handledAt'
  | 'outcome'
  | 'closingNote'
  | 'contactedBy'
  | 'contactedAt'
  | 'newInformation'
  | 'handover'
>;
type EventRow = typeof zoneCaseEvents.$inferSelect;

/**
 * The flags asking an officer to act: a person whose summary never arrived waits for a call; the person
 * added information no officer of the zone has opened yet; the hand-over to the police information
 * system failed after its last retry ("Send again").
 */
export function flagsOf(
  status: number,
  row: Pick<CaseRow, 'contactedAt' | 'newInformation' | 'handover'>,
): ZoneFlag[] {
  const flags: ZoneFlag[] = [];
  if (status === DECLARATION_STATUS.summaryFailed && !row.contactedAt) flags.push('contact_person');
  if (row.newInformation) flags.push('new_information');
  if (row.handover === 'failed') flags.push('handover_failed');
  return flags;
}

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

/** Where the desk is with a declaration, and how it got there, as the API answers it. */
export function zoneCaseOf(row: CaseRow, status: number, history: readonly EventRow[]): ZoneCase {
  return {
    state: row.state,
    version: row.version,
    owner: row.owner,
    taken_at: iso(row.takenAt),
    reopened_at: iso(row.reopenedAt),
    handled_by: row.handledBy,
    handled_at: iso(row.handledAt),
    outcome: row.outcome,
    closing_note: row.closingNote,
    summary_failed: status === DECLARATION_STATUS.summaryFailed,
    contacted_by: row.contactedBy,
    contacted_at: iso(row.contactedAt),
    flags: flagsOf(status, row),
    history: history.map((event) => ({
      version: event.version,
      at: event.at.toISOString(),
      action: event.action,
      by: event.matricule,
      assignee: event.assignee,
      outcome: event.outcome,
      note: event.note,
    })),
  };
}

/** One change of a case: the columns it sets, and its line in the case's history (its version aside). */
export interface CaseChange {
  readonly set: Partial<typeof zoneInbox.$inferInsert>;
  readonly event: Pick<typeof zoneCaseEvents.$inferInsert, 'action' | 'matricule' | 'at'> &
    Partial<Pick<typeof zoneCaseEvents.$inferInsert, 'assignee' | 'outcome' | 'note'>>;
}

/** Handled no more: in treatment again, its owner kept; the handling before stays in the history. */
const reopening = (now: Date) =>
  ({
    state: 'in_treatment',
    reopenedAt: now,
    handledBy: null,
    handledAt: null,
    outcome: null,
    closingNote: null,
  }) as const;

/**
 * What an officer's change sets, by their matricule (decision 045). Taken or given, the case has an owner
 * and is in treatment; the first time is the person's "taken" (kept through a release). A note changes
 * nothing but the version.
 */
export function changeOf(
  action: ZoneAction,
  matricule: string,
  row: Pick<CaseRow, 'takenAt'>,
  now: Date,
): CaseChange {
  const event = { action: action.action, matricule, at: now };
  const takenAt = row.takenAt ?? now;
  switch (action.action) {
    case 'take':
      return { set: { state: 'in_treatment', owner: matricule, takenAt }, event };
    case 'release':
      return { set: { state: 'new', owner: null }, event };
    case 'assign':
      return {
        set: { state: 'in_treatment', owner: action.matricule, takenAt },
        event: { ...event, assignee: action.matricule },
      };
    case 'note':
      return { set: {}, event: { ...event, note: action.note } };
    case 'handle': {
      // "Information only" may close without a note: none is kept rather than an empty one.
      const note = action.note || null;
      return {
        set: {
          state: 'handled',
          handledBy: matricule,
          handledAt: now,
          outcome: action.outcome,
          closingNote: note,
        },
        event: { ...event, outcome: action.outcome, note },
      };
    }
    case 'reopen':
      return { set: reopening(now), event };
    case 'contacted':
      return { set: { contactedBy: matricule, contactedAt: now }, event };
  }
}

/**
 * What the person's addition does once it reaches the zone (issue 30 item 2): the case has new
 * information; a handled one is reopened, or stays handled with its flag, as the zone chose. Only the
 * reopening is a line of the history, by no officer (null).
 */
export function additionChange(
  row: Pick<CaseRow, 'state'>,
  onHandled: AdditionOnHandled,
  now: Date,
): { set: CaseChange['set']; event: CaseChange['event'] | null } {
  const reopens = row.state === 'handled' && onHandled === 'reopen';
  return {
    set: { newInformation: true, ...(reopens ? reopening(now) : {}) },
    event: reopens ? { action: 'reopen', matricule: null, at: now } : null,
  };
}

type HandoverRow = Pick<
  typeof zoneInbox.$inferSelect,
  'handover' | 'handoverAt' | 'handoverFailures' | 'handoverError' | 'handoverTriedAt'
>;

/** How far the hand-over to the police information system is; null when the desk alone receives. */
export function handoverOf(row: HandoverRow): ZoneHandover | null {
  if (!row.handover) return null;
  return {
    state: row.handover,
    delivered_at: iso(row.handoverAt),
    failed_attempts: row.handoverFailures,
    last_error: row.handoverError,
    last_attempt_at: iso(row.handoverTriedAt),
  };
}
