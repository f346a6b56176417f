// Without zod: the wizards' author-contact list completes an address as it is added (decision 034).

/** A scheme and its `//`, as in `https://`, `ftp://`: the person wrote a whole address. */
const WITH_SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;

/**
 * A host name as people type it, a port perhaps, then perhaps a path, query or fragment:
 * `www.kbc-beveiliging.com/login`, `bpost-pakje.be:8443/?id=1`. Its last label starts with a letter
 * (`kbc.com`, not `1.5`), and nothing before the path holds `@` or a `:` that does not start a port,
 * so `jan@example.be`, `mailto:…` and `javascript:…` are not taken for one.
 */
const HOST_FIRST =
  /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}[\p{L}\p{N}-]*(?::\d{1,5})?(?:[/?#]\S*)?$/u;

/**
 * A web address completed as a browser completes what is typed in its address bar (issue 33): without a
 * scheme it is an `https://` address (`www.kbc-beveiliging.com/login` →
 * `https://www.kbc-beveiliging.com/login`, `//example.be` → `https://example.be`). Anything else is
 * returned trimmed, as typed, for the URL rule to judge.
 */
export function completeWebAddress(value: string): string {
  const typed = value.trim();
  if (typed === '' || WITH_SCHEME.test(typed)) return typed;
  if (typed.startsWith('//')) return `https:${typed}`;
  return HOST_FIRST.test(typed) ? `https://${typed}` : typed;
}
