import { ENDPOINT, type SessionAnswer } from '@pow/contracts';
import { isLocale, type SessionInfo, SUPERVISOR_ROLE } from '@pow/domain';
import { apiRequest } from '../api/api-client.ts';

/** A session answer and the moment, on this device's clock, at which the session ends. */
export interface SessionSnapshot {
  readonly answer: SessionAnswer;
  /** Local epoch milliseconds at which the session ends; undefined without a session. */
  readonly deadline: number | undefined;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function parseInfo(value: unknown): SessionInfo {
  if (!isRecord(value)) throw new TypeError('session info missing');
  const { first_name, last_name, email, language, rrn, matricule, zone, role } = value;
  if (!isString(first_name) || !isString(last_name) || !isString(email) || !isLocale(language)) {
    throw new TypeError('session info incomplete');
  }
  const info: SessionInfo = { first_name, last_name, email, language };
  if (isString(rrn)) info.rrn = rrn;
  if (isString(matricule)) info.matricule = matricule;
  if (isString(zone)) info.zone = zone;
  if (role === 'officer' || role === SUPERVISOR_ROLE) info.role = role;
  else if (role !== undefined) throw new TypeError('session role unknown');
  return info;
}

/**
 * Reads `{ data: SessionAnswer }` (@pow/contracts SessionAnswerSchema). Checked by hand rather than by
 * the zod schema so that zod stays out of the first download; session-api.test.ts compares both.
 */
export function parseSessionAnswer(body: unknown): SessionAnswer {
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(data) || typeof data.result !== 'boolean') throw new TypeError('session answer malformed');
  if (!data.result) return { result: false };
  const { session, version, usertype, info, expires_at } = data;
  if (!isString(session) || !isString(version) || !isString(expires_at))
    throw new TypeError('session answer incomplete');
  if (usertype !== 'citizen' && usertype !== 'policeman') throw new TypeError('unknown user type');
  return { result: true, session, version, usertype, info: parseInfo(info), expires_at };
}

/**
 * When the session ends on this device's clock: the server's remaining time (expires_at minus the
 * answer's Date header) added to the local time of arrival, so a wrong device clock does not matter.
 */
export function deadlineOf(
  expiresAt: string,
  serverDate: string | null,
  localNow: number,
): number | undefined {
  const expires = Date.parse(expiresAt);
  if (Number.isNaN(expires)) return undefined;
  const server = serverDate ? Date.parse(serverDate) : Number.NaN;
  return Number.isNaN(server) ? expires : localNow + (expires - server);
}

function snapshotOf(body: unknown, headers: Headers): SessionSnapshot {
  const answer = parseSessionAnswer(body);
  const deadline = answer.result ? deadlineOf(answer.expires_at, headers.get('Date'), Date.now()) : undefined;
  return { answer, deadline };
}

/** GET v1/session/get (spec §7). */
export async function getSession(): Promise<SessionSnapshot> {
  const { body, headers } = await apiRequest(ENDPOINT.sessionGet);
  return snapshotOf(body, headers);
}

/** POST v1/session/refresh: renews the session; answers like v1/session/get with a new expires_at. */
export async function refreshSession(): Promise<SessionSnapshot> {
  const { body, headers } = await apiRequest(ENDPOINT.sessionRefresh, { method: 'POST', body: {} });
  return snapshotOf(body, headers);
}
