import { ENDPOINT } from '@pow/contracts';
import type { FeedbackRequest } from '@pow/domain';
import { apiRequest } from '../api/api-client.ts';

/** POST v1/feedback: stored with the page and the language (header X-Language). */
export async function submitFeedback(request: FeedbackRequest): Promise<void> {
  await apiRequest(ENDPOINT.feedback, { method: 'POST', body: request });
}
