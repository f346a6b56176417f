import { spawn } from 'node:child_process';

/*
 * `npm test`: every stage of the suite in turn, each timed, stopping at the first that fails; the times
 * are printed at the end (and after a failure), so that a stage growing slower is seen in every run.
 */
const STAGES: [name: string, script: string][] = [
  ['lint', 'lint'],
  ['type check', 'typecheck'],
  ['unit and web', 'test:unit'],
  ['API', 'test:api'],
  ['build and browser', 'test:e2e'],
];

const times: string[] = [];
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;
const started = performance.now();

function run(script: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

let failed: string | undefined;
for (const [name, script] of STAGES) {
  const stageStarted = performance.now();
  const code = await run(script);
  times.push(`${name}: ${seconds(stageStarted)}${code === 0 ? '' : ` (failed, exit ${code})`}`);
  if (code !== 0) {
    failed = name;
    break;
  }
}
console.log(`\nStage times: ${times.join('; ')}; all: ${seconds(started)}`);
if (failed) {
  console.error(`npm test: the ${failed} stage failed`);
  process.exit(1);
}
