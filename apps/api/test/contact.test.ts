import { formatBrusselsMoment } from '@pow/domain';
import { until } from '@pow/domain/testing';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, feedback } from '../src/db/schema.ts';
import { applyRetention } from '../src/jobs/housekeeping/retention.ts';
import { BACKENDS, Browser, type RunningPortal, startPortal } from './portal-harness.ts';

type Answer = { data?: unknown; error?: { key: string; path?: string[] } };
type Captured = { data: { id: number; recipient: string; subject: string; text: string }[] };

const message = {
  email: 'marie.dubois@example.be',
  lastname: 'Dubois',
  firstname: 'Marie',
  consent: true,
  body: 'Le formulaire ne s’affiche pas correctement sur mon téléphone.',
  dog_color: '',
};

describe.each(BACKENDS)('contact and feedback on %s', (backend) => {
  let running: RunningPortal;
  let browser: Browser;
  beforeAll(async () => {
    running = await startPortal(backend, { CONTACT_RATE_LIMIT_PER_HOUR: '4' });
    browser = new Browser(running.url);
  });
  afterAll(async () => {
    await running?.close();
  });

  const post = (path: string, body: unknown, language = 'fr') =>
    browser.json<Answer>(`/index.php/api/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-language': language },
      body: JSON.stringify(body),
    });
  const stored = async () =>
    (await running.portal.database.db.select({ n: count() }).from(contactMessages))[0]!.n;

  const mailTo = (recipient: string) =>
    until(`a message to ${recipient}`, async () => {
      const { body } = await browser.json<Captured>('/index.php/dev/messages');
      return body.data.find((m) => m.recipient === recipient);
    });

  it('forwards a message to the mailbox of its reason in its language, and acknowledges it in the sender’s', async () => {
    const answer = await post('contact/accessibility', message);
    expect(answer).toEqual({ status: 200, body: { data: { ok: true } } });
    // The mailbox reads Dutch (CONTACT_MAILBOX_LANGUAGE's default) and Brussels time.
    const mail = await mailTo('accessibility@police-on-web.invalid');
    expect(mail.subject).toBe('[Police-on-web] Toegankelijkheid: Marie Dubois');
    expect(mail.text).toContain('sur mon téléphone');
    expect(mail.text).toContain('Taal van de afzender: Frans');
    const [row] = await running.portal.database.db.select().from(contactMessages);
    expect(mail.text).toContain(`Ontvangen: ${formatBrusselsMoment(row!.createdAt)} (Belgische tijd)`);
    // Marie wrote from a French page: her acknowledgement is in French.
    const acknowledgement = await mailTo('marie.dubois@example.be');
    expect(acknowledgement.subject).toBe('Police-on-web\u202f: nous avons bien reçu votre message');
    expect(acknowledgement.text).toContain('(motif\u202f: Accessibilité)');
    expect(acknowledgement.text).not.toContain('sur mon téléphone');
    // Its job beats: a worker killed while forwarding it does not hold it for pg-boss's 15-minute expiry.
    const jobs = await running.portal.database.db.execute(
      sql`select heartbeat_seconds as "heartbeatSeconds" from pgboss.job where name = 'contact-forward'`,
    );
    expect((jobs as { rows: unknown[] }).rows).toEqual([{ heartbeatSeconds: 10 }]);
  });

  it.each([
    [{ email: 'marie@' }, 'require_email_format', 'email'],
    [{ lastname: '' }, 'required_field', 'lastname'],
    [{ consent: false }, 'consent_required', 'consent'],
    [{ body: 'x'.repeat(1001) }, 'error_max_length', 'body'],
  ])('refuses %o with its key', async (change, key, path) => {
    const before = await stored();
    const answer = await post('contact/faq', { ...message, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({ key, path: [path] });
    expect(await stored()).toBe(before);
  });

  it('refuses an unknown reason', async () => {
    expect((await post('contact/complaints', message)).status).toBe(400);
  });

  it('answers a filled honeypot as a success and keeps nothing', async () => {
    const before = await stored();
    const answer = await post('contact/privacy', { ...message, dog_color: 'brown' });
    expect(answer).toEqual({ status: 200, body: { data: { ok: true } } });
    expect(await stored()).toBe(before);
  });

  it('keeps no message whose forwarding job could not be stored', async () => {
    const { db } = running.portal.database;
    // The job table refuses the forwarding job, as a database failing between the two inserts would.
    await db.execute(
      sql.raw(`create function refuse_job() returns trigger language plpgsql
      as $$ begin raise exception 'job refused'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_contact_job before insert on pgboss.job for each row
      when (new.name = 'contact-forward') execute function refuse_job()`),
    );
    try {
      const before = await stored();
      const answer = await post('contact/technical', message);
      expect(answer.status).toBe(500);
      expect(answer.body.error?.key).toBe('error_occured');
      expect(await stored()).toBe(before);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_contact_job on pgboss.job'));
      await db.execute(sql.raw('drop function refuse_job()'));
    }
  });

  it('limits the messages of one sender per hour', async () => {
    // One message was stored by the first test and one tried by the test before; the limit is 4.
    expect((await post('contact/technical', message)).status).toBe(200);
    expect((await post('contact/technical', message)).status).toBe(200);
    const limited = await post('contact/technical', message);
    expect(limited.status).toBe(429);
    expect(limited.body.error?.key).toBe('error_too_many_requests');
  });

  it('stores page feedback with its page and language, drops robots', async () => {
    expect(
      (await post('feedback', { page: '/de/faq', rating: 4, text: 'Sehr klar.', acknowledged: true }, 'de'))
        .status,
    ).toBe(200);
    expect(
      (await post('feedback', { page: '/de/faq', rating: 5, acknowledged: true, dog_color: 'x' }, 'de'))
        .status,
    ).toBe(200);
    expect((await post('feedback', { page: '/de/faq', rating: 9, acknowledged: true })).status).toBe(400);
    const rows = await running.portal.database.db.select().from(feedback);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ page: '/de/faq', language: 'de', rating: 4, text: 'Sehr klar.' });
  });

  it('deletes contact data after one year', async () => {
    const { db } = running.portal.database;
    // Every message stored by the tests before is forwarded and acknowledged (two mails each) first.
    await until('every message forwarded and acknowledged', async () => {
      const { body } = await browser.json<Captured>('/index.php/dev/messages');
      return body.data.length === 2 * (await stored());
    });
    await db.execute(sql`update contact_messages set created_at = now() - interval '366 days'`);
    await db.execute(sql`update captured_messages set created_at = now() - interval '366 days'`);
    expect(await applyRetention(db)).toBeGreaterThan(0);
    expect(await stored()).toBe(0);
    expect((await browser.json<Captured>('/index.php/dev/messages')).body.data).toEqual([]);
  });

  it('finds the competent police zone of a postcode', async () => {
    const { body } = await browser.json<{
      data: { key: string; name: string; website: string; munText: string }[];
    }>('/index.php/api/v1/reftab/police-zones?postcode=4700', { headers: { 'x-language': 'de' } });
    expect(body.data).toEqual([
      {
        key: '5292',
        code: '5292',
        name: 'Weser-Göhl',
        website: expect.any(String),
        munKey: '63023',
        munText: 'Eupen',
      },
    ]);
    expect((await browser.json('/index.php/api/v1/reftab/police-zones?postcode=47')).status).toBe(400);
    expect(
      (await browser.json<{ data: unknown[] }>('/index.php/api/v1/reftab/police-zones?postcode=0001')).body
        .data,
    ).toEqual([]);
  });
});

describe('with a real SMTP server configured', () => {
  let running: RunningPortal;
  beforeAll(async () => {
    running = await startPortal('pglite', { SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(async () => {
    await running?.close();
  });

  it('has no dev mailbox', async () => {
    expect((await fetch(`${running.url}/index.php/dev/messages`)).status).toBe(404);
  });
});
