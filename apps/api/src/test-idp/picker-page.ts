import { formatRrn, LANGUAGE_NAMES, LOCALE_MENU_ORDER, type Locale } from '@pow/domain';
import type { IdpTexts } from '@pow/i18n/idp';
import { escapeHtml } from '../http/escape-html.ts';
import type { TestIdentities } from './identities.ts';
import { signInCitizens } from './test-provider.ts';

function layout(locale: Locale, t: IdpTexts, heading: string, body: string, uid: string): string {
  const languages = LOCALE_MENU_ORDER.map(
    (l) =>
      `<li><a href="?lang=${l}" lang="${l}" hreflang="${l}"${l === locale ? ' aria-current="true"' : ''}>${LANGUAGE_NAMES[l]}</a></li>`,
  ).join('');
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)} | ${escapeHtml(t.title)}</title>
<link rel="stylesheet" href="/idp-interaction/picker.css">
</head>
<body>
<header><nav aria-label="${escapeHtml(t.language)}"><ul class="languages">${languages}</ul></nav></header>
<main>
<h1>${escapeHtml(heading)}</h1>
<p class="notice">${escapeHtml(t.notice)}</p>
${body}
<form method="post" action="/idp-interaction/${uid}/abort"><button type="submit" class="secondary">${escapeHtml(t.cancel)}</button></form>
</main>
</body>
</html>`;
}

export function citizenPickerPage(
  uid: string,
  locale: Locale,
  t: IdpTexts,
  identities: TestIdentities,
): string {
  const people = signInCitizens(identities)
    .map((c) => {
      const name = `${c.first_name} ${c.last_name}`;
      return `<li class="identity"><h2>${escapeHtml(name)}</h2>
<dl><dt>${escapeHtml(t.rrn)}</dt><dd>${formatRrn(c.rrn)}</dd><dt>${escapeHtml(t.birth_date)}</dt><dd>${escapeHtml(c.birth_date)}</dd></dl>
<form method="post" action="/idp-interaction/${uid}/login"><input type="hidden" name="account" value="${c.rrn}">
<button type="submit" name="method" value="eid" aria-label="${escapeHtml(`${t.sign_in_eid}: ${name}`)}">${escapeHtml(t.sign_in_eid)}</button>
<button type="submit" name="method" value="itsme" aria-label="${escapeHtml(`${t.sign_in_itsme}: ${name}`)}">${escapeHtml(t.sign_in_itsme)}</button>
</form></li>`;
    })
    .join('\n');
  return layout(
    locale,
    t,
    t.citizen_heading,
    `<p>${escapeHtml(t.citizen_intro)}</p><ul class="identities">${people}</ul>`,
    uid,
  );
}

export function officerPickerPage(
  uid: string,
  locale: Locale,
  t: IdpTexts,
  identities: TestIdentities,
): string {
  const officers = identities.police_officers
    .map((o) => {
      const name = `${o.first_name} ${o.last_name}`;
      return `<li class="identity"><h2>${escapeHtml(name)}</h2>
<dl><dt>${escapeHtml(t.matricule)}</dt><dd>${escapeHtml(o.matricule)}</dd><dt>${escapeHtml(t.zone)}</dt><dd>${escapeHtml(o.zone)}</dd></dl>
<form method="post" action="/idp-interaction/${uid}/login"><input type="hidden" name="account" value="${escapeHtml(o.username)}">
<button type="submit" name="method" value="police" aria-label="${escapeHtml(`${t.sign_in_officer}: ${name}`)}">${escapeHtml(t.sign_in_officer)}</button>
</form></li>`;
    })
    .join('\n');
  return layout(
    locale,
    t,
    t.police_heading,
    `<p>${escapeHtml(t.police_intro)}</p><ul class="identities">${officers}</ul>`,
    uid,
  );
}

/** A plain message page, for an expired interaction. */
export function messagePage(locale: Locale, t: IdpTexts, message: string): string {
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title><link rel="stylesheet" href="/idp-interaction/picker.css"></head>
<body><main><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(message)}</p><p><a href="/app/${locale}/home">Police-on-web</a></p></main></body></html>`;
}

export const PICKER_CSS = `
body{font-family:system-ui,sans-serif;margin:0;color:#1a1a1a;background:#f4f6f9;line-height:1.5}
main{max-width:46rem;margin:0 auto;padding:1rem}
h1{color:#12284c}
.notice{background:#fff4ce;border-left:4px solid #8a6d00;padding:.75rem}
.languages{display:flex;gap:1rem;list-style:none;justify-content:flex-end;padding:.5rem 1rem;margin:0;background:#12284c}
.languages a{color:#fff}
.identities{list-style:none;padding:0}
.identity{background:#fff;border:1px solid #c5cbd3;border-radius:6px;padding:1rem;margin:1rem 0}
.identity h2{margin:0 0 .5rem;font-size:1.2rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 1rem}
dd{margin:0}
button{min-height:44px;padding:.5rem 1rem;margin:.25rem .5rem .25rem 0;font-size:1rem;border-radius:4px;border:2px solid #12284c;background:#12284c;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#12284c}
:focus-visible{outline:3px solid #d4351c;outline-offset:2px}
`;
