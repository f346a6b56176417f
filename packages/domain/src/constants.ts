/** Business constants of spec §3 and §9, defined once for the browser, the server and the tests. */

/** Server-side session lifetime after the last activity: 2 hours. */
export const SESSION_LIFETIME_MS = 2 * 60 * 60 * 1000;
/** However often it is renewed, a session ends 12 hours after sign-in (ASVS 7.3.2). */
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** How long before the end of a session the browser warns and offers renewal. */
export const SESSION_WARNING_MS = 5 * 60 * 1000;
/** Concurrent session look-ups wait and poll every 500 ms. */
export const SESSION_WAIT_POLL_MS = 500;

/** Browser storage names carry this prefix. */
export const STORAGE_PREFIX = 'pow_';
export const SESSION_COOKIE = 'pow_session';
export const CONSENT_COOKIE = 'pow_cookies';
/** The cookie dialog's class, by which the server finds it in a page drawn at build time (decision 037). */
export const CONSENT_DIALOG_CLASS = 'consent-dialog';
export const LOCALE_COOKIE = 'pow_locale';
export const SELECTED_LOCALE_STORAGE = 'pow_selected_locale';
export const CONSENT_MAX_AGE_DAYS = 180;

export const NOTIFICATION_TIMEOUT_MS = 5000;
export const NOTIFICATION_POSITION = 'bottom';
export const CONTACT_SUCCESS_NOTICE_MS = 60_000;

/** Page feedback: at most this many characters of text (spec §3). */
export const FEEDBACK_TEXT_MAX = 1000;

export const EMERGENCY_MEDICAL = '112';
export const EMERGENCY_POLICE = '101';
/** Card Stop, to block a bank card day and night (Worldline, for the Belgian banks). */
export const CARD_STOP_PHONE = '078 170 170';
export const CHILD_PROTECTION_PHONE = '116 000';
/**
 * Where to forward a suspicious message, as Safeonweb (Centre for Cybersecurity Belgium) publishes it per
 * language: the phishing checklist shows it, and the portal forwards an author's addresses to it with the
 * victim's consent (decision 048). Its owner and confirmation are in the web's external-links.ts.
 */
export const SUSPICIOUS_MESSAGE_ADDRESSES = {
  nl: 'verdacht@safeonweb.be',
  fr: 'suspect@safeonweb.be',
  de: 'suspekt@safeonweb.be',
} as const;
export const VICTIM_SUPPORT_PHONE = '0800/12 800';

/**
 * How many working days a zone usually takes to take a declaration up (issue 33): what the sent page and
 * the person's timeline say, in words, while too few recent cases give an expected time of their own.
 */
export const USUAL_TAKE_UP_WORKING_DAYS = 2;
/** Doc Stop, to block a lost or stolen Belgian identity document, day and night (FPS Home Affairs). */
export const DOC_STOP_PHONE = '00800 2123 2123';

export const MAX_ATTACHMENTS_BYTES = 10 * 1024 * 1024;
export const RRN_LENGTH = 11;
export const DEFAULT_PHONE_PREFIX = '32';
export const PHISHING_FACT_TYPE = '5731';

/** Base paths: the SPA and the server-side sign-in pages (the API's: @pow/contracts). */
export const APP_BASE = '/app';
export const LOGIN_PATH = '/index.php/app/login';
export const POLICE_LOGIN_PATH = '/index.php/app/police/login';
export const LOGOUT_PATH = '/index.php/app/logout';

/** The portal's mode, set by the server on the SPA's <html> so the frame knows it before its first render. */
export const PORTAL_MODE_ATTRIBUTE = 'data-portal-mode';
export type PortalMode = 'demonstration' | 'production';

/** What an attachment may be (spec §5: images, .jpg included, and PDF), checked by content, not by name. */
export const ACCEPTED_UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/avif',
  'image/bmp',
  'image/tiff',
  'application/pdf',
] as const;
export const MAX_ATTACHMENTS_PER_DECLARATION = 20;

/**
 * Status polling of the sent page (spec §4, §9): only for a signed-in citizen with a request id; first
 * call after 3 s, then every second, at most 20 calls; it stops at status 3 or more, or -1.
 */
export const STATUS_POLL_FIRST_MS = 3000;
export const STATUS_POLL_INTERVAL_MS = 1000;
export const STATUS_POLL_MAX = 20;

/**
 * The police provider's role that lets an officer read the access log of their zone (issue 16). Here,
 * not beside the session's schema: the first download reads it and must not pull zod in.
 */
export const SUPERVISOR_ROLE = 'supervisor';
