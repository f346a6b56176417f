import { FEEDBACK_TEXT_MAX, type FeedbackRequest, textLength } from '@pow/domain';
import type { FieldMessage } from '../fields/field-message.ts';

export interface FeedbackValues {
  readonly rating: number | undefined;
  readonly text: string;
  readonly acknowledged: boolean;
  readonly dog_color: string;
}

export const EMPTY_FEEDBACK: FeedbackValues = {
  rating: undefined,
  text: '',
  acknowledged: false,
  dog_color: '',
};

export type FeedbackErrors = Partial<Record<'rating' | 'text' | 'acknowledged', FieldMessage>>;

/**
 * The rules of FeedbackRequestSchema (packages/domain), checked by hand so that zod stays out of this
 * chunk, which every information page loads; feedback-values.test.ts holds both to the same answers.
 */
export function feedbackErrors(values: FeedbackValues): FeedbackErrors {
  const errors: FeedbackErrors = {};
  const rating = values.rating;
  if (rating === undefined || !Number.isInteger(rating) || rating < 1 || rating > 5)
    errors.rating = { key: 'required_field' };
  if (textLength(values.text.trim()) > FEEDBACK_TEXT_MAX)
    errors.text = { key: 'error_max_length', params: { length: FEEDBACK_TEXT_MAX } };
  if (!values.acknowledged) errors.acknowledged = { key: 'required_field' };
  return errors;
}

export function toFeedbackRequest(page: string, values: FeedbackValues): FeedbackRequest {
  const text = values.text.trim();
  return {
    page,
    rating: values.rating ?? 0,
    ...(text ? { text } : {}),
    acknowledged: values.acknowledged as true,
    dog_color: values.dog_color,
  };
}
