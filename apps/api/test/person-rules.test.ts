import { EXAMPLE_PERSON_HARASSMENT, EXAMPLE_PERSON_LOST_BAG } from '@pow/domain/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarations } from '../src/db/schema.ts';
import { BACKENDS, Browser, type RunningPortal, startPortal } from './portal-harness.ts';

/**
 * Issue 33, the person form over HTTP: a harassment over weeks given as a period, a lost object named
 * from the objects catalogue, each stored as the shared schema reads it; what the browser refuses, the
 * server refuses with the same key and path.
 */

type Answer = { data?: { guid: string }; error?: { key: string; path?: (string | number)[] } };
type Payload = Record<string, unknown> & { fact: Record<string, unknown> };

const copy = (example: object) => structuredClone(example) as Payload;

describe.each(BACKENDS)('the person form’s period and lost object on %s', (backend) => {
  let running: RunningPortal;
  let marie: Browser;
  beforeAll(async () => {
    running = await startPortal(backend);
    marie = new Browser(running.url);
    await marie.follow('/index.php/app/login?login_hint=92031412451');
  });
  afterAll(async () => {
    await running?.close();
  });

  const add = (payload: unknown) =>
    marie.json<Answer>('/index.php/api/v1/information/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify(payload),
    });
  const stored = async (guid: string) =>
    (
      await running.portal.database.db
        .select({ payload: declarations.payload })
        .from(declarations)
        .where(eq(declarations.id, guid))
    )[0]?.payload as Payload | undefined;

  it('stores a harassment over weeks with its period and no moment', async () => {
    const answer = await add(copy(EXAMPLE_PERSON_HARASSMENT));
    expect(answer.status).toBe(200);
    const fact = (await stored(answer.body.data!.guid))?.fact;
    expect(fact?.period).toEqual({ start_date: '03/03/2025', end_date: '28/04/2025' });
    expect(fact).not.toHaveProperty('datetime');
  });

  it('refuses a period that ends before it starts, and one for an assault', async () => {
    const backwards = copy(EXAMPLE_PERSON_HARASSMENT);
    backwards.fact.period = { start_date: '28/04/2025', end_date: '03/03/2025' };
    const refused = await add(backwards);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      key: 'require_date_must_be_after_or_equal',
      path: ['fact', 'period', 'end_date'],
    });
    const assault = copy(EXAMPLE_PERSON_HARASSMENT);
    assault.fact.type = '4315';
    assault.fact.place = 'address';
    assault.fact.address = EXAMPLE_PERSON_LOST_BAG.declarant.address;
    const once = await add(assault);
    expect(once.status).toBe(400);
    expect(once.body.error).toMatchObject({ key: 'required_field', path: ['fact', 'period'] });
  });

  it('stores Marie’s lost handbag from the catalogue, with a phone’s IMEI kept as its digits', async () => {
    const bag = await add(copy(EXAMPLE_PERSON_LOST_BAG));
    expect(bag.status).toBe(200);
    expect((await stored(bag.body.data!.guid))?.fact.lost_object).toEqual({
      object: { tkey: '0902', text: 'Sac à main' },
      brand: 'Delvaux',
      serial_number: 'DV-2291-0457',
    });
    const phone = copy(EXAMPLE_PERSON_LOST_BAG);
    phone.fact.lost_object = {
      object: { tkey: '0701', text: 'GSM (smartphone)' },
      imei: '35-209900-176148-1',
    };
    const kept = await add(phone);
    expect(kept.status).toBe(200);
    expect((await stored(kept.body.data!.guid))?.fact.lost_object).toMatchObject({ imei: '352099001761481' });
  });

  it('refuses an IMEI that fails its check, and an object the catalogue does not have', async () => {
    const phone = copy(EXAMPLE_PERSON_LOST_BAG);
    phone.fact.lost_object = { object: { tkey: '0701', text: 'GSM' }, imei: '352099001761482' };
    const wrong = await add(phone);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({
      key: 'require_imei_format',
      path: ['fact', 'lost_object', 'imei'],
    });
    const unknown = copy(EXAMPLE_PERSON_LOST_BAG);
    unknown.fact.lost_object = { object: { tkey: '0999', text: 'Sac' } };
    const refused = await add(unknown);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      key: 'required_field',
      path: ['fact', 'lost_object', 'object', 'tkey'],
    });
  });
});
