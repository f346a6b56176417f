import { SessionAnswerSchema } from '@pow/contracts';
import { describe, expect, it } from 'vitest';
import { deadlineOf, parseSessionAnswer } from './session-api.ts';

const citizen = {
  result: true,
  session: 'abc',
  version: '1.4.0',
  usertype: 'citizen',
  info: {
    first_name: 'Jan',
    last_name: 'Peeters',
    email: 'jan@example.be',
    language: 'nl',
    rrn: '85073003328',
  },
  expires_at: '2026-11-20T12:00:00.000Z',
};
const officer = {
  ...citizen,
  usertype: 'policeman',
  info: { first_name: 'Sofie', last_name: 'Janssens', email: 's@police.be', language: 'fr', matricule: 'P1' },
};
/** An officer of the zone's desk (issue 16): the zone and role of the police provider's claims. */
const supervisor = { ...officer, info: { ...officer.info, zone: '5345', role: 'supervisor' } };

describe('parseSessionAnswer agrees with SessionAnswerSchema', () => {
  it.each([
    ['no session', { result: false }],
    ['citizen', citizen],
    ['officer', officer],
    ['supervisor of a zone', supervisor],
  ])('accepts %s like the schema', (_label, data) => {
    expect(parseSessionAnswer({ data })).toEqual(SessionAnswerSchema.parse(data));
  });

  it.each([
    ['no envelope', citizen],
    ['no result', { data: {} }],
    ['unknown user type', { data: { ...citizen, usertype: 'admin' } }],
    ['unknown language', { data: { ...citizen, info: { ...citizen.info, language: 'en' } } }],
    ['missing expiry', { data: { ...citizen, expires_at: undefined } }],
    ['missing name', { data: { ...citizen, info: { ...citizen.info, last_name: 1 } } }],
    ['unknown role', { data: { ...supervisor, info: { ...supervisor.info, role: 'chief' } } }],
  ])('refuses %s like the schema', (_label, body) => {
    expect(() => parseSessionAnswer(body)).toThrow();
    const data = (body as { data?: unknown }).data;
    expect(data === undefined || !SessionAnswerSchema.safeParse(data).success).toBe(true);
  });
});

describe('deadlineOf', () => {
  it('measures the remaining time on the server clock and applies it to the local clock', () => {
    const local = Date.parse('2026-11-20T09:00:00Z');
    // Server says it is 10:00 and the session ends at 12:00: two hours from the local 09:00.
    expect(deadlineOf('2026-11-20T12:00:00Z', 'Fri, 20 Nov 2026 10:00:00 GMT', local)).toBe(
      local + 2 * 3600_000,
    );
  });

  it('falls back to expires_at without a Date header, and to nothing for a bad date', () => {
    expect(deadlineOf('2026-11-20T12:00:00Z', null, 0)).toBe(Date.parse('2026-11-20T12:00:00Z'));
    expect(deadlineOf('tomorrow', null, 0)).toBeUndefined();
  });
});
