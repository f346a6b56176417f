import type { AttachmentItem } from '../../attachments/attachment-list.ts';
import { AttachmentsStep } from '../../attachments/attachments-step.tsx';
import type { FieldViewProps } from '../field-kind.ts';

export function AttachmentsView({ value, onChange }: FieldViewProps<readonly AttachmentItem[]>) {
  return <AttachmentsStep items={value} onItems={onChange} />;
}
