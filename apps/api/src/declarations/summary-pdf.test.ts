import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { summaryCatalogues } from '@pow/i18n/summary';
import { describe, expect, it } from 'vitest';
import { answerLines, brusselsDateTime, renderSummaryPdf, summaryMessage } from './summary-pdf.ts';

const input = {
  register: '2026-5292-000042',
  receivedAt: new Date('2026-11-22T13:05:00Z'),
  zoneName: 'Weser-Göhl',
  language: 'de' as const,
  form: 'phishing',
  answers: {
    fact: { description: 'Eine gefälschte Nachricht über Straßenverkehrsgebühren', has_traces: false },
    declarant: { firstname: 'Lukas', lastname: 'Schmitz', address: { street: 'Kirchstraße', number: '8' } },
    fact_amounts: [{ iban: 'BE68539007547034', amount: 120.5 }],
  },
  attachments: [{ filename: 'screenshot.png', sha256: 'ab'.repeat(32), size: 1234 }],
};

describe('renderSummaryPdf', () => {
  it('makes a real PDF whose text extracts with its accents', async () => {
    const pdf = await renderSummaryPdf(input);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = mkdtempSync(path.join(tmpdir(), 'pow-pdf-'));
    const file = path.join(dir, 'summary.pdf');
    writeFileSync(file, pdf);
    let text: string;
    try {
      text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    } catch {
      // pdftotext (poppler-utils) is installed by .ci/run; without it, check the raw file at least.
      text = '';
    }
    if (text) {
      expect(text).toContain('2026-5292-000042');
      expect(text).toContain('Kirchstraße');
      expect(text).toContain('Straßenverkehrsgebühren');
      expect(text).toContain('Weser-Göhl');
      expect(text).toContain('22/11/2026 14:05');
      expect(text).toContain('screenshot.png');
      expect(text).toContain('Zusammenfassung Ihrer Anzeige');
    }
    expect(pdf.toString('latin1')).toContain('/Lang (de)');
    expect(pdf.toString('latin1')).toContain('/StructTreeRoot');
  });
});

describe('answerLines', () => {
  it('labels fields in the language, says yes/no, numbers list items and skips empty values', () => {
    const lines = answerLines(summaryCatalogues.fr, {
      fact: { has_traces: true, description: 'Vitre brisée', box: '' },
      fact_amounts: [{ amount: 5 }],
      unknown_field: 'x',
    });
    expect(lines).toEqual([
      { depth: 0, label: 'Le fait', text: '' },
      { depth: 1, label: 'Traces présentes', text: 'Oui' },
      { depth: 1, label: 'Description', text: 'Vitre brisée' },
      { depth: 0, label: 'Montants volés', text: '' },
      { depth: 1, label: '1.', text: '' },
      { depth: 2, label: 'Montant', text: '5' },
      { depth: 0, label: 'unknown field', text: 'x' },
    ]);
  });

  it('labels a field by its path first: the person’s own summary is not the delivery channel', () => {
    const lines = answerLines(summaryCatalogues.nl, {
      fact: { overview: 'Valse sms van de bank' },
      overview: { channel: 'ebox' },
    });
    expect(lines.map((line) => line.label)).toEqual([
      'Het feit',
      'Samenvatting in eigen woorden',
      'Overzicht',
      'Samenvatting ontvangen via',
    ]);
  });
});

describe('brusselsDateTime and summaryMessage', () => {
  it('uses Belgian time, summer and winter', () => {
    expect(brusselsDateTime(new Date('2026-07-01T10:00:00Z'))).toBe('01/07/2026 12:00');
    expect(brusselsDateTime(new Date('2026-01-01T10:00:00Z'))).toBe('01/01/2026 11:00');
  });

  it('writes the message in the language with the register', () => {
    const message = summaryMessage({ ...input, language: 'nl' });
    expect(message.subject).toBe('Uw aangifte 2026-5292-000042 bij de politie');
    expect(message.text).toContain('Weser-Göhl');
  });
});
