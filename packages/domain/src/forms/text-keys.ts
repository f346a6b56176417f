import { byAnswerKeys, type RegisteredForm } from './definition.ts';
import { fieldTextKeys } from './fields.ts';
import type { SummaryItem, TextKey } from './summary-types.ts';

function itemKeys(items: readonly SummaryItem[]): TextKey[] {
  return items.flatMap((item): TextKey[] => {
    if ('list' in item) {
      return [
        ...(item.title ? [item.title] : []),
        ...(item.total ? [item.total.question] : []),
        ...itemKeys(item.items),
      ];
    }
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

/**
 * Every text a form's definition names: its title, its home tile, its fields' texts, and its summary's
 * step titles, questions and coded values. The PDF's texts are loaded from the namespaces these name.
 */
export function textKeysOf(definition: RegisteredForm): TextKey[] {
  const title = definition.title;
  return [
    ...(typeof title === 'string'
      ? [title]
      : [...Object.values(title.keys), ...(title.otherwise ? [title.otherwise] : [])]),
    ...(definition.homeTile ? [definition.homeTile.title, definition.homeTile.text] : []),
    ...(definition.hints
      ? [...byAnswerKeys(definition.hints.next), ...byAnswerKeys(definition.hints.add)]
      : []),
    ...definition.steps.flatMap((step) => ('fields' in step ? step.fields.flatMap(fieldTextKeys) : [])),
    ...definition.summary.flatMap((step) => [
      step.title,
      ...(step.empty ? [step.empty] : []),
      ...itemKeys(step.items),
    ]),
  ];
}

/** The catalogue namespaces the forms' texts come from ('phishing', 'declaration-steps', …). */
export function textNamespacesOf(definitions: readonly RegisteredForm[]): string[] {
  return [...new Set(definitions.flatMap(textKeysOf).map((key) => key.slice(0, key.indexOf(':'))))];
}
