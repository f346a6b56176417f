import { ZONE_OUTCOMES } from '@pow/contracts/zone-desk';
import { type Declaration, LOCALES } from '@pow/domain';
import { EXAMPLES } from '@pow/domain/testing';
import { describe, expect, it } from 'vitest';
import { CaseMessageNotDelivered, caseMessage, deliverCaseMessage, messageKindOf } from './case-messages.ts';
import type { Ebox } from './ebox.ts';
import type { Mail, Mailer } from './mailer.ts';

const INPUT = {
  register: '2026-5345-000042',
  formTitle: 'Phishing',
  receivedAt: new Date('2026-11-27T08:15:00Z'),
  at: new Date('2026-11-30T09:30:00Z'),
  zoneName: 'Antwerpen',
} as const;

describe('which change of the case tells the person', () => {
  it('tells the first take-up, by a take or a case given to an officer, and every handling', () => {
    expect(messageKindOf({ action: 'take', firstTaken: true })).toBe('taken');
    expect(messageKindOf({ action: 'assign', firstTaken: true })).toBe('taken');
    expect(messageKindOf({ action: 'handle', firstTaken: false })).toBe('handled');
  });

  it('tells nothing of a case taken again, given on, released, noted, reopened or a call noted', () => {
    expect(messageKindOf({ action: 'take', firstTaken: false })).toBeUndefined();
    expect(messageKindOf({ action: 'assign', firstTaken: false })).toBeUndefined();
    for (const action of ['release', 'note', 'reopen', 'contacted'] as const)
      expect(messageKindOf({ action, firstTaken: true })).toBeUndefined();
  });
});

describe('the message', () => {
  it.each(LOCALES)('says in %s who took it up, when, and which declaration', (language) => {
    const { subject, text } = caseMessage({ ...INPUT, kind: 'taken', outcome: null, language });
    expect(subject).toContain(INPUT.register);
    for (const part of [INPUT.register, 'Phishing', 'Antwerpen', '27/11/2026', '30/11/2026 10:30'])
      expect(text).toContain(part);
    expect(text).not.toMatch(/\{\{|\}\}/);
  });

  it.each(LOCALES.flatMap((language) => ZONE_OUTCOMES.map((outcome) => [language, outcome] as const)))(
    'says in %s the outcome %s in words, each its own',
    (language, outcome) => {
      const { text } = caseMessage({ ...INPUT, kind: 'handled', outcome, language });
      const others = ZONE_OUTCOMES.filter((other) => other !== outcome).map(
        (other) => caseMessage({ ...INPUT, kind: 'handled', outcome: other, language }).text,
      );
      expect(others).not.toContain(text);
      expect(text).not.toContain(outcome);
      expect(text).not.toMatch(/\{\{|\}\}|\n\n\n/);
    },
  );
});

/** An eBox and a mailer that keep what they take, or fail with the reason given. */
function channels(fail: { ebox?: string; mail?: string } = {}) {
  const eboxed: unknown[] = [];
  const mailed: Mail[] = [];
  const ebox: Ebox = {
    deliver: async (message) => {
      if (fail.ebox) throw new Error(fail.ebox);
      eboxed.push(message);
    },
  };
  const mailer: Mailer = {
    send: async (mail) => {
      if (fail.mail) throw new Error(fail.mail);
      mailed.push(mail);
    },
  };
  return { services: { ebox, mailer }, eboxed, mailed };
}

const MESSAGE = { subject: 'Onderwerp', text: 'Tekst' };
const GUID = '0b4a6f1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const JAN = EXAMPLES.phishing as unknown as Declaration;

describe('the delivery of a case message', () => {
  it('goes to the eBox the person chose, without attachment', async () => {
    const { services, eboxed, mailed } = channels();
    expect(await deliverCaseMessage(services, 'ebox', JAN, GUID, MESSAGE)).toBe('ebox');
    expect(eboxed).toEqual([{ rrn: '85073003328', ...MESSAGE, declarationGuid: GUID, attachments: [] }]);
    expect(mailed).toEqual([]);
  });

  it('goes by e-mail when the person chose it', async () => {
    const { services, eboxed, mailed } = channels();
    expect(await deliverCaseMessage(services, 'email', JAN, GUID, MESSAGE)).toBe('email');
    expect(mailed).toEqual([{ to: 'jan.peeters@example.be', ...MESSAGE, declarationGuid: GUID }]);
    expect(eboxed).toEqual([]);
  });

  it('falls back to e-mail when the eBox fails, as the summary does', async () => {
    const { services, mailed } = channels({ ebox: 'eBox gateway answered 503' });
    expect(await deliverCaseMessage(services, 'ebox', JAN, GUID, MESSAGE)).toBe('email');
    expect(mailed).toHaveLength(1);
  });

  it('fails, naming what failed on each channel, when neither takes it (the job is retried)', async () => {
    const { services } = channels({ ebox: 'eBox gateway answered 503', mail: 'connect ECONNREFUSED' });
    const failed = deliverCaseMessage(services, 'ebox', JAN, GUID, MESSAGE);
    await expect(failed).rejects.toThrow(CaseMessageNotDelivered);
    await expect(failed).rejects.toThrow('eBox: eBox gateway answered 503; e-mail: connect ECONNREFUSED');
  });

  it('fails when the person left no e-mail address and the eBox cannot take it', async () => {
    const { services } = channels({ ebox: 'eBox unavailable' });
    const { email: _email, ...declarant } = EXAMPLES.phishing.declarant;
    const without = { ...EXAMPLES.phishing, declarant } as unknown as Declaration;
    await expect(deliverCaseMessage(services, 'ebox', without, GUID, MESSAGE)).rejects.toThrow(
      'eBox: eBox unavailable; e-mail: no address',
    );
  });
});
