import { toFieldError } from '@pow/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cablePilotOutcome } from './cable-pilot-answer.ts';
import { DECLARATION_STATUS, isFinalStatus } from './declaration-status.ts';
import { ApiErrorSchema } from './envelope.ts';

describe('error envelope', () => {
  it('carries the field error of a refused value, key, path and params', () => {
    const issues = z.object({ n: z.number().min(5, { error: 'too_small' }) }).safeParse({ n: 1 })
      .error?.issues;
    for (const issue of issues ?? []) {
      expect(ApiErrorSchema.safeParse({ error: toFieldError(issue) }).success).toBe(true);
    }
  });
});

describe('declaration status (spec §4)', () => {
  it.each([
    [DECLARATION_STATUS.received, false],
    [DECLARATION_STATUS.summaryMade, false],
    [DECLARATION_STATUS.summaryDelivered, false],
    [DECLARATION_STATUS.sentToZone, true],
    [DECLARATION_STATUS.summaryFailed, true],
  ])('status %i is final: %s', (status, final) => {
    expect(isFinalStatus(status)).toBe(final);
  });
});

describe('cable-damage pilot answer (spec §2, §7)', () => {
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
