import { type SessionInfo, SUPERVISOR_ROLE } from '@pow/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { currentSession } from '../session/current-session.ts';
import type { SessionStore } from '../session/session-store.ts';

/** The officer at the desk, as the police provider's claims describe them (issue 16). */
export interface DeskOfficer {
  readonly zone: string;
  readonly name: string;
  readonly matricule: string;
  readonly supervisor: boolean;
  /** The address the request came from, for the access log. */
  readonly address: string;
}

/**
 * An officer's zone, name and matricule as their session says (empty when the provider gave none), or
 * as the built-in test provider's identities do.
 */
export const officerOf = (info: Pick<SessionInfo, 'first_name' | 'last_name' | 'zone' | 'matricule'>) => ({
  zone: info.zone ?? '',
  name: `${info.first_name} ${info.last_name}`,
  matricule: info.matricule ?? '',
});

/**
 * The officer behind a request, or the usual 401 (no session) and 403 (a citizen, or an officer the
 * provider gives no zone). Every desk call starts here: the zone is the session's, never the request's.
 */
export async function deskOfficer(store: SessionStore, request: FastifyRequest): Promise<DeskOfficer> {
  const session = await currentSession(store, request);
  if (!session) throw new HttpError(401, 'error_no_session');
  const { info } = session;
  if (session.userType !== 'policeman' || !info.zone || !info.matricule)
    throw new HttpError(403, 'error_no_rights');
  return {
    ...officerOf(info),
    supervisor: info.role === SUPERVISOR_ROLE,
    address: request.ip,
  };
}
