import { apiPath, ENDPOINT, myDeclarationEndpoint, zoneDeclarationEndpoint } from '@pow/contracts';
import type { MyDeclaration } from '@pow/contracts/my-declarations';
import type { ZoneAccessLog, ZoneCase, ZoneInbox, ZoneSheet } from '@pow/contracts/zone-desk';
import { EXAMPLES, until } from '@pow/domain/testing';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addenda, zoneOfficers } from '../src/db/schema.ts';
import { BACKENDS, Browser, fileDeclaration, type RunningPortal, startPortal } from './portal-harness.ts';

/*
 * Case ownership and nothing new unseen (issue 30, items 1 and 2; decision 045), over real HTTP: who may
 * change a case, each change versioned, in the case's history and the access log; the person's timeline
 * shows taken, reopened and handled, never a note; an addition reopens a handled case in Antwerpen and
 * flags it in Liège (ZONE_ADDITION_ON_HANDLED below), and the inbox says so until an officer opens it.
 */

type Answer<T> = { data?: T; error?: { key: string } };
const json = { 'content-type': 'application/json' };
const JAN = '85073003328';
const MARIE = '92031412451';
const CLAES = '71234';
const VERMEULEN = '73456';
const WOUTERS = '70518';
const NOTE = 'Bank gebeld: de rekening is geblokkeerd.';

async function signIn(base: string, hint: string, police = false): Promise<Browser> {
  const browser = new Browser(base);
  await browser.follow(`/index.php/app/${police ? 'police/' : ''}login?login_hint=${hint}`);
  return browser;
}

const act = (browser: Browser, id: string, body: object) =>
  browser.json<Answer<ZoneCase>>(apiPath(zoneDeclarationEndpoint(id, 'action')), {
    method: 'POST',
    headers: json,
    body: JSON.stringify(body),
  });
const sheet = (browser: Browser, id: string) =>
  browser.json<Answer<ZoneSheet>>(`${apiPath(zoneDeclarationEndpoint(id))}?lang=nl`);
const inbox = (browser: Browser, query = '') =>
  browser.json<Answer<ZoneInbox>>(`${apiPath(ENDPOINT.zoneDeclarations)}${query}`);
const timeline = async (browser: Browser, id: string) =>
  (await browser.json<Answer<MyDeclaration>>(apiPath(myDeclarationEndpoint(id)))).body.data!;
const stages = (declaration: MyDeclaration) =>
  declaration.stages.slice(4).map((stage) => [stage.stage, stage.state]);
const refused = (status: number, key: string) => ({ status, body: { error: { key } } });

describe.each(BACKENDS)('the case on the desk on %s', (backend) => {
  let running: RunningPortal;
  let jan: Browser;
  let claes: Browser;
  let vermeulen: Browser;
  let wouters: Browser;

  beforeAll(async () => {
    running = await startPortal(backend, { ZONE_ADDITION_ON_HANDLED: 'reopen; 5277=flag' });
    jan = await signIn(running.url, JAN);
    claes = await signIn(running.url, 'inspector.claes', true);
    vermeulen = await signIn(running.url, 'inspecteur.vermeulen', true);
    wouters = await signIn(running.url, 'commissaris.wouters', true);
  });
  afterAll(async () => {
    await running?.close();
  });

  /** Adds a line to the declaration as its owner, and waits until its zone has it. */
  async function add(person: Browser, id: string, text: string) {
    const added = await person.json(apiPath(myDeclarationEndpoint(id, 'addenda')), {
      method: 'POST',
      headers: { ...json, 'idempotency-key': crypto.randomUUID(), 'x-language': 'nl' },
      body: JSON.stringify({ text }),
    });
    expect(added.status).toBe(200);
    const { db } = running.portal.database;
    await until('the addition at its zone', async () => {
      const rows = await db
        .select({ id: addenda.id })
        .from(addenda)
        .where(and(eq(addenda.declarationId, id), isNotNull(addenda.zoneAt)));
      return rows.length > 0;
    });
  }

  it('knows the officers who signed in to the zone, and the test provider’s, by name', async () => {
    const { db } = running.portal.database;
    expect(await db.select().from(zoneOfficers).where(eq(zoneOfficers.matricule, VERMEULEN))).toEqual([
      expect.objectContaining({ zoneKey: '5345', name: 'Lies Vermeulen' }),
    ]);
    // An officer a real provider signed in, as the sign-in records them.
    await db.insert(zoneOfficers).values({ zoneKey: '5345', matricule: '75001', name: 'Karel De Smet' });
    const sent = await fileDeclaration(jan, EXAMPLES.phishing);
    const officers = (await sheet(claes, sent.guid)).body.data!.officers;
    expect(officers).toEqual([
      { matricule: WOUTERS, name: 'An Wouters' },
      { matricule: '75001', name: 'Karel De Smet' },
      { matricule: VERMEULEN, name: 'Lies Vermeulen' },
      { matricule: CLAES, name: 'Tom Claes' },
    ]);
    const taken = await act(claes, sent.guid, { action: 'take', version: 1 });
    expect(await act(claes, sent.guid, { action: 'assign', version: 2, matricule: '75001' })).toMatchObject({
      status: 200,
      body: { data: { owner: '75001', version: 3 } },
    });
    expect(taken.body.data!.owner).toBe(CLAES);
  });

  it('lets Claes take a case and give it to a colleague, who notes and handles it; each change the owner’s or a supervisor’s', async () => {
    const { guid: id } = await fileDeclaration(jan, EXAMPLES.phishing);
    expect(await act(claes, id, { action: 'take', version: 1 })).toMatchObject({
      status: 200,
      body: { data: { state: 'in_treatment', version: 2, owner: CLAES } },
    });
    // Vermeulen is not its owner: he may neither release, give nor handle it.
    for (const body of [
      { action: 'release', version: 2 },
      { action: 'assign', version: 2, matricule: VERMEULEN },
      { action: 'handle', version: 2, outcome: 'information_only' },
    ])
      expect(await act(vermeulen, id, body)).toEqual(refused(403, 'error_zone_not_owner'));
    // Only to an officer the zone knows, other than its owner: not one of Liège, nor an unknown one.
    for (const matricule of ['68421', '99999', CLAES])
      expect(await act(claes, id, { action: 'assign', version: 2, matricule })).toEqual(
        refused(400, 'error_zone_assignee'),
      );
    const given = await act(claes, id, { action: 'assign', version: 2, matricule: VERMEULEN });
    expect(given.body.data).toMatchObject({ state: 'in_treatment', version: 3, owner: VERMEULEN });
    // Claes gave it away: it is no longer his to handle.
    expect(await act(claes, id, { action: 'handle', version: 3, outcome: 'information_only' })).toEqual(
      refused(403, 'error_zone_not_owner'),
    );
    const noted = await act(vermeulen, id, { action: 'note', version: 3, note: `  ${NOTE}  ` });
    expect(noted.body.data).toMatchObject({ version: 4, state: 'in_treatment' });
    // On the screen of before the note: stale.
    expect(await act(vermeulen, id, { action: 'handle', version: 3, outcome: 'information_only' })).toEqual(
      refused(409, 'error_zone_stale'),
    );
    expect(await act(vermeulen, id, { action: 'handle', version: 4, outcome: 'referred' })).toMatchObject(
      refused(400, 'required_field'),
    );
    const handled = await act(vermeulen, id, { action: 'handle', version: 4, outcome: 'information_only' });
    expect(handled.body.data).toMatchObject({
      state: 'handled',
      version: 5,
      owner: VERMEULEN,
      handled_by: VERMEULEN,
      outcome: 'information_only',
      closing_note: null,
    });

    // Reopened by a supervisor (Claes may not: it is not his), then released by its owner.
    expect(await act(claes, id, { action: 'reopen', version: 5 })).toEqual(
      refused(403, 'error_zone_not_owner'),
    );
    const reopened = await act(wouters, id, { action: 'reopen', version: 5 });
    expect(reopened.body.data).toMatchObject({
      state: 'in_treatment',
      version: 6,
      owner: VERMEULEN,
      handled_by: null,
      outcome: null,
    });
    expect(await act(vermeulen, id, { action: 'reopen', version: 6 })).toEqual(
      refused(409, 'error_zone_state'),
    );
    const released = await act(vermeulen, id, { action: 'release', version: 6 });
    expect(released.body.data).toMatchObject({ state: 'new', version: 7, owner: null });

    // The case's history: every change by matricule, under the version it made.
    const history = (await sheet(wouters, id)).body.data!.history;
    expect(
      history.map(({ version, action, by, assignee, outcome, note }) => [
        version,
        action,
        by,
        assignee ?? outcome ?? note,
      ]),
    ).toEqual([
      [2, 'take', CLAES, null],
      [3, 'assign', CLAES, VERMEULEN],
      [4, 'note', VERMEULEN, NOTE],
      [5, 'handle', VERMEULEN, 'information_only'],
      [6, 'reopen', WOUTERS, null],
      [7, 'release', VERMEULEN, null],
    ]);

    // The access log: each change, the given officer's matricule beside the assignment; each refusal
    // too (a body the schema refuses never reaches the case: no line).
    const register = (await sheet(wouters, id)).body.data!.register;
    const linesOf = async (query: string) => {
      const rows: ZoneAccessLog['rows'] = [];
      for (let page = 1; ; page++) {
        const path = `${apiPath(ENDPOINT.zoneAccessLog)}?register=${register}${query}&page=${page}`;
        const { data } = (await wouters.json<Answer<ZoneAccessLog>>(path)).body;
        rows.push(...data!.rows);
        if (rows.length >= data!.total) break;
      }
      return rows
        .filter((row) => row.action !== 'read')
        .map((row) => [row.matricule, row.action, row.subject])
        .reverse();
    };
    expect((await linesOf('')).filter(([, action]) => action !== 'refused')).toEqual([
      [CLAES, 'take', null],
      [CLAES, 'assign', VERMEULEN],
      [VERMEULEN, 'note', null],
      [VERMEULEN, 'handle', null],
      [WOUTERS, 'reopen', null],
      [VERMEULEN, 'release', null],
    ]);
    expect(await linesOf('&action=refused')).toEqual([
      [VERMEULEN, 'refused', 'release: error_zone_not_owner'],
      [VERMEULEN, 'refused', 'assign: error_zone_not_owner'],
      [VERMEULEN, 'refused', 'handle: error_zone_not_owner'],
      [CLAES, 'refused', 'assign: error_zone_assignee'],
      [CLAES, 'refused', 'assign: error_zone_assignee'],
      [CLAES, 'refused', 'assign: error_zone_assignee'],
      [CLAES, 'refused', 'handle: error_zone_not_owner'],
      [VERMEULEN, 'refused', 'handle: error_zone_stale'],
      [CLAES, 'refused', 'reopen: error_zone_not_owner'],
      [VERMEULEN, 'refused', 'reopen: error_zone_state'],
    ]);

    // Jan's timeline: taken, reopened, handled ahead again; never a working note.
    const mine = await timeline(jan, id);
    expect(stages(mine)).toEqual([
      ['in_treatment', 'done'],
      ['reopened', 'done'],
      ['handled', 'ahead'],
    ]);
    expect(JSON.stringify(mine)).not.toContain('geblokkeerd');
  });

  it('reopens a handled case on the person’s addition, and says "new information" until an officer opens it', async () => {
    const { guid: id, register } = await fileDeclaration(jan, EXAMPLES.phishing);
    await act(claes, id, { action: 'take', version: 1 });
    await act(claes, id, { action: 'handle', version: 2, outcome: 'report_drawn_up', note: 'PV opgesteld.' });
    expect(stages(await timeline(jan, id))).toEqual([
      ['in_treatment', 'done'],
      ['handled', 'done'],
    ]);

    await add(jan, id, 'Er werd nog eens 300 euro afgeschreven naar hetzelfde rekeningnummer.');
    const row = async (query = '') =>
      (await inbox(claes, query)).body.data!.rows.find((one) => one.register === register);
    expect(await row()).toMatchObject({ state: 'in_treatment', flags: ['new_information'] });
    expect(await row('?new_information=true')).toBeDefined();
    expect(await row('?new_information=false')).toBeUndefined();
    expect(await inbox(claes, '?new_information=maybe')).toMatchObject(refused(400, 'error_zone_filter'));
    // Claes's screen of the handled case is stale: the case changed under it.
    expect(await act(claes, id, { action: 'reopen', version: 3 })).toEqual(refused(409, 'error_zone_stale'));
    expect(stages(await timeline(jan, id))).toEqual([
      ['in_treatment', 'done'],
      ['reopened', 'done'],
      ['handled', 'ahead'],
    ]);

    // Opened by an officer of the zone: this sheet still says what is new, the inbox no longer does.
    const opened = (await sheet(wouters, id)).body.data!;
    expect(opened).toMatchObject({
      state: 'in_treatment',
      version: 4,
      owner: CLAES,
      flags: ['new_information'],
    });
    expect(opened.history.at(-1)).toMatchObject({ version: 4, action: 'reopen', by: null });
    expect(opened.addenda.map((addendum) => addendum.number)).toEqual([1]);
    expect(await row()).toMatchObject({ state: 'in_treatment', flags: [] });
    expect(await row('?new_information=true')).toBeUndefined();
    // Seeing is not a change: the owner's version still holds.
    expect(
      await act(claes, id, {
        action: 'handle',
        version: 4,
        outcome: 'report_drawn_up',
        note: 'Aanvullend PV.',
      }),
    ).toMatchObject({
      status: 200,
      body: { data: { state: 'handled', version: 5 } },
    });
  });

  it('flags a handled case where the zone chose so (Liège), and an open one everywhere', async () => {
    const marie = await signIn(running.url, MARIE);
    const leroy = await signIn(running.url, 'inspectrice.leroy', true);
    const { guid: id, register } = await fileDeclaration(marie, EXAMPLES.degradation_various);
    await act(leroy, id, { action: 'take', version: 1 });
    await act(leroy, id, { action: 'handle', version: 2, outcome: 'information_only' });
    await add(marie, id, 'Er is nog een tag bijgekomen op de achtergevel.');
    const flagged = (await inbox(leroy)).body.data!.rows.find((one) => one.register === register);
    expect(flagged).toMatchObject({ state: 'handled', flags: ['new_information'] });
    expect((await sheet(leroy, id)).body.data!).toMatchObject({
      state: 'handled',
      version: 4,
      history: [expect.objectContaining({ action: 'take' }), expect.objectContaining({ action: 'handle' })],
    });
    expect(stages(await timeline(marie, id))).toEqual([
      ['in_treatment', 'done'],
      ['handled', 'done'],
    ]);

    // An addition on a case still open flags it, and nothing more.
    const open = await fileDeclaration(jan, EXAMPLES.phishing);
    await add(jan, open.guid, 'Nog een sms ontvangen.');
    expect((await inbox(claes)).body.data!.rows.find((one) => one.id === open.guid)).toMatchObject({
      state: 'new',
      flags: ['new_information'],
    });
  });
});
