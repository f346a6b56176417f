import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { SummaryInput } from './summary-pdf.ts';

/**
 * PDF summaries are rendered in worker threads (a pool the size of the machine, less the API's own
 * thread): a 50 ms render per declaration would otherwise stall every request behind it.
 */
export class SummaryRenderer {
  private readonly pool = new Piscina({
    filename: new URL('./summary-worker.ts', import.meta.url).href,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: 60_000,
  });

  async render(input: SummaryInput): Promise<Buffer> {
    return Buffer.from((await this.pool.run(input)) as Uint8Array);
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
