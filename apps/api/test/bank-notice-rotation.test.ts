import { createHmac } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BankFraudNoticeSchema } from '@pow/contracts';
import { EXAMPLES, until } from '@pow/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_DESK_PATH } from '../src/config/production-mode.ts';
import {
  BACKENDS,
  Browser,
  emptyDatabase,
  fileDeclaration,
  PGLITE_TEMPLATE_ENV,
  type RunningPortal,
  startPortal,
} from './portal-harness.ts';

const OLD = 'the-banks-older-key-of-the-rotation-0123';
const NEW = 'the-banks-newer-key-of-the-rotation-4567';

/** One attempt as the banks' desk received it, and what it answered. */
interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
  answered: number;
}

/** The key id a notice's signature names, `kid=<id>,sha256=<hex>`. */
const keyIdOf = (delivery: Delivery) =>
  /^kid=([^,]+),sha256=/.exec(String(delivery.headers['x-portal-signature']))?.[1];

/** A desk's check, with the keys it holds by id: the key the signature names, over `<timestamp>.<body>`. */
function verifies(delivery: Delivery, keys: Readonly<Record<string, string>>): boolean {
  const named = /^kid=([^,]+),sha256=([0-9a-f]{64})$/.exec(String(delivery.headers['x-portal-signature']));
  const secret = named && keys[named[1]!];
  if (!secret) return false;
  const signed = `${delivery.headers['x-portal-timestamp']}.${delivery.body}`;
  return createHmac('sha256', secret).update(signed).digest('hex') === named[2];
}

/** The banks' default desk of the test, refusing every notice (503) while `down` says so. */
async function startDesk(down: () => boolean) {
  const deliveries: Delivery[] = [];
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const answered = down() ? 503 : 200;
    deliveries.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), answered });
    response.writeHead(answered).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { server, url: `http://127.0.0.1:${port}/banks`, deliveries };
}

/**
 * A rotation of BANK_FRAUD_SECRETS as docs/operations.md describes it: the banks take the new key beside
 * the old, the portal signs with the new one first while it still holds the old, then drops the old.
 */
describe.each(BACKENDS)("a rotation of the banks' notice keys, on %s", (backend) => {
  let down = false;
  let desk: Awaited<ReturnType<typeof startDesk>>;
  let dataDir: string;
  let shared: Awaited<ReturnType<typeof emptyDatabase>> | undefined;
  let running: RunningPortal | undefined;
  /** The notices of a declaration the desk received, in order. */
  const noticesOf = (register: string) =>
    desk.deliveries.filter((delivery) => delivery.body.includes(register));
  const storage = () => ({ DATA_DIR: dataDir, ...(shared ? { DATABASE_URL: shared.url } : {}) });
  const start = async (secrets: string, desks: 'test' | 'built-in' = 'test') => {
    await running?.close();
    running = await startPortal(backend, {
      ...storage(),
      BANK_FRAUD_SECRETS: secrets,
      ...(desks === 'test' ? { BANK_FRAUD_DESKS: `default=${desk.url}` } : {}),
      BANK_FRAUD_RETRY_LIMIT: '20',
      BANK_FRAUD_RETRY_DELAY: '1',
    });
    return running;
  };
  const declare = async () => {
    const jan = new Browser(running!.url);
    await jan.follow('/index.php/app/login?login_hint=85073003328');
    return fileDeclaration(jan, EXAMPLES.phishing);
  };
  /** The notices of `register` once each was kept by the desk (its Idempotency-Key answered 200). */
  const kept = (register: string) =>
    until(`the notices of ${register} kept`, () => {
      const notices = noticesOf(register);
      const keys = new Set(notices.map((delivery) => delivery.headers['idempotency-key']));
      const done = [...keys].map((key) =>
        notices.find((delivery) => delivery.headers['idempotency-key'] === key && delivery.answered === 200),
      );
      return notices.length > 0 && done.every(Boolean) && (done as Delivery[]);
    });

  beforeAll(async () => {
    desk = await startDesk(() => down);
    dataDir = await mkdtemp(path.join(tmpdir(), 'pow-bank-rotation-'));
    const template = process.env[PGLITE_TEMPLATE_ENV];
    if (backend === 'pglite' && template)
      await cp(template, path.join(dataDir, 'pglite'), { recursive: true });
    if (backend === 'postgres') shared = await emptyDatabase('bank_rotation');
  });
  afterAll(async () => {
    await running?.close();
    await new Promise((resolve) => desk?.server.close(resolve));
    await shared?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  let signedByOld: Delivery[];

  it('signs with the new key once it comes first, a refused notice too when tried again', async () => {
    await start(`old=${OLD}`);
    const before = await declare();
    signedByOld = await kept(before.register);
    expect(signedByOld.map(keyIdOf)).toEqual(signedByOld.map(() => 'old'));

    // A notice refused just before the switch: its retry comes from a process that signs with the new key.
    down = true;
    const pending = await declare();
    await until(`a refused notice of ${pending.register}`, () => noticesOf(pending.register).length > 0);
    await start(`new=${NEW}; old=${OLD}`);
    down = false;
    const retried = await kept(pending.register);
    expect(retried.map(keyIdOf)).toEqual(retried.map(() => 'new'));
    const refused = noticesOf(pending.register).find((delivery) => delivery.answered === 503)!;
    expect(keyIdOf(refused)).toBe('old');
    // The same notice, signed anew.
    expect(retried.map((delivery) => delivery.headers['idempotency-key'])).toContain(
      refused.headers['idempotency-key'],
    );

    const after = await kept((await declare()).register);
    // A desk holding both keys during the overlap verifies both; one holding a single key, only its own.
    for (const delivery of [...signedByOld, ...after])
      expect(verifies(delivery, { old: OLD, new: NEW })).toBe(true);
    expect(signedByOld.some((delivery) => verifies(delivery, { new: NEW }))).toBe(false);
    expect(after.every((delivery) => verifies(delivery, { new: NEW }))).toBe(true);
    expect(after.some((delivery) => verifies(delivery, { old: OLD }))).toBe(false);
    BankFraudNoticeSchema.parse(JSON.parse(after[0]!.body));
  });

  it('keeps both keys active in the built-in desk during the overlap, the old one refused once dropped', async () => {
    const body = signedByOld[0]!.body;
    /** POSTs the notice to the demonstration's built-in desk, signed now by `kid` with `secret`. */
    const post = async (kid: string, secret: string) => {
      const timestamp = String(Math.floor(Date.now() / 1000));
      const response = await fetch(`${running!.url}${BUILT_IN_DESK_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-portal-timestamp': timestamp,
          'x-portal-signature': `kid=${kid},sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`,
          'idempotency-key': crypto.randomUUID(),
          'x-portal-document': 'bankFraudNotice',
        },
        body,
      });
      return response.status;
    };
    // During the overlap a process still signing with the old key is believed, as one with the new.
    await start(`new=${NEW}; old=${OLD}`, 'built-in');
    expect(await post('old', OLD)).toBe(202);
    expect(await post('new', NEW)).toBe(202);
    expect(await post('new', OLD)).toBe(401);
    expect(await post('other', OLD)).toBe(401);
    // The rotation over: the old key no longer signs anything the desk believes.
    await start(`new=${NEW}`, 'built-in');
    expect(await post('old', OLD)).toBe(401);
    expect(await post('new', NEW)).toBe(202);
  });
});
