import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const copy = mkdtempSync(path.join(tmpdir(), 'pow-new-form-'));

interface Run {
  readonly code: number | null;
  readonly output: string;
}

function run(command: string, args: readonly string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: copy, env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

const git = (args: readonly string[]) => run('git', ['-C', root, ...args]);
const bin = (name: string) => path.join(copy, 'node_modules', '.bin', name);

/**
 * The project as a clone has it, in a folder of its own: its files, and its installed packages shared
 * except the workspaces', which must be the copy's own (a form added there is not added here).
 */
async function copyProject(): Promise<void> {
  const listed = await git(['ls-files', '-z', '--cached', '--others', '--exclude-standard']);
  for (const file of listed.output.split('\0').filter(Boolean)) {
    try {
      cpSync(path.join(root, file), path.join(copy, file));
    } catch (error) {
      // A file deleted but not yet staged is listed and absent: the copy is of what exists.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  const modules = path.join(copy, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '@pow') symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
  // The workspaces' links are relative (../../packages/domain): copied, they lead into the copy.
  cpSync(path.join(root, 'node_modules', '@pow'), path.join(modules, '@pow'), {
    recursive: true,
    verbatimSymlinks: true,
  });
  symlinkSync(path.join(root, 'apps', 'api', 'node_modules'), path.join(copy, 'apps', 'api', 'node_modules'));
}

let scaffolded: Run;

beforeAll(async () => {
  await copyProject();
  scaffolded = await run(process.execPath, [
    'scripts/new-form.ts',
    'lost-bicycle',
    '--fact-code',
    '0575',
    '--nl',
    'Verlies van een fiets',
    '--fr',
    'Perte d’un vélo',
    '--de',
    'Verlust eines Fahrrads',
  ]);
});

afterAll(() => rmSync(copy, { recursive: true, force: true }));

// `npm run new-form` in a copy of the project: the form it writes type-checks, and every test that runs
// over the registry (schemas, summaries in three languages, texts, PDF, the web's routes) takes it in.
describe('npm run new-form', () => {
  it('writes one folder and one line of the registry', () => {
    expect(scaffolded.output).toContain('packages/domain/src/forms/lost-bicycle/ written');
    expect(scaffolded.code).toBe(0);
    const folder = path.join(copy, 'packages/domain/src/forms/lost-bicycle');
    expect(readdirSync(folder, { recursive: true }).sort()).toEqual([
      'definition.ts',
      'example.ts',
      'lost-bicycle.test.ts',
      'schema.ts',
      'texts',
      'texts.ts',
      'texts/de.json',
      'texts/fr.json',
      'texts/nl.json',
    ]);
    const registry = readFileSync(path.join(copy, 'packages/domain/src/forms/registry.ts'), 'utf8');
    expect(registry).toContain("import { LOST_BICYCLE_FORM } from './lost-bicycle/definition.ts';");
    expect(registry).toMatch(/const REGISTRY = \[[^\]]*LOST_BICYCLE_FORM[^\]]*\] as const;/);
    expect(JSON.parse(readFileSync(path.join(folder, 'texts/fr.json'), 'utf8')).title).toBe(
      'Perte d’un vélo',
    );
  });

  it('refuses an id that is not lower-case words, or a form without its police fact code', async () => {
    expect(
      (await run(process.execPath, ['scripts/new-form.ts', 'Lost_Bike', '--fact-code', '0575'])).code,
    ).toBe(2);
    expect((await run(process.execPath, ['scripts/new-form.ts', 'lost-scooter'])).code).toBe(2);
    expect(
      (await run(process.execPath, ['scripts/new-form.ts', 'lost-bicycle', '--fact-code', '0575'])).output,
    ).toContain('exists already');
  });

  it('type-checks, the server side and the web', async () => {
    const [server, web] = await Promise.all([
      run(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']),
      run(bin('tsc'), ['-p', 'apps/web/tsconfig.json', '--noEmit']),
    ]);
    expect(server.output).toBe('');
    expect(web.output).toBe('');
  });

  it('passes the tests that run over every form, with the new one among them', async () => {
    const report = path.join(copy, 'report.json');
    const tests = await run(bin('vitest'), [
      'run',
      '--project',
      'unit',
      '--project',
      'web',
      '--reporter=json',
      `--outputFile=${report}`,
      'packages/domain/src/forms',
      'packages/domain/src/declarations/declaration.test.ts',
      'packages/i18n/src',
      'apps/api/src/declarations/summary-pdf.test.ts',
      'apps/web/src/app/pages.test.ts',
    ]);
    const results: {
      numFailedTests: number;
      testResults: { assertionResults: { fullName: string; status: string }[] }[];
    } = JSON.parse(readFileSync(report, 'utf8'));
    const names = results.testResults.flatMap((file) =>
      file.assertionResults.map(({ fullName }) => fullName),
    );
    expect(results.numFailedTests, tests.output).toBe(0);
    // The form's own test, and the registry's matrix over its example (covered once, said in three languages, in the PDF).
    expect(names.filter((name) => name.includes('lost-bicycle')).length).toBeGreaterThanOrEqual(6);
  });
});
