import type { ZoneHandoverVersion } from '@pow/contracts/zone-handover';
import { httpAddress, listEntries } from '../config/list-settings.ts';

/*
 * The hand-over's settings given as lists (decision 043): its keys (ZONE_WEBHOOK_SECRETS), its
 * receivers by zone (ZONE_WEBHOOK_URLS) and the document's version by zone (ZONE_WEBHOOK_VERSION), each
 * read by `listEntries` (config/list-settings.ts).
 */

/** A key of the hand-over's signatures: its id, named in each signature and link, and its secret. */
export interface HandoverKey {
  readonly id: string;
  readonly secret: string;
}

/** The keys in force: the first signs, every one is still accepted (the links it signed, a rotation). */
export interface HandoverKeys {
  readonly signing: HandoverKey;
  readonly all: readonly HandoverKey[];
}

/** The id of ZONE_WEBHOOK_SECRET, the single key of a configuration without ZONE_WEBHOOK_SECRETS. */
export const DEFAULT_KEY_ID = 'default';

/** A key id: a letter or digit, then up to 63 letters, digits, `.`, `_` or `-` (a header's and a URL's). */
const KEY_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** Where one zone's documents go, in which version. */
export interface HandoverReceiver {
  readonly url: string;
  readonly version: ZoneHandoverVersion;
}

/** The receiver of every zone without its own, and those that have one, by zone key. */
export interface HandoverReceivers {
  readonly default: HandoverReceiver;
  readonly zones: Readonly<Record<string, HandoverReceiver>>;
}

/** The receiver of a zone's documents. */
export const receiverOf = (receivers: HandoverReceivers, zoneKey: string): HandoverReceiver =>
  receivers.zones[zoneKey] ?? receivers.default;

/** A setting by zone: the default (when given) and each zone's own. */
export interface ZoneSetting<T> {
  readonly default: T | undefined;
  readonly zones: Readonly<Record<string, T>>;
}

/**
 * ZONE_WEBHOOK_SECRETS: `kid1=secret1; kid2=secret2`, the first signing, all accepted. Each secret at
 * least `minLength` characters (as many bytes as the HMAC's output); no two ids alike.
 */
export function parseWebhookSecrets(text: string, minLength: number): HandoverKeys {
  const keys = listEntries(text, 'k2026=<secret>; k2025=<older secret>').map(([id, secret]) => {
    if (!KEY_ID.test(id))
      throw new Error(`key id "${id}": letters, digits, ".", "_" or "-" only, at most 64`);
    if (secret.length < minLength)
      throw new Error(`the secret of ${id} must be at least ${minLength} characters`);
    return { id, secret };
  });
  return { signing: keys[0]!, all: keys };
}

/** The one key of ZONE_WEBHOOK_SECRET. */
export const singleKey = (secret: string): HandoverKeys => {
  const key = { id: DEFAULT_KEY_ID, secret };
  return { signing: key, all: [key] };
};

/** A zone's entry names a police zone of the reference data, or `default` (undefined). */
export function zoneOf(name: string, zoneKeys: ReadonlySet<string>): string | undefined {
  if (name === 'default') return undefined;
  if (!zoneKeys.has(name))
    throw new Error(`${name} is not a police zone of the reference data (be-police-zones.json)`);
  return name;
}

/** ZONE_WEBHOOK_URLS: `default=https://…; 5345=https://…`, each an http(s) address. */
export function parseZoneUrls(text: string, zoneKeys: ReadonlySet<string>): ZoneSetting<string> {
  let fallback: string | undefined;
  const zones: Record<string, string> = {};
  for (const [name, value] of listEntries(text, 'default=https://ris.example/in; 5345=https://…')) {
    const zone = zoneOf(name, zoneKeys);
    httpAddress(name, value);
    if (zone) zones[zone] = value;
    else fallback = value;
  }
  return { default: fallback, zones };
}

/** ZONE_WEBHOOK_VERSION: `1` or `2` for every zone, or `default=2; 5345=1`. */
export function parseZoneVersions(
  text: string,
  zoneKeys: ReadonlySet<string>,
): ZoneSetting<ZoneHandoverVersion> {
  const versionOf = (value: string, name: string): ZoneHandoverVersion => {
    if (value === '1' || value === '2') return Number(value) as ZoneHandoverVersion;
    throw new Error(`the version of ${name} must be 1 or 2`);
  };
  const alone = text.trim();
  if (!alone.includes('=')) return { default: versionOf(alone, 'every zone'), zones: {} };
  let fallback: ZoneHandoverVersion | undefined;
  const zones: Record<string, ZoneHandoverVersion> = {};
  for (const [name, value] of listEntries(text, '2, or default=2; 5345=1')) {
    const zone = zoneOf(name, zoneKeys);
    if (zone) zones[zone] = versionOf(value, name);
    else fallback = versionOf(value, name);
  }
  return { default: fallback, zones };
}

/** The version when none is asked for. */
export const DEFAULT_VERSION: ZoneHandoverVersion = 2;

/**
 * Each zone's receiver from the default address, the zones' own addresses and versions: a zone with a
 * version of its own but no address of its own keeps the default address, in its version.
 */
export function handoverReceivers(
  defaultUrl: string,
  urls: ZoneSetting<string> | undefined,
  versions: ZoneSetting<ZoneHandoverVersion> | undefined,
): HandoverReceivers {
  const version = versions?.default ?? DEFAULT_VERSION;
  const zoneKeys = new Set([...Object.keys(urls?.zones ?? {}), ...Object.keys(versions?.zones ?? {})]);
  return {
    default: { url: defaultUrl, version },
    zones: Object.fromEntries(
      [...zoneKeys].map((zone) => [
        zone,
        { url: urls?.zones[zone] ?? defaultUrl, version: versions?.zones[zone] ?? version },
      ]),
    ),
  };
}
