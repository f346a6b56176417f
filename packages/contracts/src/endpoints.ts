import type { ContactReason } from '@pow/domain';

/*
 * The API's addresses (spec §7), named once for the browser and the server. No zod here: the first
 * view of every page imports these, and its chunk must not pull zod in (apps/web/budgets.json).
 */

/** Every API endpoint is under this path. */
export const API_BASE = '/index.php/api';

/** Endpoints relative to API_BASE, as the browser calls them. */
export const ENDPOINT = {
  sessionGet: 'v1/session/get',
  sessionRefresh: 'v1/session/refresh',
  informationAdd: 'v1/information/add',
  informationStatus: 'v1/information/status',
  debugNetwork: 'v1/debug/network',
  uploadBatch: 'v1/upload/batch',
  feedback: 'v1/feedback',
  personFind: 'v1/person/find',
  organisationFind: 'v1/organisation/find',
  organisationGet: 'v1/organisation/get',
  municipalities: 'v1/reftab/municipalities',
  streets: 'v1/reftab/streets',
  countries: 'v1/reftab/countries',
  insurances: 'v1/reftab/insurances',
  objects: 'v1/reftab/objects',
  policeZones: 'v1/reftab/police-zones',
  cablePilot: 'v1/questionnaire/degradation_cable',
  zoneDeclarations: 'v1/zone/declarations',
  zoneAccessLog: 'v1/zone/access-log',
  zoneAccessLogExport: 'v1/zone/access-log.csv',
  zoneFiled: 'v1/zone/filed',
  zoneCountryPicture: 'v1/zone/country-picture',
  zoneCountryPictureExport: 'v1/zone/country-picture.csv',
  myDeclarations: 'v1/my-declarations',
} as const;
export type Endpoint = (typeof ENDPOINT)[keyof typeof ENDPOINT];

/** `v1/contact/<reason>`: one endpoint per contact reason. */
export const contactEndpoint = (reason: ContactReason) => `v1/contact/${reason}` as const;
/** `v1/upload/<id>`: one uploaded attachment, before it is sent. */
export const uploadEndpoint = (id: string) => `v1/upload/${encodeURIComponent(id)}` as const;

/**
 * `v1/zone/declarations/<id>` and what hangs under it on the zone's desk: the sheet, `action`,
 * `summary.pdf`, `attachments/<file id>`, `addenda/<number>/attachments/<file id>`.
 */
export const zoneDeclarationEndpoint = (id: string, ...below: string[]) =>
  `${ENDPOINT.zoneDeclarations}/${[id, ...below].map(encodeURIComponent).join('/')}` as const;

/**
 * `v1/my-declarations/<id>` and what hangs under it for its owner: the timeline, `summary.pdf`,
 * `addenda` (issue 17).
 */
export const myDeclarationEndpoint = (id: string, ...below: string[]) =>
  `${ENDPOINT.myDeclarations}/${[id, ...below].map(encodeURIComponent).join('/')}` as const;

/** The server's route of an endpoint (Fastify, registered under the prefix API_BASE). */
export const routeOf = (endpoint: string) => `/${endpoint}`;
/** The absolute path of an endpoint, for a request that does not go through the API client. */
export const apiPath = (endpoint: string) => `${API_BASE}/${endpoint}`;
