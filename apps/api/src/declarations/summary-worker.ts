/** Runs in a worker thread: renders one PDF summary, so that rendering never blocks the API's event loop. */
import { renderSummaryPdf, type SummaryInput } from './summary-pdf.ts';

export default async function render(input: SummaryInput): Promise<Uint8Array> {
  return renderSummaryPdf({ ...input, receivedAt: new Date(input.receivedAt) });
}
