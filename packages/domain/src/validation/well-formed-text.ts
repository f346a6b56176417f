/**
 * C0 control characters other than tab, line feed and carriage return. No person types them; a pasted
 * text may carry one, and a hostile client sends NUL, which PostgreSQL refuses in text and JSONB.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this rule's purpose.
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const CONTROL_CHARACTERS_ALL = new RegExp(CONTROL_CHARACTERS.source, 'g');
// Half of a surrogate pair: a browser cutting a text at its maximum length can leave half an emoji. With
// the u flag a whole pair is one code point, so only a lone half matches (String#isWellFormed is too new
// for the phones the portal serves).
const LONE_SURROGATE = /\p{Surrogate}/u;
const LONE_SURROGATES_ALL = /\p{Surrogate}/gu;

/**
 * A text the portal can keep: no control character (tab and line breaks allowed) and no lone UTF-16
 * surrogate, which PostgreSQL refuses in JSONB and UTF-8 cannot carry. Every text that enters the API
 * is held to this one rule (decision 025), refused, never rewritten.
 */
export function isWellFormedText(text: string): boolean {
  return !CONTROL_CHARACTERS.test(text) && !LONE_SURROGATE.test(text);
}

/** What a person typed or pasted, without the characters the API would refuse (tab and line breaks kept). */
export function typeableText(text: string): string {
  return text.replace(CONTROL_CHARACTERS_ALL, '').replace(LONE_SURROGATES_ALL, '');
}

/**
 * Bounds of a JSON body, well above any form's (a declaration nests 6 deep and holds a few hundred
 * values): a body past them is refused before any work that grows with its shape.
 */
export const JSON_BODY_LIMITS = { depth: 32, values: 10_000 } as const;

export type JsonFault =
  | { key: 'error_invalid_body' }
  | { key: 'error_invalid_characters'; path: (string | number)[] };

interface Visit {
  value: unknown;
  depth: number;
  parent: Visit | undefined;
  key: string | number | undefined;
}

const pathOf = (visit: Visit) => {
  const path: (string | number)[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) path.push(at.key!);
  return path.reverse();
};

/**
 * The first fault of a parsed JSON value, in document order: nested deeper or holding more values than
 * `limits` (error_invalid_body), or a string or object key that is not well-formed text
 * (error_invalid_characters, with its path, e.g. `['fact', 'description']`). Walked with a stack of its
 * own, in time linear in the value's size: a hostile body can neither overflow the call stack nor make
 * the walk quadratic (a path is built only for the fault).
 */
export function jsonFault(
  value: unknown,
  limits: typeof JSON_BODY_LIMITS = JSON_BODY_LIMITS,
): JsonFault | undefined {
  const stack: Visit[] = [{ value, depth: 0, parent: undefined, key: undefined }];
  let values = 1;
  while (stack.length > 0) {
    const visit = stack.pop()!;
    if (typeof visit.key === 'string' && !isWellFormedText(visit.key)) {
      return { key: 'error_invalid_characters', path: pathOf(visit) };
    }
    const { value: current } = visit;
    if (typeof current === 'string') {
      if (!isWellFormedText(current)) return { key: 'error_invalid_characters', path: pathOf(visit) };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (visit.depth >= limits.depth) return { key: 'error_invalid_body' };
    const keys: (string | number)[] = Array.isArray(current)
      ? current.map((_, index) => index)
      : Object.keys(current);
    values += keys.length;
    if (values > limits.values) return { key: 'error_invalid_body' };
    const holder = current as Record<string | number, unknown>;
    // Pushed last to first, so that the first child is looked at first.
    for (let index = keys.length - 1; index >= 0; index--) {
      const key = keys[index]!;
      stack.push({ value: holder[key], depth: visit.depth + 1, parent: visit, key });
    }
  }
  return undefined;
}
