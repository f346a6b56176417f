/** The sender-hash key of the embedded default: public in this repository, so never a secret. */
export const DEVELOPMENT_SENDER_HASH_KEY = 'embedded-default-sender-hash-key';

/**
 * The key that signs the banks' notices without BANK_FRAUD_SECRETS: public in this repository, so only
 * for the built-in receiver of the demonstration mode (decision 048).
 */
export const DEVELOPMENT_BANK_FRAUD_KEY = {
  id: 'development',
  secret: 'embedded-default-bank-fraud-desk-key',
};

/** The path of the built-in fraud desk of the demonstration mode, below PUBLIC_URL (decision 048). */
export const BUILT_IN_DESK_PATH = '/index.php/dev/bank-fraud-desk';

/** The shortest key of the hand-over's signature (HMAC-SHA256): 32 characters, as many bytes as its output. */
export const ZONE_WEBHOOK_SECRET_MIN = 32;

/** What the production rule reads: the settings as parsed, adapters already resolved. */
export interface ProductionSettings {
  PUBLIC_URL?: string | undefined;
  OIDC_ISSUER?: string | undefined;
  REGISTRY_ADAPTER: string;
  EBOX_ADAPTER: string;
  SMTP_URL?: string | undefined;
  SENDER_HASH_KEY: string;
  ZONE_WEBHOOK_URL?: string | undefined;
  /** The receivers by zone, as parsed: every one must be https:// as well. */
  ZONE_WEBHOOK_URLS?: { default: string | undefined; zones: Readonly<Record<string, string>> } | undefined;
  /** The banks' fraud desks as parsed (undefined: the built-in receiver), and whether keys were given. */
  BANK_FRAUD_DESKS?: { default: string; banks: Readonly<Record<string, string>> } | undefined;
  BANK_FRAUD_SECRETS?: unknown;
}

export interface Refusal {
  setting: string;
  message: string;
}

/**
 * Production mode when the platform says so (NODE_ENV) or the operator does (PORTAL_MODE); a
 * PORTAL_MODE of demonstration cannot lift NODE_ENV=production, so no image starts a demonstration
 * on a public address by mistake.
 */
export const isProduction = (env: { NODE_ENV?: string | undefined; PORTAL_MODE?: string | undefined }) =>
  env.NODE_ENV === 'production' || env.PORTAL_MODE === 'production';

/**
 * Every test part a production configuration still has in force, each named by the setting that
 * replaces it (issue 20): a portal open to the public must sign people in, look them up, deliver and
 * mail through the real services, keep its sender key secret and be reached over HTTPS only.
 */
export function productionRefusals(settings: ProductionSettings): Refusal[] {
  const refusals: Refusal[] = [];
  if (!settings.OIDC_ISSUER) {
    refusals.push({
      setting: 'OIDC_ISSUER',
      message:
        'unset, so the built-in test identity provider signs anyone in as any citizen or officer; set OIDC_ISSUER and POLICE_OIDC_ISSUER with their client settings',
    });
  }
  if (settings.REGISTRY_ADAPTER === 'test') {
    refusals.push({
      setting: 'REGISTRY_ADAPTER',
      message: 'test answers registry look-ups from fixtures; set REGISTRY_URL (the registry gateway)',
    });
  }
  if (settings.EBOX_ADAPTER === 'test') {
    refusals.push({
      setting: 'EBOX_ADAPTER',
      message: 'test only keeps eBox messages in the dev mailbox; set EBOX_URL (the eBox gateway)',
    });
  }
  if (!settings.SMTP_URL) {
    refusals.push({
      setting: 'SMTP_URL',
      message:
        'unset, so every e-mail and PDF is captured in the dev mailbox, open to anyone; set the SMTP server',
    });
  }
  if (settings.SENDER_HASH_KEY === DEVELOPMENT_SENDER_HASH_KEY) {
    refusals.push({
      setting: 'SENDER_HASH_KEY',
      message: 'the development key, public in the source code; set a secret of at least 16 characters',
    });
  }
  // A declaration, the person's identity in it, must not cross the network in clear (the secret only signs).
  if (settings.ZONE_WEBHOOK_URL && !settings.ZONE_WEBHOOK_URL.startsWith('https://')) {
    refusals.push({
      setting: 'ZONE_WEBHOOK_URL',
      message: `${settings.ZONE_WEBHOOK_URL} is not https://; declarations must reach the police information system over HTTPS`,
    });
  }
  const receivers = settings.ZONE_WEBHOOK_URLS;
  const plain = Object.entries({ default: receivers?.default, ...receivers?.zones }).filter(
    ([, url]) => url !== undefined && !url.startsWith('https://'),
  );
  if (plain.length > 0) {
    refusals.push({
      setting: 'ZONE_WEBHOOK_URLS',
      message: `${plain.map(([zone]) => zone).join(', ')} not https://; declarations must reach the police information system over HTTPS`,
    });
  }
  // A victim's name, account and transfers go to a bank's fraud desk, never to the dev mailbox (decision 048).
  const desks = settings.BANK_FRAUD_DESKS;
  if (!desks) {
    refusals.push({
      setting: 'BANK_FRAUD_DESKS',
      message:
        "unset, so the banks' notices go to the built-in receiver and the dev mailbox; set each bank's fraud desk and default=",
    });
  }
  const deskEntries = Object.entries({ default: desks?.default, ...desks?.banks });
  const builtIn = deskEntries.filter(
    ([, url]) => url !== undefined && new URL(url).pathname.startsWith(BUILT_IN_DESK_PATH),
  );
  if (builtIn.length > 0) {
    refusals.push({
      setting: 'BANK_FRAUD_DESKS',
      message: `${builtIn.map(([bank]) => bank).join(', ')} point to the built-in receiver of the demonstration mode; name the banks' own fraud desks`,
    });
  }
  const plainDesks = deskEntries.filter(([, url]) => url !== undefined && !url.startsWith('https://'));
  if (plainDesks.length > 0) {
    refusals.push({
      setting: 'BANK_FRAUD_DESKS',
      message: `${plainDesks.map(([bank]) => bank).join(', ')} not https://; a victim's transfers must reach the banks over HTTPS`,
    });
  }
  if (!settings.BANK_FRAUD_SECRETS) {
    refusals.push({
      setting: 'BANK_FRAUD_SECRETS',
      message: "unset, so the banks' notices are signed with the development key, public in the source code",
    });
  }
  if (!settings.PUBLIC_URL?.startsWith('https://')) {
    refusals.push({
      setting: 'PUBLIC_URL',
      message: `${settings.PUBLIC_URL ?? 'unset (http://localhost)'} is not https://; people must reach the portal over HTTPS`,
    });
  }
  return refusals;
}
