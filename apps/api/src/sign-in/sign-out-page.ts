import { APP_BASE, LOGOUT_PATH, type Locale } from '@pow/domain';
import type { SignOutTexts } from '@pow/i18n/sign-out';
import { escapeHtml } from '../http/escape-html.ts';

export const SIGN_OUT_CSS_PATH = `${LOGOUT_PATH}/page.css`;

/** The portal's colours, focus ring and 44 px targets, in a file: the CSP allows no inline style. */
export const SIGN_OUT_CSS = `body{margin:0;font-family:system-ui,sans-serif;line-height:1.5;color:#1b1f24;background:#f4f6fa}
main{max-width:40rem;margin:0 auto;padding:2rem 1rem}
h1{font-size:1.5rem;line-height:1.25;color:#14306b}
form{margin:1.5rem 0}
button{min-height:44px;padding:0 1.25rem;border:0;border-radius:6px;background:#1a4fa3;color:#fff;font:inherit;cursor:pointer}
button:hover{background:#14306b}
a{display:inline-flex;align-items:center;min-height:44px;color:#1a4fa3}
:focus-visible{outline:3px solid #ffdd00;box-shadow:0 0 0 6px #0b0c0c}`;

/**
 * Asks a person who arrived at the sign-out address from another site to confirm: the button posts
 * to the portal itself, which another site cannot make a browser do with the session cookie.
 */
export function signOutConfirmationPage(locale: Locale, t: SignOutTexts): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<link rel="stylesheet" href="${SIGN_OUT_CSS_PATH}">
</head>
<body>
<main>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.text)}</p>
<form method="post" action="${LOGOUT_PATH}"><input type="hidden" name="lang" value="${locale}"><button type="submit">${escapeHtml(t.confirm)}</button></form>
<p><a href="${APP_BASE}/${locale}/home">${escapeHtml(t.stay)}</a></p>
</main>
</body>
</html>`;
}
