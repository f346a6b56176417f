import type { ChildProcess } from 'node:child_process';
import { until } from '@pow/domain/testing';

/** Waits until the portal at `url` answers its health check; fails at once if its process has exited. */
export function untilHealthy(url: string, server?: ChildProcess): Promise<Response> {
  return until(`${url} to answer its health check`, async () => {
    if (server && server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const answer = await fetch(`${url}/index.php/api/health`).catch(() => undefined);
    return answer?.ok ? answer : undefined;
  });
}
