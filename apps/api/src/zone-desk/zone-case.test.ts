import { describe, expect, it } from 'vitest';
import { additionChange, changeOf, flagsOf } from './zone-case.ts';

const NOW = new Date('2026-11-30T09:00:00Z');
const EARLIER = new Date('2026-11-27T14:45:00Z');

describe('what a change of the case writes (decision 045)', () => {
  it('records the matricule, and the first time the case was taken up', () => {
    expect(changeOf({ action: 'take', version: 1 }, '71234', { takenAt: null }, NOW)).toEqual({
      set: { state: 'in_treatment', owner: '71234', takenAt: NOW },
      event: { action: 'take', matricule: '71234', at: NOW },
    });
    // Taken again after a release: the person was told it was taken up the first time.
    expect(changeOf({ action: 'take', version: 3 }, '73456', { takenAt: EARLIER }, NOW).set.takenAt).toBe(
      EARLIER,
    );
    expect(changeOf({ action: 'release', version: 2 }, '71234', { takenAt: EARLIER }, NOW).set).toEqual({
      state: 'new',
      owner: null,
    });
  });

  it('gives the case to the officer named, by whoever gave it', () => {
    expect(
      changeOf({ action: 'assign', version: 2, matricule: '73456' }, '71234', { takenAt: EARLIER }, NOW),
    ).toEqual({
      set: { state: 'in_treatment', owner: '73456', takenAt: EARLIER },
      event: { action: 'assign', matricule: '71234', assignee: '73456', at: NOW },
    });
  });

  it('keeps a working note in the history only', () => {
    expect(
      changeOf({ action: 'note', version: 3, note: 'Bank gebeld.' }, '73456', { takenAt: EARLIER }, NOW),
    ).toEqual({
      set: {},
      event: { action: 'note', matricule: '73456', note: 'Bank gebeld.', at: NOW },
    });
  });

  it('handles with an outcome, without a note for information only', () => {
    const handled = changeOf(
      { action: 'handle', version: 4, outcome: 'information_only', note: '' },
      '73456',
      { takenAt: EARLIER },
      NOW,
    );
    expect(handled.set).toEqual({
      state: 'handled',
      handledBy: '73456',
      handledAt: NOW,
      outcome: 'information_only',
      closingNote: null,
    });
    expect(handled.event).toMatchObject({ outcome: 'information_only', note: null });
  });

  it('reopens a handled case: in treatment again, its handling undone (the history keeps it)', () => {
    expect(changeOf({ action: 'reopen', version: 5 }, '70518', { takenAt: EARLIER }, NOW).set).toEqual({
      state: 'in_treatment',
      reopenedAt: NOW,
      handledBy: null,
      handledAt: null,
      outcome: null,
      closingNote: null,
    });
  });
});

describe("what the person's addition does to the case", () => {
  it('reopens a handled case where the zone chose so, by no officer', () => {
    expect(additionChange({ state: 'handled' }, 'reopen', NOW)).toEqual({
      set: expect.objectContaining({ newInformation: true, state: 'in_treatment', reopenedAt: NOW }),
      event: { action: 'reopen', matricule: null, at: NOW },
    });
  });

  it('flags a handled case where the zone chose so, and any open case, without a line of history', () => {
    expect(additionChange({ state: 'handled' }, 'flag', NOW)).toEqual({
      set: { newInformation: true },
      event: null,
    });
    for (const state of ['new', 'in_treatment'] as const)
      expect(additionChange({ state }, 'reopen', NOW)).toEqual({
        set: { newInformation: true },
        event: null,
      });
  });

  it('asks to be opened while the information is new, beside the call a failed summary asks for', () => {
    const desk = { contactedAt: null, newInformation: true, handover: null };
    expect(flagsOf(3, desk)).toEqual(['new_information']);
    expect(flagsOf(-1, desk)).toEqual(['contact_person', 'new_information']);
    expect(flagsOf(-1, { ...desk, contactedAt: NOW, newInformation: false })).toEqual([]);
  });

  it('says a hand-over failed for good, not one still being tried or delivered', () => {
    const desk = { contactedAt: null, newInformation: false };
    expect(flagsOf(3, { ...desk, handover: 'failed' })).toEqual(['handover_failed']);
    expect(flagsOf(3, { ...desk, handover: 'pending' })).toEqual([]);
    expect(flagsOf(3, { ...desk, handover: 'delivered' })).toEqual([]);
  });
});
