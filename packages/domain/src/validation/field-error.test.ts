import { describe, expect, it } from 'vitest';
import { z } from 'zod';
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
});
