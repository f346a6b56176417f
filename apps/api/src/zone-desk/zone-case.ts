import { DECLARATION_STATUS } from '@pow/contracts';
import type { ZoneCase, ZoneFlag, ZoneHandover } from '@pow/contracts/zone-desk';
import type { zoneInbox } from '../db/schema.ts';

type CaseRow = Pick<
  typeof zoneInbox.$inferSelect,
  | 'state'
  | 'version'
  | 'takenBy'
  | 'takenAt'
  | 'handledBy'
  | 'handledAt'
  | 'outcome'
  | 'closingNote'
  | 'contactedBy'
  | 'contactedAt'
>;

/** The flags asking an officer to act: a person whose summary never arrived waits for a call. */
export function flagsOf(status: number, contactedAt: Date | null): ZoneFlag[] {
  return status === DECLARATION_STATUS.summaryFailed && !contactedAt ? ['contact_person'] : [];
}

/** Where the desk is with a declaration, as the API answers it. */
export function zoneCaseOf(row: CaseRow, status: number): ZoneCase {
  const iso = (moment: Date | null) => moment?.toISOString() ?? null;
  return {
    state: row.state,
    version: row.version,
    taken_by: row.takenBy,
    taken_at: iso(row.takenAt),
    handled_by: row.handledBy,
    handled_at: iso(row.handledAt),
    outcome: row.outcome,
    closing_note: row.closingNote,
    summary_failed: status === DECLARATION_STATUS.summaryFailed,
    contacted_by: row.contactedBy,
    contacted_at: iso(row.contactedAt),
    flags: flagsOf(status, row.contactedAt),
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
    delivered_at: row.handoverAt?.toISOString() ?? null,
    failed_attempts: row.handoverFailures,
    last_error: row.handoverError,
    last_attempt_at: row.handoverTriedAt?.toISOString() ?? null,
  };
}
