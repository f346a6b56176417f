import type { Locale } from '../locale.ts';
import { type SayContext, sayValue } from './say.ts';
import type {
  Condition,
  SummaryAnswer,
  SummaryDefinition,
  SummaryEntry,
  SummaryItem,
  SummaryLookups,
  SummaryReader,
  SummarySection,
} from './summary-types.ts';

/** The value at a dotted path; '' is the value itself. */
export function valueAt(value: unknown, path: string): unknown {
  if (path === '') return value;
  return path
    .split('.')
    .reduce<unknown>(
      (current, key) =>
        current !== null && typeof current === 'object'
          ? (current as Record<string, unknown>)[key]
          : undefined,
      value,
    );
}

const shown = (context: unknown, when: Condition | undefined) =>
  !when || when.is.includes(valueAt(context, when.at));

/**
 * The declaration in words, step by step, as a person reads it (issue 15): each answered question under
 * the step that asks it, every coded value said as the form says it, nothing left unanswered shown.
 * Used by the review step of every wizard, by the PDF summary and by the zone's desk; for the police
 * (`reader`), a step's heading speaks of the declarant instead of to them (issue 30, item 5).
 */
export function summarise(
  definition: SummaryDefinition,
  payload: unknown,
  locale: Locale,
  lookups: SummaryLookups,
  reader: SummaryReader = 'person',
): SummarySection[] {
  const context: SayContext = { locale, lookups };

  const answers = (items: readonly SummaryItem[], scope: unknown): SummaryEntry[] =>
    items.flatMap((item): SummaryEntry[] => {
      if (!shown(scope, item.when)) return [];
      if ('list' in item) {
        const elements = valueAt(scope, item.list);
        if (!Array.isArray(elements)) return [];
        return elements.flatMap((element, index): SummaryEntry[] => {
          const inner = answers(item.items, element).filter(
            (entry): entry is SummaryAnswer => entry.kind === 'answer',
          );
          if (!item.title) return inner;
          const code = item.code ? valueAt(element, item.code) : undefined;
          const named = typeof code === 'string' ? lookups.object?.(code) : undefined;
          const name = named ?? (item.name ? valueAt(element, item.name) : undefined);
          const title = lookups.text(item.title, {
            number: index + 1,
            name: typeof name === 'string' ? name : '',
          });
          return inner.length ? [{ kind: 'group', title, answers: inner }] : [];
        });
      }
      const answer = sayValue(item.say, valueAt(scope, item.at), context);
      if (answer === undefined) return [];
      const key =
        typeof item.question === 'string'
          ? item.question
          : item.question.keys[String(valueAt(scope, `${item.at ? `${item.at}.` : ''}${item.question.by}`))];
      if (!key) return [];
      return [{ kind: 'answer', question: asQuestion(lookups.text(key), lookups), answer }];
    });

  return definition.summary.map((part) => {
    const entries = answers(part.items, payload);
    const number = definition.steps.findIndex((step) => step.id === part.step) + 1;
    return {
      step: part.step,
      number,
      title: lookups.text(reader === 'police' && part.police ? part.police : part.title),
      entries,
      ...(entries.length === 0 && part.empty ? { note: lookups.text(part.empty) } : {}),
    };
  });
}

/**
 * A form's label as a summary's question: the form's "(not required)" marks what may stay empty, which
 * an answer that is there no longer needs ('Merk (niet verplicht)' → 'Merk').
 */
function asQuestion(label: string, lookups: SummaryLookups): string {
  const marker = lookups.text('summary:answers.optional_marker');
  return label.replace(` (${marker})`, '').replace(`, ${marker})`, ')').trim();
}
