import { ApiErrorSchema } from '@pow/contracts';
import { describe, expect, it } from 'vitest';
import { errorOf } from './api-client.ts';

describe('errorOf reads the error envelope as ApiErrorSchema does', () => {
  const refused = {
    error: { key: 'error_minmax_length', path: ['fact', 'description'], params: { min: 5, max: 2000 } },
  };

  it('keeps key, path and params of a well-formed error', () => {
    const { error } = ApiErrorSchema.parse(refused);
    expect(errorOf(400, null, refused)).toMatchObject({ status: 400, ...error });
  });

  it.each([
    ['no body', undefined],
    ['no error', { data: {} }],
    ['a key that is not text', { error: { key: 7 } }],
  ])('answers error_occured for %s', (_name, body) => {
    expect(ApiErrorSchema.safeParse(body).success).toBe(false);
    expect(errorOf(500, null, body).key).toBe('error_occured');
  });
});
