/** Runs in a worker thread: renders one PDF, so that rendering never blocks the API's event loop. */
import { type AddendumInput, renderAddendumPdf } from './addendum-pdf.ts';
import { renderSummaryPdf, type SummaryInput } from './summary-pdf.ts';

export default async function render(input: SummaryInput): Promise<Uint8Array> {
  return renderSummaryPdf({ ...input, receivedAt: new Date(input.receivedAt) });
}

/** An addition's confirmation (the task `addendum`). */
export async function addendum(input: AddendumInput): Promise<Uint8Array> {
  return renderAddendumPdf({
    ...input,
    receivedAt: new Date(input.receivedAt),
    declarationReceivedAt: new Date(input.declarationReceivedAt),
  });
}
