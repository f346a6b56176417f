import { describe, expect, it } from 'vitest';
import { ZONE_STATES, ZoneActionSchema, type ZoneCase, zoneActionRefusal } from './zone-desk.ts';

const CLAES = { matricule: '71234', supervisor: false };
const VERMEULEN = { matricule: '73456', supervisor: false };
const WOUTERS = { matricule: '70518', supervisor: true };
type Case = Pick<ZoneCase, 'state' | 'owner' | 'flags'>;
const owned = (state: ZoneCase['state']): Case => ({
  state,
  owner: state === 'new' ? null : '71234',
  flags: [],
});

describe('who may change a case (decision 045)', () => {
  it('lets anyone of the zone take a new case, and nobody take one that is not', () => {
    expect(zoneActionRefusal(owned('new'), 'take', VERMEULEN)).toBeNull();
    for (const state of ['in_treatment', 'handled'] as const)
      for (const actor of [CLAES, VERMEULEN, WOUTERS])
        expect(zoneActionRefusal(owned(state), 'take', actor)).toBe('error_zone_state');
  });

  it.each(['release', 'assign', 'handle'] as const)(
    'lets the owner or a supervisor %s a case in treatment, not a colleague',
    (action) => {
      const taken = owned('in_treatment');
      expect(zoneActionRefusal(taken, action, CLAES)).toBeNull();
      expect(zoneActionRefusal(taken, action, WOUTERS)).toBeNull();
      expect(zoneActionRefusal(taken, action, VERMEULEN)).toBe('error_zone_not_owner');
      expect(zoneActionRefusal(owned('handled'), action, CLAES)).toBe('error_zone_state');
    },
  );

  it('lets only a supervisor give a new case, nobody yet owning it; nobody releases or handles it', () => {
    expect(zoneActionRefusal(owned('new'), 'assign', WOUTERS)).toBeNull();
    expect(zoneActionRefusal(owned('new'), 'assign', CLAES)).toBe('error_zone_not_owner');
    expect(zoneActionRefusal(owned('new'), 'release', WOUTERS)).toBe('error_zone_state');
    expect(zoneActionRefusal(owned('new'), 'handle', WOUTERS)).toBe('error_zone_state');
  });

  it('lets the owner or a supervisor reopen a handled case', () => {
    expect(zoneActionRefusal(owned('handled'), 'reopen', CLAES)).toBeNull();
    expect(zoneActionRefusal(owned('handled'), 'reopen', WOUTERS)).toBeNull();
    expect(zoneActionRefusal(owned('handled'), 'reopen', VERMEULEN)).toBe('error_zone_not_owner');
    expect(zoneActionRefusal(owned('in_treatment'), 'reopen', CLAES)).toBe('error_zone_state');
  });

  it('lets anyone of the zone write a working note, whatever the state', () => {
    for (const state of ZONE_STATES) expect(zoneActionRefusal(owned(state), 'note', VERMEULEN)).toBeNull();
  });

  it('notes the call to a flagged person once, whoever makes it', () => {
    const flagged: Case = { ...owned('new'), flags: ['contact_person', 'new_information'] };
    expect(zoneActionRefusal(flagged, 'contacted', VERMEULEN)).toBeNull();
    expect(zoneActionRefusal({ ...flagged, flags: ['new_information'] }, 'contacted', WOUTERS)).toBe(
      'error_zone_state',
    );
  });
});

describe('a change as the API reads it', () => {
  const parse = (body: object) => {
    const result = ZoneActionSchema.safeParse(body);
    return result.success ? result.data : result.error.issues.map((issue) => issue.message);
  };

  it('closes "information only" without a note, any other outcome only with one', () => {
    expect(parse({ action: 'handle', version: 2, outcome: 'information_only' })).toEqual({
      action: 'handle',
      version: 2,
      outcome: 'information_only',
    });
    expect(parse({ action: 'handle', version: 2, outcome: 'information_only', note: '  ' })).toMatchObject({
      note: '',
    });
    expect(parse({ action: 'handle', version: 2, outcome: 'referred' })).toEqual(['required_field']);
    expect(parse({ action: 'handle', version: 2, outcome: 'referred', note: ' ' })).toEqual([
      'required_field',
    ]);
    expect(
      parse({ action: 'handle', version: 2, outcome: 'referred', note: ' Naar de wijk. ' }),
    ).toMatchObject({
      note: 'Naar de wijk.',
    });
  });

  it('gives a case by matricule, and keeps a working note as written, trimmed', () => {
    expect(parse({ action: 'assign', version: 3, matricule: ' 73456 ' })).toMatchObject({
      matricule: '73456',
    });
    expect(parse({ action: 'assign', version: 3 })).toEqual(['error_zone_assignee']);
    expect(parse({ action: 'note', version: 3, note: ' Bank gebeld. ' })).toMatchObject({
      note: 'Bank gebeld.',
    });
    expect(parse({ action: 'note', version: 3, note: '' })).toEqual(['required_field']);
    expect(parse({ action: 'note', version: 3, note: 'x'.repeat(2001) })).toEqual([
      'error_zone_note_too_long',
    ]);
    expect(parse({ action: 'close', version: 3 })).toEqual(['error_invalid_request']);
  });
});
