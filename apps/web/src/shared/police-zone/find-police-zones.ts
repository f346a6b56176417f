import { ENDPOINT } from '@pow/contracts';
import { apiRequest } from '../api/api-client.ts';

/** One line of GET v1/reftab/police-zones: the competent zone of one municipality of the postcode. */
export interface ZoneOfMunicipality {
  readonly key: string;
  readonly code: string | null;
  readonly name: string;
  readonly website: string | null;
  readonly munKey: string;
  readonly munText: string;
}

/** A zone with the municipalities of the postcode it serves. */
export interface CompetentZone {
  readonly key: string;
  readonly name: string;
  readonly website: string | undefined;
  readonly municipalities: readonly string[];
}

/** Belgian postcodes: four digits, 1000 to 9999. */
export const POSTCODE_PATTERN = /^[1-9]\d{3}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string';

/** Only http(s) addresses become links: the data is trusted, but a link is a place to be careful. */
function safeWebsite(value: unknown): string | undefined {
  if (!isText(value)) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** Reads `{ data: [...] }` by hand (zod stays out of this chunk) and groups the lines by zone. */
export function parseZones(body: unknown): CompetentZone[] {
  const data = isRecord(body) ? body.data : undefined;
  if (!Array.isArray(data)) throw new TypeError('police zones answer malformed');
  const zones = new Map<string, { name: string; website: string | undefined; municipalities: string[] }>();
  for (const line of data) {
    if (!isRecord(line) || !isText(line.key) || !isText(line.name)) continue;
    const zone = zones.get(line.key) ?? {
      name: line.name,
      website: safeWebsite(line.website),
      municipalities: [],
    };
    if (isText(line.munText) && !zone.municipalities.includes(line.munText))
      zone.municipalities.push(line.munText);
    zones.set(line.key, zone);
  }
  return [...zones].map(([key, zone]) => ({ key, ...zone }));
}

/** GET v1/reftab/police-zones?postcode=… : the competent zones, [] for an unknown postcode. */
export async function findPoliceZones(postcode: string, signal?: AbortSignal): Promise<CompetentZone[]> {
  const { body } = await apiRequest(`${ENDPOINT.policeZones}?postcode=${encodeURIComponent(postcode)}`, {
    ...(signal ? { signal } : {}),
  });
  return parseZones(body);
}
