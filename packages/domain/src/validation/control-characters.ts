/**
 * C0 control characters other than tab, line feed and carriage return. No person types them; a pasted
 * text may carry one, and a hostile client sends NUL, which PostgreSQL refuses in text and JSONB. Every
 * text that enters the API is checked against this one rule, and the web's fields drop them as typed.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this rule's purpose.
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const CONTROL_CHARACTERS_ALL = new RegExp(CONTROL_CHARACTERS.source, 'g');

/** The text without its control characters (tab and line breaks kept). */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS_ALL, '');
}

/**
 * The path of the first string (or object key) holding a control character in a parsed JSON value, e.g.
 * `['fact', 'description']`; undefined when there is none.
 */
export function controlCharacterPath(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterPath(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL_CHARACTERS.test(key)) return [...path, key];
      const found = controlCharacterPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}
