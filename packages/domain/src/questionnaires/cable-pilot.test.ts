import { describe, expect, it } from 'vitest';
import { CableQuestionnaireRequestSchema } from '../reference/registries.ts';
import { cablePilotOutcome, cablePilotRequest } from './cable-pilot.ts';

describe('cable-damage pilot check (spec §2, §7)', () => {
  it('sends the municipality key (NIS) of the chosen postcode–municipality pair, as the API takes it', () => {
    const body = cablePilotRequest('44021-9000');
    expect(body).toEqual({ municipality: '44021' });
    expect(CableQuestionnaireRequestSchema.safeParse(body).success).toBe(true);
  });

  it.each<[string, unknown, string]>([
    ['open', { data: true }, 'allowed'],
    ['closed', { data: false }, 'refused'],
    ['no data', {}, 'failed'],
    ['a string instead of a boolean', { data: 'true' }, 'failed'],
    ['no body', undefined, 'failed'],
    ['an error answer', { error: { key: 'required_field' } }, 'failed'],
  ])('reads an answer that is %s', (_name, body, outcome) => {
    expect(cablePilotOutcome(body)).toBe(outcome);
  });
});
