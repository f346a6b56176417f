import { isValidDate, isValidTime } from '@pow/domain';
import { describe, expect, it } from 'vitest';
import { normalizeDateInput, normalizeTimeInput } from './date-time-input.ts';

describe('normalizeDateInput', () => {
  it.each([
    ['31/12/2024', '31/12/2024'],
    ['1/2/2025', '01/02/2025'],
    ['1-2-2025', '01/02/2025'],
    ['01.02.2025', '01/02/2025'],
    ['31122024', '31/12/2024'],
    [' 3 / 4 / 2025 ', '03/04/2025'],
    ['31/12/24', '31/12/24'],
    ['gisteren', 'gisteren'],
  ])('%j → %j', (typed, expected) => {
    expect(normalizeDateInput(typed)).toBe(expected);
  });

  it('leaves an impossible day for the rule to refuse', () => {
    expect(isValidDate(normalizeDateInput('31/2/2025'))).toBe(false);
    expect(isValidDate(normalizeDateInput('29/2/2024'))).toBe(true);
  });
});

describe('normalizeTimeInput', () => {
  it.each([
    ['14:30', '14:30'],
    ['9:05', '09:05'],
    ['14.30', '14:30'],
    ['14u30', '14:30'],
    ['14h30', '14:30'],
    ['1430', '14:30'],
    ['930', '09:30'],
    ['14', '14:00'],
    ['14:30:15', '14:30:15'],
    ['half drie', 'half drie'],
  ])('%j → %j', (typed, expected) => {
    expect(normalizeTimeInput(typed)).toBe(expected);
  });

  it('leaves an impossible hour for the rule to refuse', () => {
    expect(isValidTime(normalizeTimeInput('2530'))).toBe(false);
    expect(isValidTime(normalizeTimeInput('24'))).toBe(true);
  });
});
