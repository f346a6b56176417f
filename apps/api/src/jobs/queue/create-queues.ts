import type { PgBoss, Queue } from 'pg-boss';

/** A queue by name, with its pg-boss options. */
export type QueueSpec = readonly [name: string, options: Omit<Queue, 'name'>];

/** Creates the queues that do not exist yet and brings the NOTIFY option of existing ones up to date. */
export async function createQueues(boss: PgBoss, queues: readonly QueueSpec[]): Promise<void> {
  for (const [name, options] of queues) {
    await boss.createQueue(name, options);
    // A queue made by an earlier version keeps its options otherwise.
    if (options.notify !== undefined) await boss.updateQueue(name, { notify: options.notify });
  }
}
