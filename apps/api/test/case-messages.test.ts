import { apiPath, DECLARATION_STATUS, ENDPOINT, zoneDeclarationEndpoint } from '@pow/contracts';
import type { ZoneCase } from '@pow/contracts/zone-desk';
import { EXAMPLES, until } from '@pow/domain/testing';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedMessages } from '../src/db/schema.ts';
import { CASE_MESSAGE_QUEUE } from '../src/delivery/case-messages.ts';
import { formTitle } from '../src/zone-desk/inbox-query.ts';
import { BACKENDS, Browser, type RunningPortal, startPortal } from './portal-harness.ts';

/*
 * Issue 33, item 7 (decision 054): the person hears when the zone takes their declaration up and when it
 * handles it, on the channel they chose for the summary (Jan: eBox; Marie: e-mail), in the language they
 * declared in, the outcome in words and never the officer's note; a job of its own, retried when no
 * channel takes it. Each test files its own declaration with its own sessions.
 */

type Answer<T> = { data?: T; error?: { key: string } };
const json = { 'content-type': 'application/json' };
const JAN = '85073003328';
const MARIE = '92031412451';
const JAN_NOTE = 'Dader gekend bij de bank: rekening BE71 0961 2345 6769 geblokkeerd.';
const MARIE_NOTE = 'Voisin suspect entendu, dossier transmis au service de quartier.';

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

describe.each(BACKENDS)('the person told of their case on %s', (backend) => {
  let running: RunningPortal;

  beforeAll(async () => {
    running = await startPortal(backend);
  });
  afterAll(async () => {
    await running?.close();
  });

  /** Files a declaration in `language` as `person`, and waits until its zone has it. */
  async function file(person: Browser, declaration: object, language: string) {
    const added = await person.json<Answer<{ guid: string; register: string }>>(
      apiPath(ENDPOINT.informationAdd),
      {
        method: 'POST',
        headers: { ...json, 'idempotency-key': crypto.randomUUID(), 'x-language': language },
        body: JSON.stringify(declaration),
      },
    );
    const { guid, register } = added.body.data!;
    await until(`declaration ${register} at its zone`, async () => {
      const status = await person.json<Answer<{ status: number }>>(apiPath(ENDPOINT.informationStatus), {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ guid }),
      });
      return status.body.data?.status === DECLARATION_STATUS.sentToZone;
    });
    return { guid, register };
  }

  /** The messages about the declaration other than its summary, oldest first. */
  const caseMessages = (guid: string) =>
    running.portal.database.db
      .select()
      .from(capturedMessages)
      .where(
        and(
          eq(capturedMessages.declarationGuid, guid),
          // The summary carries its PDF; the zone's messages carry none.
          sql`not exists (select 1 from captured_attachments a where a.message_id = ${capturedMessages.id})`,
        ),
      )
      .orderBy(asc(capturedMessages.id));

  const messagesArrived = (guid: string, count: number) =>
    until(`${count} case message(s) of ${guid}`, async () => {
      const messages = await caseMessages(guid);
      return messages.length >= count && messages;
    });

  /** The case-message jobs the desk's changes queued for the declaration (in the change's transaction). */
  const queued = async (guid: string) =>
    (await running.portal.boss.findJobs(CASE_MESSAGE_QUEUE, { data: { id: guid } })).length;

  it('tells Jan in Dutch by eBox that Antwerpen took his phishing up, then what came of it, without the note', async () => {
    const jan = await signIn(running.url, JAN);
    const claes = await signIn(running.url, 'inspector.claes', true);
    const { guid, register } = await file(jan, EXAMPLES.phishing, 'nl');
    // The summary went to his eBox before: the zone's messages are the only others.
    expect(await caseMessages(guid)).toEqual([]);

    expect((await act(claes, guid, { action: 'take', version: 1 })).status).toBe(200);
    expect(await queued(guid)).toBe(1);
    const [taken] = await messagesArrived(guid, 1);
    expect(taken).toMatchObject({
      channel: 'ebox',
      recipient: `ebox:${JAN}`,
      subject: `Uw aangifte ${register} is in behandeling bij de politie`,
    });
    const phishing = formTitle('phishing', undefined, 'nl', EXAMPLES.phishing.fact.type);
    expect(taken!.text).toContain(`heeft de politiezone Antwerpen uw aangifte ${register} (${phishing})`);

    // Released, taken again, noted: nothing new to tell the person.
    expect((await act(claes, guid, { action: 'release', version: 2 })).status).toBe(200);
    expect((await act(claes, guid, { action: 'take', version: 3 })).status).toBe(200);
    expect((await act(claes, guid, { action: 'note', version: 4, note: JAN_NOTE })).status).toBe(200);
    expect(await queued(guid)).toBe(1);

    const handled = await act(claes, guid, {
      action: 'handle',
      version: 5,
      outcome: 'report_drawn_up',
      note: JAN_NOTE,
    });
    expect(handled.status).toBe(200);
    const [, closed] = await messagesArrived(guid, 2);
    expect(closed).toMatchObject({
      channel: 'ebox',
      recipient: `ebox:${JAN}`,
      subject: `Uw aangifte ${register} is afgehandeld door de politie`,
    });
    expect(closed!.text).toContain('De politie heeft een proces-verbaal opgesteld');
    for (const message of [taken!, closed!]) {
      expect(message.text).not.toContain('BE71');
      expect(message.text).not.toContain('report_drawn_up');
      expect(message.text).not.toMatch(/\{\{|\}\}/);
    }
    expect(await caseMessages(guid)).toHaveLength(2);
  });

  it('tells Marie in French by e-mail that Liège took her damage up and referred it, and again once reopened and handled', async () => {
    const marie = await signIn(running.url, MARIE);
    const leroy = await signIn(running.url, 'inspectrice.leroy', true);
    const renard = await signIn(running.url, 'commissaire.renard', true);
    const { guid, register } = await file(marie, EXAMPLES.degradation_various, 'fr');

    // Given by the supervisor to Leroy before anyone took it: that is its take-up.
    expect((await act(renard, guid, { action: 'assign', version: 1, matricule: '68421' })).status).toBe(200);
    const [taken] = await messagesArrived(guid, 1);
    expect(taken).toMatchObject({
      channel: 'email',
      recipient: 'marie.dubois@example.be',
      subject: `Votre déclaration ${register} est en traitement à la police`,
    });
    const damage = formTitle('degradation', 'various', 'fr', EXAMPLES.degradation_various.fact.type);
    expect(taken!.text).toContain(
      `la zone de police Liège a pris en traitement votre déclaration ${register} (${damage})`,
    );

    expect(
      (await act(leroy, guid, { action: 'handle', version: 2, outcome: 'referred', note: MARIE_NOTE }))
        .status,
    ).toBe(200);
    const [, referred] = await messagesArrived(guid, 2);
    expect(referred).toMatchObject({
      channel: 'email',
      subject: `Votre déclaration ${register} a été traitée par la police`,
    });
    expect(referred!.text).toContain('Votre déclaration a été transmise à un autre service');

    // Reopened (no message), handled again: the new outcome is told.
    expect((await act(leroy, guid, { action: 'reopen', version: 3 })).status).toBe(200);
    expect(await queued(guid)).toBe(2);
    expect(
      (await act(leroy, guid, { action: 'handle', version: 4, outcome: 'information_only' })).status,
    ).toBe(200);
    const [, , again] = await messagesArrived(guid, 3);
    expect(again!.text).toContain('Votre déclaration a été enregistrée pour information');
    for (const message of await caseMessages(guid)) {
      expect(message.channel).toBe('email');
      expect(message.text).not.toContain('Voisin suspect');
      expect(message.text).not.toMatch(/Goedendag|Guten Tag/);
    }
  });

  it('tries a message again when no channel takes it, and delivers it once one does', async () => {
    const jan = await signIn(running.url, JAN);
    const claes = await signIn(running.url, 'inspector.claes', true);
    const { guid } = await file(jan, EXAMPLES.phishing, 'nl');
    const { db } = running.portal.database;
    // The eBox and the mailbox both refuse this declaration's messages, as two services down would.
    await db.execute(
      sql.raw(`create function refuse_case_message() returns trigger language plpgsql
      as $$ begin raise exception 'mailbox down'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_case_message before insert on captured_messages for each row
      when (new.declaration_guid = '${guid}') execute function refuse_case_message()`),
    );
    try {
      expect((await act(claes, guid, { action: 'take', version: 1 })).status).toBe(200);
      await until('the case message to wait for its retry', async () => {
        const jobs = await running.portal.boss.findJobs(CASE_MESSAGE_QUEUE, { data: { id: guid } });
        return jobs.some((job) => job.state === 'retry');
      });
      expect(await caseMessages(guid)).toEqual([]);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_case_message on captured_messages'));
      await db.execute(sql.raw('drop function refuse_case_message()'));
    }
    // Its next try without waiting out the delay.
    await db.execute(
      sql`update pgboss.job set start_after = now() where name = ${CASE_MESSAGE_QUEUE} and state = 'retry'
        and data->>'id' = ${guid}`,
    );
    const [message] = await messagesArrived(guid, 1);
    expect(message).toMatchObject({ channel: 'ebox', recipient: `ebox:${JAN}` });
  });
});
