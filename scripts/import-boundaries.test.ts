import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

// The rules `npm run lint` enforces, run on a folder of deliberately wrong imports: if the check could
// not fail, this test would.
const config: IConfiguration = createRequire(import.meta.url)('../.dependency-cruiser.cjs');
const fixture = path.join(import.meta.dirname, 'import-boundaries-fixture');

async function violations(): Promise<string[]> {
  const result = await cruise(['apps', 'packages'], {
    ruleSet: { forbidden: config.forbidden ?? [] },
    validate: true,
    baseDir: fixture,
  });
  if (typeof result.output === 'string') throw new Error('expected the JSON result');
  return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

describe('import boundaries (decision 019)', () => {
  it('reports a cycle, a crossing into an app and production code importing the testing export', async () => {
    expect(await violations()).toEqual([
      'domain-imports-no-workspace: packages/domain/src/uses-api.ts → apps/api/src/server-only.ts',
      'no-circular: apps/api/src/cycle-a.ts → apps/api/src/cycle-b.ts',
      'production-does-not-import-test-code: apps/web/src/page.ts → packages/domain/src/testing/examples.ts',
    ]);
  });
});
