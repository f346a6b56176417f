import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { AddendumInput } from './addendum-pdf.ts';
import type { SummaryInput } from './summary-pdf.ts';

/**
 * PDF summaries (and additions' confirmations) are rendered in worker threads: a render per declaration would otherwise stall every
 * request or job behind it. The pool is the size of the machine, less one core when the process also
 * serves HTTP (ROLE=all).
 */
export class SummaryRenderer {
  private readonly pool: Piscina;

  constructor(options: { besideApi: boolean }) {
    this.pool = new Piscina({
      filename: new URL('./summary-worker.ts', import.meta.url).href,
      maxThreads: Math.max(1, availableParallelism() - (options.besideApi ? 1 : 0)),
      idleTimeout: 60_000,
    });
  }

  async render(input: SummaryInput): Promise<Buffer> {
    return Buffer.from((await this.pool.run(input)) as Uint8Array);
  }

  async renderAddendum(input: AddendumInput): Promise<Buffer> {
    return Buffer.from((await this.pool.run(input, { name: 'addendum' })) as Uint8Array);
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
