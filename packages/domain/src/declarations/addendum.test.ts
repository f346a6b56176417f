import { describe, expect, it } from 'vitest';
import { issuesOf, uploadId } from '../testing/schema-helpers.ts';
import { AddendumSchema } from './addendum.ts';

const TEXT = 'Ik kreeg vandaag nog een sms van hetzelfde nummer.';

describe('an addition to a declaration', () => {
  it('keeps a text of 5 to 2000 characters, trimmed, and the ids of its files', () => {
    expect(AddendumSchema.parse({ text: `  ${TEXT}\n`, attachments: [uploadId(1)] })).toEqual({
      text: TEXT,
      attachments: [uploadId(1)],
    });
    expect(AddendumSchema.parse({ text: 'a'.repeat(2000) }).attachments).toEqual([]);
    // Counted as people count: five emoji are five characters.
    expect(issuesOf(AddendumSchema, { text: '📱📱📱📱📱' })).toEqual([]);
  });

  it.each([
    ['no text', {}, 'text:required_field'],
    ['a blank text', { text: '   ' }, 'text:required_field'],
    ['four characters once trimmed', { text: ' sms! ' }, 'text:error_minmax_length'],
    ['2001 characters', { text: 'a'.repeat(2001) }, 'text:error_minmax_length'],
    ['a text that is not one', { text: 42 }, 'text:required_field'],
    [
      'a file id that is not an upload',
      { text: TEXT, attachments: ['photo.jpg'] },
      'attachments.0:error_upload',
    ],
    [
      'the same file twice',
      { text: TEXT, attachments: [uploadId(1), uploadId(1)] },
      'attachments:error_upload_duplicate',
    ],
    [
      '21 files',
      { text: TEXT, attachments: Array.from({ length: 21 }, (_, i) => uploadId(i)) },
      'attachments:error_max_items',
    ],
    ['no object at all', 'meer informatie', ':required_field'],
  ])('refuses %s with the message of the description or upload rules', (_what, body, issue) => {
    expect(issuesOf(AddendumSchema, body)[0]).toBe(issue);
  });

  it('says the limits in the length message, as the description does', () => {
    const [issue] = AddendumSchema.safeParse({ text: 'kort' }).error!.issues;
    expect(issue).toMatchObject({ message: 'error_minmax_length', params: { min: 5, max: 2000 } });
  });
});
