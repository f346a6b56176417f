import { describe, expect, it } from 'vitest';
import { givenName, keptName, MAX_ATTACHMENT_NAME } from './attachment-name.ts';

describe('attachment names', () => {
  it('takes the last part of the name, without folders, on any system', () => {
    expect(givenName('C:\\Users\\Jan\\Desktop\\factuur.pdf')).toBe('factuur.pdf');
    expect(givenName('../../etc/passwd')).toBe('passwd');
    expect(givenName('  scan.pdf ')).toBe('scan.pdf');
  });

  it('removes bidi overrides, zero-width and other format characters', () => {
    expect(givenName('invoice\u202efdp.exe')).toBe('invoicefdp.exe');
    expect(givenName('fo\u200bto\u2066.jpg\u2069')).toBe('foto.jpg');
    expect(givenName('re\u00adkening\ufeff.pdf')).toBe('rekening.pdf');
  });

  it('refuses control characters and half an emoji', () => {
    expect(givenName('a\u0000b.pdf')).toBeUndefined();
    expect(givenName('a\nb.pdf')).toBeUndefined();
    expect(givenName('\ud83d.png')).toBeUndefined();
    expect(givenName('😀.png')).toBe('😀.png');
  });

  it('normalises to NFC, so that the same name is one name', () => {
    expect(givenName('Eupen – Stra\u0301ße.jpg')).toBe('Eupen – Stráße.jpg');
  });

  it('gives the name the extension of what the file holds', () => {
    expect(keptName('statement.html', 'pdf')).toBe('statement.pdf');
    expect(keptName('invoicefdp.exe', 'pdf')).toBe('invoicefdp.pdf');
    expect(keptName('screenshot', 'png')).toBe('screenshot.png');
    expect(keptName('Scan 12.03.2024', 'pdf')).toBe('Scan 12.03.2024.pdf');
    expect(keptName('photo.PNG', 'png')).toBe('photo.png');
  });

  it('keeps another spelling of the same type', () => {
    expect(keptName('IMG_0001.jpeg', 'jpg')).toBe('IMG_0001.jpeg');
    expect(keptName('IMG_0001.HEIF', 'heic')).toBe('IMG_0001.heif');
    expect(keptName('scan.tiff', 'tif')).toBe('scan.tiff');
  });

  it('bounds the length, keeps the extension, and never gives an empty name', () => {
    const long = keptName(`${'é'.repeat(300)}.pdf`, 'pdf');
    expect(Array.from(long)).toHaveLength(MAX_ATTACHMENT_NAME);
    expect(long.endsWith('.pdf')).toBe(true);
    expect(keptName('😀'.repeat(250), 'png').endsWith('😀.png')).toBe(true);
    expect(keptName('.pdf', 'pdf')).toBe('attachment.pdf');
    expect(keptName('', 'jpg')).toBe('attachment.jpg');
    expect(keptName('"quoted".pdf', 'pdf')).toBe("'quoted'.pdf");
  });
});
