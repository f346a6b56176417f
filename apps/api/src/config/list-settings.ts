/*
 * Settings written as lists, `name=value; name=value` (decisions 043, 048): the hand-over's keys,
 * receivers and versions, and the banks' fraud desks. Each parser throws a message naming the entry it
 * refuses, never a secret; config.ts turns it into the configuration error naming the variable.
 */

/** `name=value; name=value`, split on each entry's first `=` (a base64 secret ends in `=`). */
export function listEntries(text: string, example: string): [string, string][] {
  const read = text
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry): [string, string] => {
      const at = entry.indexOf('=');
      const name = at < 0 ? '' : entry.slice(0, at).trim();
      const value = at < 0 ? '' : entry.slice(at + 1).trim();
      if (!name || !value) throw new Error(`cannot read "${mask(entry)}": write e.g. ${example}`);
      return [name, value];
    });
  if (read.length === 0) throw new Error(`is empty: write e.g. ${example}`);
  const seen = new Set<string>();
  for (const [name] of read) {
    if (seen.has(name)) throw new Error(`names ${name} twice`);
    seen.add(name);
  }
  return read;
}

/** An entry as an error may quote it: the name, never a secret. */
const mask = (entry: string) => (entry.includes('=') ? `${entry.slice(0, entry.indexOf('='))}=…` : '…');

/** The http(s) address of entry `name`. */
export function httpAddress(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`the address of ${name} is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`the address of ${name} must be http:// or https://`);
  return value;
}
