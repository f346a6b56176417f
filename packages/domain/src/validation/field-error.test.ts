import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiErrorSchema } from '../api-envelope.ts';
import { EmailSchema } from './email.ts';
import { toFieldError } from './field-error.ts';
import { FactDescriptionSchema } from './text.ts';

describe('toFieldError', () => {
  const Form = z.object({ email: EmailSchema, contacts: z.array(z.object({ text: FactDescriptionSchema })) });
  const issues = Form.safeParse({ email: 'x', contacts: [{ text: 'abc' }] }).error?.issues ?? [];

  it('keeps key, path and params', () => {
    expect(issues.map(toFieldError)).toEqual([
      { key: 'require_email_format', path: ['email'] },
      { key: 'error_minmax_length', path: ['contacts', 0, 'text'], params: { min: 5, max: 2000 } },
    ]);
  });

  it('fits the error of an API answer', () => {
    for (const issue of issues)
      expect(ApiErrorSchema.safeParse({ error: toFieldError(issue) }).success).toBe(true);
  });
});
