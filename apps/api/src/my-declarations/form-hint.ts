import { definitionOf, hintKeyOf, type Locale } from '@pow/domain';
import { summaryText } from '@pow/i18n/summary/texts';

/**
 * A form's hint for a stored declaration, in words (issue 33): what to do next, or what may be added
 * later, for its kind of fact (the form definition's `hints`); a form that has none (an officer's) gets
 * the person form's general one.
 */
export function formHint(
  hint: 'next' | 'add',
  form: string,
  category: unknown,
  locale: Locale,
  factType?: string,
): string {
  const payload = { form, category, fact: { type: factType } };
  const definition = definitionOf(payload);
  const key = (definition && hintKeyOf(definition, hint, payload)) ?? `success:hints.${hint}.person`;
  return summaryText(locale)(key);
}
