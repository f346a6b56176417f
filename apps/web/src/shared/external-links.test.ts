import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@pow/domain';
import { describe, expect, it } from 'vitest';
import { EXTERNAL_ADDRESSES, externalLinks } from './external-links.ts';

const repository = path.resolve(import.meta.dirname, '../../../..');
/** What people read: the web app's code and every catalogue. */
const ROOTS = ['apps/web/src', 'packages/i18n/src'];
const WEB_ADDRESS = /https?:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi;
const MAIL_ADDRESS = /[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi;
/** Not addresses but examples in hints and stories: reserved names (.example, .invalid) and "name@example.be" in each language. */
const EXAMPLE = /\.(example|invalid)$|@(example|voorbeeld|exemple|beispiel)\.be$/;

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.|test-support/.test(entry.name) ? [file] : [];
  });
}

const entries = Object.entries(EXTERNAL_ADDRESSES);

describe('external addresses', () => {
  it('are written in external-links.ts and nowhere else that people read', () => {
    const elsewhere = ROOTS.flatMap((root) => sources(path.join(repository, root)))
      .filter((file) => !file.endsWith(`${path.sep}external-links.ts`))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return [...(text.match(WEB_ADDRESS) ?? []), ...(text.match(MAIL_ADDRESS) ?? [])]
          .filter((address) => !EXAMPLE.test(address))
          .map((address) => `${path.relative(repository, file)}: ${address}`);
      });
    expect(elsewhere).toEqual([]);
  });

  it.each(entries)('%s: a https address or an e-mail address in every language', (_, entry) => {
    for (const locale of LOCALES) {
      const address = entry.at[locale];
      if (address.includes('@')) expect(address).toMatch(/^[\w.+-]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/);
      else expect(new URL(address).protocol).toBe('https:');
    }
  });

  it.each(entries)('%s: German pages link to the German page where the owner has one', (_, entry) => {
    const { nl, fr, de } = entry.at;
    // One address for all (a query parameter or one mailbox), or a German one of its own.
    if (entry.german === 'own' && nl !== fr) expect([nl, fr]).not.toContain(de);
    if (entry.german === 'none') expect(de, 'without a German page, German shows the French one').toBe(fr);
  });

  it.each(entries)('%s: confirmed on a real day, not in the future', (_, entry) => {
    if (entry.confirmed === null) return;
    expect(entry.confirmed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${entry.confirmed}T00:00:00Z`).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('passes the language to the federal services that take it as a parameter (spec §2)', () => {
    expect(externalLinks.theftDeclaration('de')).toBe('https://www.polizei.be/e-schalter?lang=de');
    expect(externalLinks.alarmRegistration('fr')).toBe('https://www.myalarm.be/?lang=fr');
  });
});
