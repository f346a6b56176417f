import { FORM_DEFINITIONS, LOCALES, type SummaryItem, type TextKey } from '@pow/domain';
import { describe, expect, it } from 'vitest';
import { summaryText } from './texts.ts';

/** Every text a form's summary may say: step titles, questions, coded values, list titles. */
function keysOf(items: readonly SummaryItem[]): TextKey[] {
  return items.flatMap((item): TextKey[] => {
    if ('list' in item) return [...(item.title ? [item.title] : []), ...keysOf(item.items)];
    const questions = typeof item.question === 'string' ? [item.question] : Object.values(item.question.keys);
    const say = item.say;
    const values =
      typeof say !== 'object'
        ? []
        : 'choice' in say
          ? Object.values(say.choice)
          : 'coded' in say
            ? Object.values(say.coded)
            : [];
    return [...questions, ...values];
  });
}

describe.each(LOCALES)('the summaries in %s', (locale) => {
  it.each(FORM_DEFINITIONS.map((definition) => [definition.id, definition] as const))(
    'of %s have every text, and so has its home tile',
    (_, definition) => {
      const text = summaryText(locale);
      const title = definition.title;
      const keys = [
        ...(typeof title === 'string' ? [title] : Object.values(title.keys)),
        ...(definition.homeTile ? [definition.homeTile.title, definition.homeTile.text] : []),
        ...definition.summary.flatMap((step) => [
          step.title,
          ...(step.empty ? [step.empty] : []),
          ...keysOf(step.items),
        ]),
      ];
      for (const key of keys) expect(text(key), key).not.toBe('');
    },
  );

  it('refuses a key no catalogue has', () => {
    expect(() => summaryText(locale)('phishing:no.such.key')).toThrow(/no text/);
  });
});
