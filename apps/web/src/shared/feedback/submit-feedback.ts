import type { FeedbackRequest } from '@pow/domain';
import { apiRequest } from '../api/api-client.ts';

/** POST v1/feedback: stored with the page and the language (header X-Language). */
export async function submitFeedback(request: FeedbackRequest): Promise<void> {
  await apiRequest('v1/feedback', { method: 'POST', body: request });
}
