import { FeedbackRequestSchema } from '@pow/domain';
import { describe, expect, it } from 'vitest';
import { EMPTY_FEEDBACK, type FeedbackValues, feedbackErrors, toFeedbackRequest } from './feedback-values.ts';

const good: FeedbackValues = { rating: 4, text: 'Duidelijk.', acknowledged: true, dog_color: '' };

describe('feedback rules, by hand, as FeedbackRequestSchema (packages/domain)', () => {
  it.each<[string, FeedbackValues]>([
    ['complete', good],
    ['without text', { ...good, text: '' }],
    ['1 star', { ...good, rating: 1 }],
    ['5 stars', { ...good, rating: 5 }],
    ['1000 characters', { ...good, text: 'é'.repeat(1000) }],
    ['no stars', { ...good, rating: undefined }],
    ['6 stars', { ...good, rating: 6 }],
    ['not acknowledged', { ...good, acknowledged: false }],
    ['1001 characters', { ...good, text: 'x'.repeat(1001) }],
    ['nothing', EMPTY_FEEDBACK],
  ])('%s: same verdict in the browser and on the server', (_name, values) => {
    const browser = Object.keys(feedbackErrors(values)).length === 0;
    const server = FeedbackRequestSchema.safeParse(toFeedbackRequest('/nl/faq', values)).success;
    expect(browser).toBe(server);
  });

  it('names the field and the key of each problem', () => {
    expect(feedbackErrors(EMPTY_FEEDBACK)).toEqual({
      rating: { key: 'required_field' },
      acknowledged: { key: 'required_field' },
    });
    expect(feedbackErrors({ ...good, text: 'x'.repeat(1001) })).toEqual({
      text: { key: 'error_max_length', params: { length: 1000 } },
    });
  });

  it('leaves out an empty text', () => {
    expect(toFeedbackRequest('/fr/home', { ...good, text: '  ' })).toEqual({
      page: '/fr/home',
      rating: 4,
      acknowledged: true,
      dog_color: '',
    });
  });
});
