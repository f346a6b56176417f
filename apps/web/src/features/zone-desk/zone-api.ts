import { apiPath, ENDPOINT, zoneDeclarationEndpoint } from '@pow/contracts';
import {
  type ZoneAccessLog,
  ZoneAccessLogAnswerSchema,
  type ZoneAccessLogQuery,
  type ZoneActionInput,
  type ZoneCase,
  ZoneCaseAnswerSchema,
  type ZoneFiled,
  ZoneFiledAnswerSchema,
  type ZoneHandover,
  ZoneHandoverAnswerSchema,
  type ZoneInbox,
  ZoneInboxAnswerSchema,
  type ZoneInboxQuery,
  type ZoneSheet,
  ZoneSheetAnswerSchema,
} from '@pow/contracts/zone-desk';
import type { Locale } from '@pow/domain';
import { apiRequest } from '../../shared/api/api-client.ts';

/** The query string of a request, without the values left empty. */
function queryOf(values: Readonly<Record<string, string | number | undefined>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    if (value !== undefined && value !== '') params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** `GET v1/zone/declarations`: a page of the inbox of the officer's zone. */
export async function fetchInbox(query: ZoneInboxQuery, signal?: AbortSignal): Promise<ZoneInbox> {
  const { body } = await apiRequest(
    `${ENDPOINT.zoneDeclarations}${queryOf(query)}`,
    signal ? { signal } : {},
  );
  return ZoneInboxAnswerSchema.parse(body).data;
}

/** `GET v1/zone/declarations/<id>`: the sheet, said in `lang`. */
export async function fetchSheet(id: string, lang: Locale, signal?: AbortSignal): Promise<ZoneSheet> {
  const { body } = await apiRequest(
    `${zoneDeclarationEndpoint(id)}${queryOf({ lang })}`,
    signal ? { signal } : {},
  );
  return ZoneSheetAnswerSchema.parse(body).data;
}

/** `POST v1/zone/declarations/<id>/action`: one change, on the version on screen. */
export async function postAction(id: string, action: ZoneActionInput): Promise<ZoneCase> {
  const { body } = await apiRequest(zoneDeclarationEndpoint(id, 'action'), { method: 'POST', body: action });
  return ZoneCaseAnswerSchema.parse(body).data;
}

/**
 * `POST v1/zone/declarations/<id>/handover` (or `…/addenda/<number>/handover`): a hand-over that failed
 * for good is sent again.
 */
export async function postResend(id: string, number?: number): Promise<ZoneHandover> {
  const below = number === undefined ? ['handover'] : ['addenda', String(number), 'handover'];
  const { body } = await apiRequest(zoneDeclarationEndpoint(id, ...below), { method: 'POST' });
  return ZoneHandoverAnswerSchema.parse(body).data;
}

/** Where the browser downloads a file of the sheet (a plain link: the session cookie goes with it). */
export const downloadHref = (id: string, below: readonly string[], lang?: Locale) =>
  `${apiPath(zoneDeclarationEndpoint(id, ...below))}${queryOf({ lang })}`;

/** `GET v1/zone/access-log` (supervisors): a page of the zone's access log, filtered. */
export async function fetchAccessLog(
  query: ZoneAccessLogQuery,
  signal?: AbortSignal,
): Promise<ZoneAccessLog> {
  const { body } = await apiRequest(`${ENDPOINT.zoneAccessLog}${queryOf(query)}`, signal ? { signal } : {});
  return ZoneAccessLogAnswerSchema.parse(body).data;
}

/** Where the browser downloads the access log as CSV, with the filters on screen (a plain link). */
export const accessLogExportHref = (query: Omit<ZoneAccessLogQuery, 'page'>, lang: Locale) =>
  `${apiPath(ENDPOINT.zoneAccessLogExport)}${queryOf({ ...query, lang })}`;

/** `GET v1/zone/filed`: a page of what the officer filed for victims, whatever the zone. */
export async function fetchFiled(page: number, lang: Locale, signal?: AbortSignal): Promise<ZoneFiled> {
  const { body } = await apiRequest(
    `${ENDPOINT.zoneFiled}${queryOf({ page, lang })}`,
    signal ? { signal } : {},
  );
  return ZoneFiledAnswerSchema.parse(body).data;
}
