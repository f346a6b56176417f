import { describe, expect, it } from 'vitest';
import { DeclarationSchema } from '../declarations/declaration.ts';
import { guardRoute } from '../routes/decide-route.ts';
import { matchRoute, routesFor, routeTables } from '../routes/route-table.ts';
import { EXAMPLE_PERSON, EXAMPLE_PHISHING, EXAMPLE_PHISHING_OFFICER, EXAMPLES } from '../testing/examples.ts';
import { FIXTURE_FORM, FIXTURE_FORM_PAYLOAD, LOST_KEYS_FORM } from '../testing/fixture-form.ts';
import type { RegisteredForm } from './definition.ts';
import { definitionOf, FORM_DEFINITIONS, homeTilesOf, recipientOf, successFormsOf } from './registry.ts';
import { summarise } from './summary.ts';
import { textNamespacesOf } from './text-keys.ts';

describe('the registry of forms', () => {
  it.each(Object.entries(EXAMPLES))('covers the %s example by exactly one form', (_, example) => {
    const covering = FORM_DEFINITIONS.filter((definition) => definition.covers(example));
    expect(covering).toHaveLength(1);
  });

  it('names every route and step once', () => {
    const routes = FORM_DEFINITIONS.flatMap((definition) => definition.routes.map((route) => route.name));
    expect(new Set(routes).size).toBe(routes.length);
    for (const definition of FORM_DEFINITIONS) {
      const steps = definition.summary.map((step) => step.step);
      expect(steps, definition.id).toEqual(definition.steps.map((step) => step.id));
    }
  });

  it('sends the summary to the declarant, or for an officer’s declaration to the victim', () => {
    expect(recipientOf(DeclarationSchema.parse(EXAMPLE_PHISHING))).toEqual({
      rrn: EXAMPLE_PHISHING.declarant.rrn,
      email: EXAMPLE_PHISHING.declarant.email,
    });
    expect(recipientOf(DeclarationSchema.parse(EXAMPLE_PHISHING_OFFICER))).toEqual({
      rrn: EXAMPLE_PHISHING_OFFICER.victim.rrn,
      email: EXAMPLE_PHISHING_OFFICER.victim.email,
    });
    expect(recipientOf(DeclarationSchema.parse(EXAMPLE_PERSON)).email).toBe(EXAMPLE_PERSON.declarant.email);
  });

  it('gives the portal’s route tables, home tiles and sent pages', () => {
    // Today's forms first, in the registry's order; a form added by `npm run new-form` comes after them.
    expect(successFormsOf().slice(0, 4)).toEqual(['phishing', 'phishing_officer', 'degradation', 'person']);
    expect(
      homeTilesOf()
        .map((tile) => tile.to)
        .slice(0, 2),
    ).toEqual(['phishing/questionnaire', 'person/start']);
    expect(matchRoute(routesFor('citizen'), 'degradation/graffiti')?.route).toMatchObject({
      name: 'degradation-graffiti',
      form: 'citizen',
      needsSession: true,
    });
    expect(matchRoute(routesFor('policeman'), 'phishing')?.route.name).toBe('police-phishing');
  });
});

describe('a new form, from its definition alone', () => {
  const definitions: readonly RegisteredForm[] = [...FORM_DEFINITIONS, FIXTURE_FORM];
  const tables = routeTables(definitions);

  it('opens on its route, signed in, for the citizen only', () => {
    const match = matchRoute(tables.citizen, 'lost/keys');
    expect(match?.route).toMatchObject({ name: 'lost-keys', form: 'citizen', needsSession: true });
    expect(matchRoute(tables.policeman, 'lost/keys')).toBeUndefined();
    const where = { locale: 'fr' as const, pathname: '/fr/lost/keys' };
    expect(guardRoute(match!.route, { userType: 'citizen', signedIn: false }, where)?.kind).toBe('leave');
    expect(guardRoute(match!.route, { userType: 'citizen', signedIn: true }, where)).toBeUndefined();
    expect(guardRoute(match!.route, { userType: 'policeman', signedIn: true }, where)?.kind).toBe('redirect');
  });

  it('has its sent page and, when it asks for one, its home tile', () => {
    expect(successFormsOf(definitions)).toContain('lost-keys');
    expect(matchRoute(tables.citizen, 'success/lost-keys')?.params).toEqual({ form: 'lost-keys' });
    expect(homeTilesOf(definitions).at(-1)).toMatchObject({ form: 'lost-keys', to: 'lost/keys' });
  });

  it('is summarised and routed by its own rules', () => {
    expect(definitionOf(FIXTURE_FORM_PAYLOAD, definitions)).toBe(FIXTURE_FORM);
    expect(LOST_KEYS_FORM.placeOfFact(FIXTURE_FORM_PAYLOAD)).toBe('21004');
    const sections = summarise(FIXTURE_FORM, FIXTURE_FORM_PAYLOAD, 'nl', {
      text: (key) => key,
      municipality: (tkey) => (tkey === '21004-1000' ? '1000 Brussel' : undefined),
      nationality: () => 'Belg',
      insurer: () => undefined,
      attachment: () => undefined,
    });
    expect(sections.map((section) => section.title)).toEqual([
      'lost-keys:steps.declarant',
      'lost-keys:steps.fact',
      'lost-keys:steps.attachments',
      'lost-keys:steps.overview',
    ]);
    const fact = sections[1]!.entries.flatMap((entry) => (entry.kind === 'answer' ? [entry] : []));
    expect(fact.map((entry) => entry.answer)).toContain('Place de Brouckère 3, 1000 Brussel');
  });

  it('names the namespace of its texts, where the server finds them for the PDF', () => {
    expect(textNamespacesOf(FORM_DEFINITIONS)).not.toContain('lost-keys');
    expect(textNamespacesOf(definitions)).toContain('lost-keys');
    expect(textNamespacesOf(FORM_DEFINITIONS)).toEqual(
      expect.arrayContaining(['phishing', 'person', 'degradation', 'declaration-steps', 'summary']),
    );
  });
});
