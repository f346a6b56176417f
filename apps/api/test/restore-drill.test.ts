import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  type DrillReport,
  dumpDrill,
  pointInTimeDrill,
  pointInTimeToolsFound,
} from '../../../scripts/restore-drill.ts';
import { BACKENDS, POSTGRES_ADMIN_URL } from './portal-harness.ts';

const run = promisify(execFile);
const UPLOADED = createHash('sha256')
  .update(readFileSync(path.join(import.meta.dirname, 'fixtures', 'screenshot.png')))
  .digest('hex');

/** Whether pg_dump and pg_restore are on the PATH: CI (REQUIRE_POSTGRES=1) fails without them. */
async function clientTools(): Promise<boolean> {
  const versions = ['pg_dump', 'pg_restore'].map((tool) => run(tool, ['--version']));
  if ((await Promise.allSettled(versions)).every(({ status }) => status === 'fulfilled')) return true;
  if (process.env.REQUIRE_POSTGRES === '1')
    throw new Error('REQUIRE_POSTGRES=1 but pg_dump or pg_restore is not installed (postgresql-client)');
  console.warn('NOTICE: pg_dump or pg_restore not installed; the restore drill from a dump is skipped.');
  return false;
}

/** The officer downloaded, after the restore, the very file the citizen uploaded, and the same summary. */
function expectRestored(report: DrillReport, said: string[]) {
  expect(report.after).toEqual(report.before);
  expect(report.after['mail van de bank.png']).toBe(UPLOADED);
  expect(report.after['summary.pdf']).toMatch(/^[0-9a-f]{64}$/);
  expect(report.register).toMatch(/^\d{4}-5345-\d{6}$/);
  // Every step said, in order.
  expect(said.flatMap((line) => /^(\d)\. /.exec(line)?.[1] ?? [])).toEqual(['1', '2', '3', '4', '5']);
}

describe('the backup and restore drill (scripts/restore-drill.ts)', () => {
  it.runIf(BACKENDS.includes('postgres'))(
    'restores a declaration and its files from pg_dump and a bucket copy into fresh ones',
    async (context) => {
      if (!(await clientTools())) context.skip();
      const said: string[] = [];
      expectRestored(await dumpDrill(POSTGRES_ADMIN_URL, (line) => said.push(line)), said);
    },
  );

  it('recovers to a restore point from a base backup and the WAL archive, without what came after', async (context) => {
    if (!pointInTimeToolsFound()) {
      console.warn(
        'NOTICE: initdb, pg_ctl or pg_basebackup not installed; the point-in-time drill is skipped.',
      );
      context.skip();
    }
    const said: string[] = [];
    const report = await pointInTimeDrill((line) => said.push(line));
    expectRestored(report, said);
    expect(said.join('\n')).toMatch(/: not found, as at the point/);
  });
});
