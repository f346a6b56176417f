import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../testing/examples.ts';
import { FIXTURE_FORM, FIXTURE_FORM_PAYLOAD } from '../testing/fixture-form.ts';
import { drawnByEngine, type RegisteredForm } from './definition.ts';
import { FORM_DEFINITIONS } from './registry.ts';
import type { SummaryItem } from './summary-types.ts';

/**
 * The registry's matrix (issue 32, item 6): for every form, whatever its example answers reaches the
 * summary, so the review step, the PDF and the zone read it. A misspelled path fails the type check; this
 * fails on an answer no item reads at all (a field added to the schema and forgotten in the summary).
 */

/** What no person is asked and no summary says: the form's name and kind, the spam trap, test switches. */
const UNSAID = new Set(['form', 'category', 'dog_color', 'debug']);

/**
 * Answers said another way: a person's or victim's kind by the questions that follow it, the officer's
 * look-up by the identity it found, a form's own fact code by its title (the person form says its crime
 * type).
 */
const SAID_OTHERWISE = new Set([
  'declarant.type',
  'victim.type',
  'victim.declare_for',
  'victim.verified',
  'fact.type',
]);

/** Every path of the payload that holds an answer, lists by their element ('fact_amounts.[].iban'). */
function answeredPaths(value: unknown, path = ''): string[] {
  const here = (key: string) => (path === '' ? key : `${path}.${key}`);
  if (Array.isArray(value)) return value.flatMap((element) => answeredPaths(element, here('[]')));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => answeredPaths(inner, here(key)));
  }
  return value === '' || value === undefined || value === null ? [] : [path];
}

/** The paths a form's summary reads, lists by their element, each one covering what is under it. */
function saidPaths(items: readonly SummaryItem[], base = ''): string[] {
  const under = (at: string) => (base === '' ? at : at === '' ? base : `${base}.${at}`);
  return items.flatMap((item) =>
    'list' in item
      ? [
          ...saidPaths(item.items, `${under(item.list)}.[]`),
          // A group's title names its element ('Voorwerp 1: Auto'), by its code in the catalogue too.
          ...[item.name, item.code].flatMap((at) =>
            at === undefined ? [] : [`${under(item.list)}.[].${at}`],
          ),
        ]
      : [under(item.at)],
  );
}

const said = (definition: RegisteredForm, path: string) =>
  definition.summary
    .flatMap((step) => saidPaths(step.items))
    .some((at) => path === at || path.startsWith(`${at}.`));

describe('every answer is said', () => {
  const cases = [
    ...Object.entries(EXAMPLES).map(([name, example]) => [name, example] as const),
    ['lost-keys (the fixture form)', FIXTURE_FORM_PAYLOAD] as const,
  ];
  const definitions: readonly RegisteredForm[] = [...FORM_DEFINITIONS, FIXTURE_FORM];
  const formOf = (example: unknown) =>
    definitions.find((candidate) => candidate.covers(example as { form?: unknown }));

  it.each(cases)('by the summary of the %s example’s form', (_, example) => {
    const definition = formOf(example);
    expect(definition).toBeDefined();
    const unsaid = answeredPaths(example).filter(
      (path) =>
        !UNSAID.has(path.split('.')[0] ?? '') && !SAID_OTHERWISE.has(path) && !said(definition!, path),
    );
    expect(unsaid).toEqual([]);
  });

  const drawn = cases.filter(([, example]) => {
    const definition = formOf(example);
    return definition !== undefined && drawnByEngine(definition);
  });

  it.each(drawn)('and asked by a field of the engine’s %s form', (_, example) => {
    const definition = formOf(example)!;
    // The form's fixed answers, and those of each route it opens at (the damage form's category).
    const routes = Object.values(definition.page?.routes ?? {});
    const fixed = [definition.page?.fixed ?? {}, ...routes.map((route) => route.fixed)].flatMap(Object.keys);
    const asked = definition.steps.flatMap((step) => step.paths ?? []).map((path) => path.join('.'));
    const unasked = answeredPaths(example).filter(
      (path) => !fixed.includes(path) && !asked.some((at) => path === at || path.startsWith(`${at}.`)),
    );
    expect(unasked).toEqual([]);
  });

  it('fails on an answer the summary forgot', () => {
    const forgetful: RegisteredForm = {
      ...FIXTURE_FORM,
      summary: FIXTURE_FORM.summary.map((step) => ({
        ...step,
        items: step.items.filter((item) => !('at' in item) || item.at !== 'fact.description'),
      })),
    };
    expect(said(forgetful, 'fact.description')).toBe(false);
    expect(said(FIXTURE_FORM, 'fact.description')).toBe(true);
  });
});
