import { contactEndpoint } from '@pow/contracts';
import type { ContactReason, ContactRequest } from '@pow/domain';
import { apiRequest } from '../api/api-client.ts';

/** POST v1/contact/<reason> (spec §7): only OK or not OK is read; not OK rejects with an ApiError. */
export async function submitContact(reason: ContactReason, request: ContactRequest): Promise<void> {
  await apiRequest(contactEndpoint(reason), { method: 'POST', body: request });
}
