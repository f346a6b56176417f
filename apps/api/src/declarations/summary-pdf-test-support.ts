import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Locale, OTHER_OBJECT_FKEY, type SummaryLookups } from '@pow/domain';
import { summaryText } from '@pow/i18n/summary/texts';
import { countryList } from '../reference-data/countries.ts';
import { readSeed } from '../reference-data/seed-files.ts';

/** The one upload the examples' summaries list, with its SHA-256. */
export const ATTACHMENT = {
  id: '3f1c2a9e-7b4d-4e0a-9c1f-5d2b8a6e4c10',
  filename: 'sms-van-de-bank.png',
  size: 2150,
  sha256: 'ab'.repeat(32),
};
/** A second upload, for a summary that lists two files. */
export const SECOND_ATTACHMENT = {
  id: '8d0e6b1a-2c3f-4a5b-9e8d-7c6b5a4f3e21',
  filename: 'screenshot van de valse website met een lange naam.pdf',
  size: 1_048_576,
  sha256: '0123456789abcdef'.repeat(4),
};
const ATTACHMENTS = [ATTACHMENT, SECOND_ATTACHMENT];

/** The reference lists as the database holds them, from the same seed files. */
export function lookupsIn(locale: Locale): SummaryLookups {
  const postcodes = readSeed('postcodes').postcodes;
  const municipalities = new Map(readSeed('municipalities').municipalities.map((m) => [m.nis, m.names]));
  const insurers = new Map(readSeed('insurers').map((i) => [i.tkey, i.names[locale]]));
  const objects = new Map(
    readSeed('objects')
      .filter((o) => o.fkey !== OTHER_OBJECT_FKEY)
      .map((o) => [o.tkey, o.names[locale]]),
  );
  const countries = new Map(
    countryList(locale, readSeed('nationalities'), readSeed('countries')).map((c) => [c.tkey, c.nationality]),
  );
  return {
    text: summaryText(locale),
    municipality: (tkey) => {
      const [nis = '', postcode = ''] = tkey.split('-');
      const names = postcodes.find((p) => p.postcode === postcode)?.names;
      const name = names?.[locale] ?? municipalities.get(nis)?.[locale];
      return name && `${postcode} ${name}`;
    },
    insurer: (tkey) => insurers.get(tkey),
    object: (tkey) => objects.get(tkey),
    nationality: (code) => countries.get(code),
    attachment: (id) => ATTACHMENTS.find((file) => file.id === id),
  };
}

/** Writes a PDF to a file of its own, for the command-line tools that read it. */
export function pdfFile(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'pow-pdf-')), 'summary.pdf');
  writeFileSync(file, pdf);
  return file;
}
