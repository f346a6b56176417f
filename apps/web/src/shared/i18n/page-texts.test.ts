import { LOCALES } from '@pow/domain';
import summaryNl from '@pow/i18n/summary/nl.json';
import personDe from '@pow/i18n/web/pages/person/de.json';
import wizardFr from '@pow/i18n/web/parts/wizard/fr.json';
import { describe, expect, it } from 'vitest';
import { fetchPageTexts, type PageNamespace } from './page-texts.ts';

describe('fetchPageTexts', () => {
  it('finds the texts of pages, parts and the summary by their files', async () => {
    expect(await fetchPageTexts('person', 'de')).toEqual(personDe);
    expect(await fetchPageTexts('wizard', 'fr')).toEqual(wizardFr);
    expect(await fetchPageTexts('summary', 'nl')).toEqual(summaryNl);
  });

  it.each(LOCALES)('finds pages and parts in %s', async (locale) => {
    const namespaces: PageNamespace[] = ['faq', 'zone', 'contact', 'police-zone', 'degradation-steps'];
    for (const ns of namespaces) expect(Object.keys(await fetchPageTexts(ns, locale))).not.toEqual([]);
  });

  it('refuses a namespace that has no files', async () => {
    await expect(fetchPageTexts('no-such-page' as PageNamespace, 'nl')).rejects.toThrow(/no texts/);
  });
});
