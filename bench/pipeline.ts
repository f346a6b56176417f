/**
 * End to end on PostgreSQL in the scale-out shape (an API process, a worker process): 20 declarations a
 * second, each polled as the success page polls (first after 3 s, then every second, at most 20 times).
 * The delay submit → status 3 is taken from the clock of this machine: from just before the POST to the
 * zone's receipt time stored by the worker, so it does not depend on the one-second polling.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { EXAMPLES } from '@pow/domain/testing';
import pg from 'pg';
import { percentile, sessionCookie, startServers } from './support.ts';

const SUBMISSIONS_PER_SECOND = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const peakMemoryMb = (pid: number) =>
  Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

export async function endToEnd(serverUrl: string, seconds: number): Promise<string> {
  const servers = await startServers(
    { portal: 18090, bare: 18091 },
    { SIGNIN_RATE_LIMIT_PER_MINUTE: '100000', DECLARATION_RATE_LIMIT_PER_HOUR: '100000000' },
    { workers: 1, databaseUrl: serverUrl },
  );
  const db = new pg.Client({ connectionString: servers.databaseUrl });
  await db.connect();
  try {
    const api = `${servers.portal}/index.php/api/v1`;
    const cookies = await Promise.all(
      Array.from({ length: 20 }, () => sessionCookie(servers.portal, '04022916265')),
    );
    const post = async (route: string, cookie: string, body: unknown, key?: string) => {
      const response = await fetch(`${api}/${route}`, {
        method: 'POST',
        headers: {
          cookie,
          'content-type': 'application/json',
          'x-language': 'fr',
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${route}: ${response.status}`);
      return ((await response.json()) as { data: Record<string, unknown> }).data;
    };

    const submittedAt = new Map<string, number>();
    const observed: number[] = [];
    let polls = 0;
    let failed = 0;
    /** One person: sends, then polls like the success page until status 3 or -1 or 20 polls. */
    const person = async (cookie: string) => {
      const started = Date.now();
      const { guid } = (await post('information/add', cookie, EXAMPLES.person, randomUUID())) as {
        guid: string;
      };
      submittedAt.set(guid, started);
      await sleep(3000);
      for (let poll = 0; poll < 20; poll++) {
        polls++;
        const { status } = (await post('information/status', cookie, { guid })) as { status: number };
        if (status >= 3 || status === -1) {
          if (status === -1) failed++;
          observed.push(Date.now() - started);
          return;
        }
        await sleep(1000);
      }
    };

    // Warm-up: one declaration through the whole pipeline (workers up, PDF threads started).
    await person(cookies[0]!);
    submittedAt.clear();
    observed.length = 0;
    polls = 0;

    const people: Promise<void>[] = [];
    const total = seconds * SUBMISSIONS_PER_SECOND;
    const start = Date.now();
    for (let i = 0; i < total; i++) {
      people.push(person(cookies[i % cookies.length]!));
      await sleep(start + ((i + 1) * 1000) / SUBMISSIONS_PER_SECOND - Date.now());
    }
    await Promise.all(people);

    const { rows } = await db.query<{ id: string; at: Date }>(
      'select declaration_id as id, received_at as at from zone_inbox',
    );
    const delays = rows
      .filter((row) => submittedAt.has(row.id))
      .map((row) => row.at.getTime() - submittedAt.get(row.id)!);
    const notReached = submittedAt.size - delays.length;
    const memory = [servers.portalPid, ...servers.workerPids].map(peakMemoryMb);

    return [
      `End to end (${servers.shape}): ${total} declarations at ${SUBMISSIONS_PER_SECOND}/s for ${seconds} s, each polled as the success page polls (${polls} polls).`,
      '',
      `- Submit → status 3 (zone receipt time − POST start): p50 ${percentile(delays, 50)} ms, **p95 ${percentile(delays, 95)} ms** (goal ≤ 2000 ms), max ${Math.max(...delays)} ms; not at the zone after 20 polls: ${notReached}; status -1: ${failed}.`,
      `- As a person sees it (first poll after 3 s, then every second): p50 ${percentile(observed, 50)} ms, p95 ${percentile(observed, 95)} ms.`,
      `- Peak memory (VmHWM): API ${memory[0]!.toFixed(0)} MB, worker ${memory
        .slice(1)
        .map((mb) => mb.toFixed(0))
        .join(', ')} MB.`,
    ].join('\n');
  } finally {
    await db.end();
    await servers.stop();
  }
}
