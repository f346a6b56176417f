import { describe, expect, it } from 'vitest';
import { CableQuestionnaireRequestSchema } from '../reference/registries.ts';
import { cablePilotPlace, cablePilotRequest } from './cable-pilot.ts';

describe('cable-damage pilot check (spec §2, §7)', () => {
  it('sends the municipality key (NIS) of the chosen postcode–municipality pair, as the API takes it', () => {
    const body = cablePilotRequest('44021-9000');
    expect(body).toEqual({ municipality: '44021' });
    expect(CableQuestionnaireRequestSchema.safeParse(body).success).toBe(true);
  });

  it('reads the municipality a passed check keeps in the tab as the fact address’s municipality', () => {
    expect(cablePilotPlace('44021-9000')).toEqual({ municipality: '44021-9000', post_code: '9000' });
  });

  it.each<[string, unknown]>([
    ['nothing', undefined],
    ['a NIS key alone', '44021'],
    ['a name', 'Gent'],
    ['an object', { municipality: '44021-9000' }],
    ['a key with extra text', '44021-9000 Gent'],
  ])('keeps no pass from %s', (_name, kept) => {
    expect(cablePilotPlace(kept)).toBeUndefined();
  });
});
