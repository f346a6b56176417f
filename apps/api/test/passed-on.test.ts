import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import {
  apiPath,
  BankFraudNoticeSchema,
  type DeclarationStatus,
  ENDPOINT,
  isFinalStatus,
  myDeclarationEndpoint,
  type PassedOn,
  zoneDeclarationEndpoint,
} from '@pow/contracts';
import type { MyDeclaration } from '@pow/contracts/my-declarations';
import type { ZoneSheet } from '@pow/contracts/zone-desk';
import { EXAMPLES, until } from '@pow/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSED_ON_QUEUE } from '../src/bank-notices/passed-on-queue.ts';
import { BACKENDS, Browser, fileDeclaration, type RunningPortal, startPortal } from './portal-harness.ts';

type Answer<T> = { data?: T; error?: { key: string } };
const KEY_ID = 'k2026';
const SECRET = 'the-banks-fraud-desks-share-this-key-0123';

/** One attempt as a fraud desk received it, and what it answered. */
interface Delivery {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  answered: number;
}

/** The desk's own check of a notice: `kid=<id>,sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">`. */
function verifies(delivery: Delivery): boolean {
  const named = /^kid=([^,]+),sha256=([0-9a-f]{64})$/.exec(String(delivery.headers['x-portal-signature']));
  if (named?.[1] !== KEY_ID) return false;
  const signed = `${delivery.headers['x-portal-timestamp']}.${delivery.body}`;
  return createHmac('sha256', SECRET).update(signed).digest('hex') === named[2];
}

/**
 * Three fraud desks of the test's own: Belfius refuses the first attempt of each notice with 503 and
 * keeps the next, after checking its signature; KBC's refuses every one; the default desk keeps all.
 */
async function startDesks(): Promise<{ server: Server; url: string; deliveries: Delivery[] }> {
  const deliveries: Delivery[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const delivery = {
      path: request.url ?? '',
      headers: request.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    const seen = deliveries.some(
      (earlier) =>
        earlier.path === delivery.path &&
        earlier.headers['idempotency-key'] === delivery.headers['idempotency-key'],
    );
    const answered = !verifies({ ...delivery, answered: 0 })
      ? 401
      : delivery.path === '/kbc' || (delivery.path === '/belfius' && !seen)
        ? 503
        : 200;
    deliveries.push({ ...delivery, answered });
    response.writeHead(answered).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { server, url: `http://127.0.0.1:${port}`, deliveries };
}

describe.each(BACKENDS)('what a victim lets the police pass on at once, on %s', (backend) => {
  let running: RunningPortal;
  let desks: Awaited<ReturnType<typeof startDesks>>;
  let jan: Browser;
  let consented: { guid: string; register: string };
  let refused: { guid: string; register: string };

  beforeAll(async () => {
    desks = await startDesks();
    running = await startPortal(backend, {
      BANK_FRAUD_DESKS: `GKCCBEBB=${desks.url}/belfius; KREDBEBB=${desks.url}/kbc; default=${desks.url}/default`,
      BANK_FRAUD_SECRETS: `${KEY_ID}=${SECRET}`,
      BANK_FRAUD_RETRY_LIMIT: '2',
      BANK_FRAUD_RETRY_DELAY: '0',
    });
    jan = new Browser(running.url);
    await jan.follow('/index.php/app/login?login_hint=85073003328');
    // His account at KBC, the money gone to one at Belfius; the author's e-mail and website given.
    consented = await fileDeclaration(jan, EXAMPLES.phishing);
    const { takedown: _takedown, bank_notice: _banks, ...without } = structuredClone(EXAMPLES.phishing);
    refused = await fileDeclaration(jan, without);
  });
  afterAll(async () => {
    await running?.close();
    await new Promise((resolve) => desks?.server.close(resolve));
  });

  const status = async (guid: string) =>
    (
      await jan.json<Answer<DeclarationStatus>>(apiPath(ENDPOINT.informationStatus), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ guid }),
      })
    ).body.data!;
  /** What the sent page reads once nothing is on its way any more. */
  const settled = (guid: string) =>
    until(`what ${guid} passes on to be settled`, async () => {
      const answer = await status(guid);
      const states = [
        ...answer.passed_on.banks,
        ...(answer.passed_on.takedown ? [answer.passed_on.takedown] : []),
      ];
      return isFinalStatus(answer.status) && states.every(({ state }) => state !== 'pending') && answer;
    });
  const noticesOf = (register: string) =>
    desks.deliveries.filter((delivery) => delivery.body.includes(register));

  it('tells the receiving bank at once, signed, and again after its refusal', async () => {
    const answer = await settled(consented.guid);
    const belfius = noticesOf(consented.register).filter((delivery) => delivery.path === '/belfius');
    expect(belfius.map((delivery) => delivery.answered)).toEqual([503, 200]);
    // One notice: both attempts carry its id as their Idempotency-Key, each signed anew.
    expect(new Set(belfius.map((delivery) => delivery.headers['idempotency-key'])).size).toBe(1);
    expect(belfius.every(verifies)).toBe(true);
    expect(belfius[1]!.headers['x-portal-document']).toBe('bankFraudNotice');

    const notice = BankFraudNoticeSchema.parse(JSON.parse(belfius[1]!.body));
    expect(notice).toMatchObject({
      version: 1,
      notice: belfius[1]!.headers['idempotency-key'],
      declaration: { register: consented.register, zone: { key: '5345' } },
      fact_date: '2025-03-12',
      fact_time: '14:35',
      bank: { bic: 'GKCCBEBB', name: 'Belfius Bank', country: 'BE', roles: ['beneficiary'] },
      victim: { name: 'Jan Peeters', iban: 'BE09734123456757' },
      transfers: [
        {
          amount: '1250.00',
          currency: 'EUR',
          beneficiary_iban: 'BE71096123456769',
          beneficiary_country: 'BE',
          beneficiary_bank: 'Belfius Bank',
        },
      ],
    });
    // Only what the bank needs: no national number, address, e-mail or story.
    for (const kept of ['85073003328', 'jan.peeters@example.be', 'Meir', 'kaartlezer'])
      expect(belfius[1]!.body).not.toContain(kept);

    const told = answer.passed_on.banks.find((bank) => bank.bic === 'GKCCBEBB');
    expect(told).toMatchObject({ bank: 'Belfius Bank', state: 'delivered' });
    expect(Date.parse(told!.at!)).toBeLessThanOrEqual(Date.now());
  });

  it('gives up on a desk that keeps refusing, after the retries, and says so: the zone follows up', async () => {
    const answer = await settled(consented.guid);
    const kbc = noticesOf(consented.register).filter((delivery) => delivery.path === '/kbc');
    // The first attempt and two retries (BANK_FRAUD_RETRY_LIMIT=2), all refused.
    expect(kbc.map((delivery) => delivery.answered)).toEqual([503, 503, 503]);
    expect(answer.passed_on.banks.find((bank) => bank.bic === 'KREDBEBB')).toMatchObject({
      bank: 'KBC Bank',
      state: 'failed',
    });
    const jobs = await until('the passed-on job to end', async () => {
      const found = await running.portal.boss.findJobs(PASSED_ON_QUEUE, { data: { id: consented.guid } });
      return found.length > 0 && found.every((job) => job.state === 'failed') && found;
    });
    expect(jobs).toHaveLength(1);
  });

  it("forwards the author's web and e-mail addresses to Safeonweb in the declaration's language", async () => {
    const answer = await settled(consented.guid);
    expect(answer.passed_on.takedown).toMatchObject({ address: 'verdacht@safeonweb.be', state: 'delivered' });
    const { data: messages } = (
      await jan.json<{ data: { recipient: string; subject: string; text: string }[] }>(
        '/index.php/dev/messages',
      )
    ).body;
    const forwarded = messages.filter(
      (message) =>
        message.recipient === 'verdacht@safeonweb.be' && message.subject.includes(consented.register),
    );
    expect(forwarded).toHaveLength(1);
    expect(forwarded[0]!.text).toContain('veiligheid@mijnbank-controle.example');
    expect(forwarded[0]!.text).toContain('https://mijnbank-controle.example/login?ref=sms&id=4817');
    // Neither the phone number nor the account, nor anything of the victim.
    for (const kept of ['0489', '@mijnbank_hulp', 'Peeters', '85073003328'])
      expect(forwarded[0]!.text).not.toContain(kept);
  });

  it('says it on My declarations and on the zone’s sheet', async () => {
    await settled(consented.guid);
    const mine = (
      await jan.json<Answer<MyDeclaration>>(`${apiPath(myDeclarationEndpoint(consented.guid))}?lang=nl`)
    ).body.data!;
    const claes = new Browser(running.url);
    await claes.follow('/index.php/app/police/login?login_hint=inspector.claes');
    const sheet = (
      await claes.json<Answer<ZoneSheet>>(`${apiPath(zoneDeclarationEndpoint(consented.guid))}?lang=nl`)
    ).body.data!;
    const states = (passed: PassedOn) => [
      ...passed.banks.map((bank) => `${bank.bic}:${bank.state}`).sort(),
      passed.takedown?.state,
    ];
    expect(states(mine.passed_on)).toEqual(['GKCCBEBB:delivered', 'KREDBEBB:failed', 'delivered']);
    expect(states(sheet.passed_on)).toEqual(states(mine.passed_on));
  });

  it('sends nothing without the person’s yes', async () => {
    const answer = await until(`declaration ${refused.guid} at its zone`, async () => {
      const found = await status(refused.guid);
      return isFinalStatus(found.status) && found;
    });
    expect(answer.passed_on).toEqual({ banks: [], takedown: null });
    expect(await running.portal.boss.findJobs(PASSED_ON_QUEUE, { data: { id: refused.guid } })).toEqual([]);
    await settled(consented.guid);
    expect(noticesOf(refused.register)).toEqual([]);
  });
});
