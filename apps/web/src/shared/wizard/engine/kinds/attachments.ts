import type { AttachmentItem } from '../../attachments/attachment-list.ts';
import { stepCode } from '../../step-code.ts';
import type { FieldKind } from '../field-kind.ts';

/** Photos and documents, uploaded as chosen; the payload lists the ids of those kept. */
export const attachments: FieldKind<readonly AttachmentItem[]> = {
  initial: () => [],
  answer: (_, { attachmentIds }) => [...attachmentIds],
  attachments: true,
  // Fetched when its step opens, not when the browser is idle: the uploader is heavy and often unused.
  View: stepCode(() => import('./attachments-view.tsx').then((module) => module.AttachmentsView), {
    prefetch: false,
  }),
};
