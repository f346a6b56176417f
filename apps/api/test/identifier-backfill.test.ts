import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { apiPath, myDeclarationEndpoint, zoneDeclarationEndpoint } from '@pow/contracts';
import type { ZoneSheet } from '@pow/contracts/zone-desk';
import { EXAMPLES, until } from '@pow/domain/testing';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addenda, declarationIdentifiers, declarations } from '../src/db/schema.ts';
import { backfillIdentifiers } from '../src/identifiers/backfill-identifiers.ts';
import {
  BACKENDS,
  Browser,
  emptyDatabase,
  fileDeclaration,
  PGLITE_TEMPLATE_ENV,
  type RunningPortal,
  startPortal,
} from './portal-harness.ts';

type Answer<T> = { data?: T; error?: { key: string } };
type Filed = { guid: string; register: string };

/** The fraudster's account of the example, and a phone named only in Jan's addition. */
const IBAN = 'BE71096123456769';
const ADDED_PHONE = '+32489123456';
const DAY_MS = 86_400_000;

/** The command, as an operator runs it: `npm run identifiers:backfill`, the server's settings. */
const command = path.resolve(import.meta.dirname, '../src/identifiers/backfill-identifiers.ts');

async function signIn(base: string, hint: string, police = false): Promise<Browser> {
  const browser = new Browser(base);
  await browser.follow(`/index.php/app/${police ? 'police/' : ''}login?login_hint=${hint}`);
  return browser;
}

/**
 * Declarations and an addition as they were stored before migration 0018: nothing of theirs in the
 * index, and (migration 0020) never marked indexed. The backfill indexes them once, on their own days.
 */
describe.each(BACKENDS)('the identifiers of declarations stored before their index, on %s', (backend) => {
  let dataDir: string;
  let shared: Awaited<ReturnType<typeof emptyDatabase>> | undefined;
  let running: RunningPortal | undefined;
  let antwerp: Filed;
  let liege: Filed;
  /** A declaration whose stored payload no longer reads as a declaration. */
  let broken: Filed;
  let leroy: Browser;
  let janAddition: string;
  /** When Jan's declaration and his addition were received, as stored (backdated beyond 30 days). */
  let antwerpAt: Date;
  let additionAt: Date;

  const storage = () => ({ DATA_DIR: dataDir, ...(shared ? { DATABASE_URL: shared.url } : {}) });
  const db = () => running!.portal.database.db;
  const related = async () =>
    (await leroy.json<Answer<ZoneSheet>>(`${apiPath(zoneDeclarationEndpoint(liege.guid))}?lang=nl`)).body
      .data!.related;
  const indexOf = (guid: string) =>
    db()
      .select({
        kind: declarationIdentifiers.kind,
        value: declarationIdentifiers.value,
        namedAt: declarationIdentifiers.namedAt,
      })
      .from(declarationIdentifiers)
      .where(eq(declarationIdentifiers.declarationId, guid))
      .orderBy(asc(declarationIdentifiers.kind), asc(declarationIdentifiers.value));
  /** Leaves the rows as a database migrated from before 0018 holds them. */
  const asBefore0018 = async (guids: readonly string[], addition?: string) => {
    await db().delete(declarationIdentifiers).where(inArray(declarationIdentifiers.declarationId, guids));
    await db()
      .update(declarations)
      .set({ identifiersIndexedAt: null })
      .where(inArray(declarations.id, guids));
    if (addition)
      await db().update(addenda).set({ identifiersIndexedAt: null }).where(eq(addenda.id, addition));
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pow-identifiers-'));
    const template = process.env[PGLITE_TEMPLATE_ENV];
    if (backend === 'pglite' && template)
      await cp(template, path.join(dataDir, 'pglite'), { recursive: true });
    if (backend === 'postgres') shared = await emptyDatabase('identifiers');
    running = await startPortal(backend, storage());
    const jan = await signIn(running.url, '85073003328');
    const marie = await signIn(running.url, '92031412451');
    [antwerp, liege, broken] = await Promise.all([
      fileDeclaration(jan, EXAMPLES.phishing),
      fileDeclaration(marie, EXAMPLES.phishing),
      fileDeclaration(marie, EXAMPLES.phishing),
    ]);
    leroy = await signIn(running.url, 'inspectrice.leroy', true);
    await until(`${liege.register} at its zone, with ${antwerp.register} beside it`, async () =>
      (await related())?.some((one) => one.declarations.some((other) => other.register === antwerp.register)),
    );
    // The one to be broken at its zone first: its jobs read the payload it had.
    await until(`${broken.register} at its zone`, async () => {
      const answer = await leroy.fetch(`${apiPath(zoneDeclarationEndpoint(broken.guid))}?lang=nl`);
      return answer.status === 200;
    });
    const added = await jan.json<Answer<{ number: number }>>(
      apiPath(myDeclarationEndpoint(antwerp.guid, 'addenda')),
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': crypto.randomUUID(),
          'x-language': 'nl',
        },
        body: JSON.stringify({ text: 'Hij belde me opnieuw vanaf 0489 12 34 56, voor dezelfde rekening.' }),
      },
    );
    expect(added.status).toBe(200);
    janAddition = (
      await db().select({ id: addenda.id }).from(addenda).where(eq(addenda.declarationId, antwerp.guid))
    )[0]!.id;
    expect((await indexOf(antwerp.guid)).map((row) => row.value)).toContain(ADDED_PHONE);

    // Stored six weeks ago, added to five weeks ago, before the index existed.
    antwerpAt = new Date(Date.now() - 42 * DAY_MS);
    additionAt = new Date(Date.now() - 35 * DAY_MS);
    await db().update(declarations).set({ createdAt: antwerpAt }).where(eq(declarations.id, antwerp.guid));
    await db().update(addenda).set({ createdAt: additionAt }).where(eq(addenda.id, janAddition));
    await db()
      .update(declarations)
      .set({ payload: { form: 'phishing' } })
      .where(eq(declarations.id, broken.guid));
    await asBefore0018([antwerp.guid, liege.guid, broken.guid], janAddition);
  });
  afterAll(async () => {
    await running?.close();
    await shared?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finds nothing related before, counts what is left in a dry run, and changes nothing then', async () => {
    expect(await related()).toEqual([]);
    const dry = await backfillIdentifiers(running!.portal.database, { dryRun: true });
    expect(dry).toEqual({ declarations: 3, addenda: 1, identifiers: 0, unreadable: 0 });
    expect(await indexOf(antwerp.guid)).toEqual([]);
  });

  it('indexes each declaration and addition once, in batches, on the day it was received, and logs it', async () => {
    const said: string[] = [];
    const result = await backfillIdentifiers(running!.portal.database, {
      batch: 1,
      log: (line) => said.push(line),
    });
    expect(result).toMatchObject({ declarations: 2, addenda: 1, unreadable: 1 });
    // One line a batch (one row each), the unreadable one named by its id, not its content.
    expect(
      said.filter((line) => /^1 (declaration|addition)\(s\) indexed, \d+ identifier/.test(line)),
    ).toHaveLength(3);
    expect(said.find((line) => line.includes(broken.guid))).toMatch(/^declaration .* left unindexed: /);
    expect(said.join('\n')).not.toMatch(/Peeters|Dubois|@|85073003328/);

    const jan = await indexOf(antwerp.guid);
    expect(jan.find((row) => row.kind === 'iban' && row.value === IBAN)?.namedAt.getTime()).toBe(
      antwerpAt.getTime(),
    );
    // What only the addition named is named on the addition's day.
    expect(jan.find((row) => row.value === ADDED_PHONE)?.namedAt.getTime()).toBe(additionAt.getTime());
    expect(result.identifiers).toBe(jan.length + (await indexOf(liege.guid)).length);
    // The desk puts them side by side again.
    expect(
      (await related())?.find((one) => one.kind === 'iban')?.declarations.map((one) => one.register),
    ).toEqual([antwerp.register]);
    // Marked, but for the unreadable one, which the next run tries again.
    const marked = await db()
      .select({ id: declarations.id, at: declarations.identifiersIndexedAt })
      .from(declarations)
      .where(inArray(declarations.id, [antwerp.guid, liege.guid, broken.guid]));
    expect(Object.fromEntries(marked.map((row) => [row.id, row.at !== null]))).toEqual({
      [antwerp.guid]: true,
      [liege.guid]: true,
      [broken.guid]: false,
    });
  });

  it('adds nothing when run again, nor when two runs meet', async () => {
    const before = await indexOf(antwerp.guid);
    const again = await backfillIdentifiers(running!.portal.database);
    expect(again).toEqual({ declarations: 0, addenda: 0, identifiers: 0, unreadable: 1 });
    // Forgotten again (a restore of an old backup beside the new index): two runs at once add nothing.
    await asBefore0018([antwerp.guid]);
    await db().update(addenda).set({ identifiersIndexedAt: null }).where(eq(addenda.id, janAddition));
    await db()
      .insert(declarationIdentifiers)
      .values(
        before.map(({ kind, value, namedAt }) => ({ declarationId: antwerp.guid, kind, value, namedAt })),
      );
    const runs = await Promise.all([
      backfillIdentifiers(running!.portal.database),
      backfillIdentifiers(running!.portal.database),
    ]);
    expect(runs.map((run) => run.identifiers)).toEqual([0, 0]);
    expect(runs.reduce((sum, run) => sum + run.declarations, 0)).toBe(1);
    expect(runs.reduce((sum, run) => sum + run.addenda, 0)).toBe(1);
    expect(await indexOf(antwerp.guid)).toEqual(before);
  });

  it('runs as the operator runs it, with the server stopped, and says what is left unreadable', async () => {
    await asBefore0018([liege.guid]);
    await running!.close();
    running = undefined;
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, [command, ...args], {
        env: { ...process.env, ...storage(), LOG_LEVEL: 'silent' },
      }).then(
        ({ stdout }) => ({ code: 0, stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      );
    expect(await run('--dry-run')).toEqual({
      code: 0,
      stdout: '2 declaration(s) and 0 addition(s) to index\n',
    });
    const { code, stdout } = await run();
    // The broken one keeps the command from saying all is well.
    expect(code).toBe(1);
    expect(stdout.trim().split('\n').at(-1)).toMatch(
      /^1 declaration\(s\) and 0 addition\(s\) indexed, \d+ identifier\(s\) added, 1 left unreadable$/,
    );
    running = await startPortal(backend, storage());
    expect((await indexOf(liege.guid)).map((row) => row.value)).toContain(IBAN);
  });
});
