import type { Locale } from '../locale.ts';
import { formatAmount, parseAmount } from '../validation/amount.ts';
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
import { valueAt } from './value-at.ts';

const shown = (context: unknown, when: Condition | undefined) =>
  !when || when.is.includes(valueAt(context, when.at));

/**
 * The declaration in words, step by step, as a person reads it (issue 15): each answered question under
 * the step that asks it, every coded value said as the form says it, nothing left unanswered shown.
 * Used by the review step of every wizard, by the PDF summary and by the zone's desk; for the police
 * (`reader`), a step's heading speaks of the declarant instead of to them (issue 30, item 5), and so do
 * its questions and answers with the lookups the police read by (`policeReading`, police-reading.ts).
 */
export function summarise(
  definition: SummaryDefinition,
  payload: unknown,
  locale: Locale,
  lookups: SummaryLookups,
  reader: SummaryReader = 'person',
): SummarySection[] {
  const police = reader === 'police';
  const context: SayContext = { locale, lookups, reader };

  const answers = (items: readonly SummaryItem[], scope: unknown): SummaryEntry[] =>
    items.flatMap((item): SummaryEntry[] => {
      if (!shown(scope, item.when)) return [];
      if ('list' in item) {
        const elements = valueAt(scope, item.list);
        if (!Array.isArray(elements)) return [];
        // The list's total first (the amounts lost), then each element.
        const total = item.total && elements.length > 1 ? totalOf(elements, item.total.at) : undefined;
        const sum: SummaryEntry[] =
          item.total && total !== undefined
            ? [{ kind: 'answer', question: lookups.text(item.total.question), answer: total }]
            : [];
        const each = elements.flatMap((element, index): SummaryEntry[] => {
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
        return [...sum, ...each];
      }
      const said = sayValue(item.say, valueAt(scope, item.at), context);
      if (said === undefined) return [];
      const key =
        typeof item.question === 'string'
          ? item.question
          : item.question.keys[String(valueAt(scope, `${item.at ? `${item.at}.` : ''}${item.question.by}`))];
      if (!key) return [];
      const answer = lookups.answer?.(key, said) ?? said;
      return [{ kind: 'answer', question: asQuestion(lookups.text(key), lookups), answer }];
    });

  return definition.summary.map((part) => {
    const entries = answers(part.items, payload);
    const number = definition.steps.findIndex((step) => step.id === part.step) + 1;
    return {
      step: part.step,
      number,
      title: lookups.text(police && part.police ? part.police : part.title),
      entries,
      ...(entries.length === 0 && part.empty ? { note: lookups.text(part.empty) } : {}),
    };
  });
}

/**
 * The sum of the amounts at `at` of a list's elements, as an amount is said ('1 824,99 €'), counted in
 * cents; undefined when one of them cannot be read (a total that leaves one out would mislead).
 */
function totalOf(elements: readonly unknown[], at: string): string | undefined {
  let cents = 0;
  for (const element of elements) {
    const amount = parseAmount(valueAt(element, at));
    if (amount === undefined) return undefined;
    cents += Math.round(amount * 100);
  }
  return formatAmount(cents / 100);
}

/**
 * Where every form keeps how its summary reaches the person (`channelItem` in parts.ts): the wizard's
 * last question, about the delivery of the summary rather than the declaration.
 */
export const DELIVERY_CHANNEL_PATH = 'overview.channel';

/**
 * A form's summary as the person's document says it (their PDF): without the question of how that
 * document reaches them (issue 33), which says nothing of what happened. A step left without items is
 * left out, as a step without answers is. The police's reading keeps it (the zone may write back).
 */
export function withoutDeliveryChannel<D extends SummaryDefinition>(definition: D): D {
  return {
    ...definition,
    summary: definition.summary.map((step) => ({
      ...step,
      items: step.items.filter((item) => 'list' in item || item.at !== DELIVERY_CHANNEL_PATH),
    })),
  };
}

/**
 * A form's label as a summary's question: the form's "(not required)" marks what may stay empty, which
 * an answer that is there no longer needs ('Merk (niet verplicht)' → 'Merk').
 */
function asQuestion(label: string, lookups: SummaryLookups): string {
  const marker = lookups.text('summary:answers.optional_marker');
  return label.replace(` (${marker})`, '').replace(`, ${marker})`, ')').trim();
}
