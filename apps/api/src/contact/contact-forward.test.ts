import { describe, expect, it } from 'vitest';
import { acknowledgementMail, forwardedMail } from './contact-forward.ts';

const message = {
  id: '00000000-0000-4000-8000-000000000001',
  reason: 'faq' as const,
  email: 'els.vermeulen@example.be',
  lastname: 'Vermeulen',
  firstname: 'Els',
  body: 'Waar vind ik de samenvatting van mijn aangifte terug?',
  language: 'nl',
  // 12:30 UTC on a summer day: 14:30 in Brussels.
  createdAt: new Date('2026-07-01T12:30:00Z'),
  forwardedAt: null,
};

describe('forwardedMail (issue 33: the police mailbox reads its own language and Brussels time)', () => {
  it('labels the message in the mailbox’s language', () => {
    expect(forwardedMail(message, 'nl')).toEqual({
      subject: '[Police-on-web] Vraag over Police-on-web: Els Vermeulen',
      text: [
        'Reden: Vraag over Police-on-web',
        'Van: Els Vermeulen <els.vermeulen@example.be>',
        'Taal van de afzender: Nederlands',
        'Ontvangen: 01/07/2026 14:30 (Belgische tijd)',
        '',
        'Waar vind ik de samenvatting van mijn aangifte terug?',
        '',
        '-- ',
        'Met Beantwoorden schrijft u de afzender rechtstreeks. De afzender krijgt een automatische ontvangstbevestiging.',
      ].join('\n'),
    });
  });

  it('says the sender’s language in the mailbox’s, and Brussels’s winter time', () => {
    const winter = { ...message, reason: 'privacy' as const, createdAt: new Date('2026-01-15T08:05:00Z') };
    const { subject, text } = forwardedMail({ ...winter, language: 'de' }, 'fr');
    expect(subject).toBe('[Police-on-web] Vie privée et données personnelles\u202f: Els Vermeulen');
    expect(text).toContain('Langue de l’expéditeur\u202f: allemand');
    expect(text).toContain('Reçu le\u202f: 15/01/2026 09:05 (heure belge)');
    expect(text).not.toMatch(/Reason|From|Language|Received/);
  });
});

describe('acknowledgementMail', () => {
  it.each([
    ['nl', 'Police-on-web: we hebben uw bericht ontvangen', 'bericht van 01/07/2026 14:30 goed ontvangen'],
    ['fr', 'Police-on-web\u202f: nous avons bien reçu votre message', 'message du 01/07/2026 14:30'],
    ['de', 'Police-on-web: Wir haben Ihre Nachricht erhalten', 'Nachricht vom 01/07/2026 14:30 erhalten'],
  ])('is written in the sender’s language (%s)', (language, subject, words) => {
    const mail = acknowledgementMail({ ...message, language });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(words);
    expect(mail.text).toContain('112');
  });

  it('repeats nothing the sender typed', () => {
    const { subject, text } = acknowledgementMail({ ...message, firstname: 'Buy', lastname: 'cheap pills' });
    for (const typed of ['Buy', 'cheap pills', message.body, message.email]) {
      expect(subject).not.toContain(typed);
      expect(text).not.toContain(typed);
    }
  });
});
