import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  chmodSync,
  chownSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { until } from '@pow/domain/testing';
import { afterAll, describe, expect, it } from 'vitest';
import {
  containerIgnore,
  type Instruction,
  parseAssignments,
  parseContainerfile,
  substitute,
} from '../../../deploy/containerfile.ts';
import { freePort } from './portal-harness.ts';

/*
 * The container image cannot be built here (no container runtime, no base image to pull): this test
 * performs the Containerfile's runtime stage outside a container, instruction by instruction, in a fresh
 * folder standing for the image's root: the build context copied as .containerignore leaves it, the
 * production-only `npm ci` (from npm's cache when it can), the data folder made the user's; this Node
 * (the base image's major) where the official image keeps it. Then it starts the image's command as an
 * unprivileged user (nobody, when the test runs as root) with every file read-only but the data volume,
 * and waits for the readiness probe. A runtime that needs a
 * devDependency, a file the image does not copy or a write outside DATA_DIR does not come up.
 */

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const UNPRIVILEGED = 65_534; // nobody and nogroup (Debian)

/** What the runtime stage leaves besides its files: how the image's command is started. */
interface Image {
  workdir: string;
  env: Record<string, string>;
  user: string;
  volumes: string[];
  exposed: number[];
  command: string[];
}

/** The user and group the image's files are given to and its command runs as, here. */
const runAs = () =>
  process.getuid?.() === 0
    ? { uid: UNPRIVILEGED, gid: UNPRIVILEGED }
    : { uid: process.getuid!(), gid: process.getgid!() };

/** The environment of an install: this machine's, without what an outer `npm run` put in it. */
const installEnvironment = () => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name))),
  // The registry is reachable, but the machine's cache already holds every package of the lock file.
  npm_config_prefer_offline: 'true',
});

/** Performs the last stage of the Containerfile in `root`; throws on a step it does not know. */
async function performRuntimeStage(root: string): Promise<Image> {
  const { globalArgs, stages } = parseContainerfile();
  const stage = stages.at(-1)!;
  const build = stages.find((candidate) => candidate.name === 'build');
  const buildWorkdir = build?.instructions.findLast((i) => i.keyword === 'WORKDIR')?.args ?? '/';
  const ignored = containerIgnore();
  const args: Record<string, string> = { ...globalArgs };
  const image: Image = { workdir: '/', env: {}, user: 'root', volumes: [], exposed: [], command: [] };
  const inRoot = (file: string) => path.join(root, path.posix.resolve(image.workdir, file));
  const { uid, gid } = runAs();
  const unknown = (step: Instruction, what = step.args) =>
    new Error(`Containerfile line ${step.line}: this test does not know how to perform "${what}"`);

  for (const step of stage.instructions) {
    const text = substitute(step.args, { ...args, ...image.env });
    switch (step.keyword) {
      case 'ARG':
        for (const [name, value] of Object.entries(parseAssignments(step.args))) args[name] ??= value;
        break;
      case 'ENV':
        Object.assign(image.env, parseAssignments(text));
        break;
      case 'WORKDIR':
        image.workdir = path.posix.resolve(image.workdir, text);
        mkdirSync(inRoot('.'), { recursive: true });
        break;
      case 'COPY': {
        const words = text.split(/\s+/);
        const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
        if (words.some((word) => word.startsWith('--') && !word.startsWith('--from='))) throw unknown(step);
        const [destination, ...sources] = words.filter((word) => !word.startsWith('--')).reverse();
        const into = sources.length > 1 || destination!.endsWith('/');
        for (const source of sources.reverse()) {
          if (from === 'build' && source === path.posix.join(buildWorkdir, 'apps/web/dist')) {
            // The web application is built (and tested) by the browser stage: a page stands for it here.
            mkdirSync(inRoot(destination!), { recursive: true });
            writeFileSync(
              path.join(inRoot(destination!), 'index.html'),
              '<!doctype html><html><body></body></html>',
            );
            continue;
          }
          if (from) throw unknown(step);
          if (ignored(source))
            throw new Error(`Containerfile line ${step.line}: ${source} is left out by .containerignore`);
          const origin = path.join(repoRoot, source);
          const target =
            into && !statSync(origin).isDirectory()
              ? path.join(inRoot(destination!), path.basename(source))
              : inRoot(destination!);
          cpSync(origin, target, {
            recursive: true,
            filter: (file) => !ignored(path.relative(repoRoot, file).split(path.sep).join('/')),
          });
        }
        break;
      }
      case 'RUN':
        for (const command of text.split('&&').map((part) => part.trim())) {
          const [program, ...words] = command.split(/\s+/);
          if (program === 'npm' && words[0] === 'ci') {
            await run('npm', words, {
              cwd: inRoot('.'),
              env: installEnvironment(),
              maxBuffer: 64 * 1024 * 1024,
            });
          } else if (command === 'npm cache clean --force') {
            // The cache is this machine's, not the image's.
          } else if (program === 'mkdir' && words[0] === '-p') {
            for (const folder of words.slice(1)) mkdirSync(inRoot(folder), { recursive: true });
          } else if (program === 'chown' && words.length === 2) {
            // Given to the image's user, which is the unprivileged user here.
            if (words[0] !== stage.instructions.find((i) => i.keyword === 'USER')?.args)
              throw unknown(step, command);
            chownSync(inRoot(words[1]!), uid, gid);
          } else {
            throw unknown(step, command);
          }
        }
        break;
      case 'USER':
        image.user = text;
        break;
      case 'VOLUME':
        image.volumes.push(...(JSON.parse(text) as string[]));
        break;
      case 'EXPOSE':
        image.exposed.push(...text.split(/\s+/).map(Number));
        break;
      case 'CMD':
        image.command = JSON.parse(text) as string[];
        break;
      default:
        throw unknown(step);
    }
  }
  return image;
}

describe('the container image (Containerfile), its runtime stage performed outside a container', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'pow-image-'));
  let server: ChildProcess | undefined;
  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    await run('chmod', ['-R', 'u+w', root]);
    rmSync(root, { recursive: true, force: true });
  });

  it('installs production dependencies only, and its command starts read-only as an unprivileged user, ready', async () => {
    chmodSync(root, 0o755);
    const image = await performRuntimeStage(root);
    const app = path.join(root, image.workdir);

    // Not root, by number (Kubernetes' runAsNonRoot checks it); the settings are the server's.
    expect(image.user).toMatch(/^[1-9]\d*:[1-9]\d*$/);
    expect(image.env).toMatchObject({ HOST: '0.0.0.0', ROLE: 'all' });
    expect(image.volumes).toEqual([image.env.DATA_DIR]);
    expect(image.exposed).toEqual([Number(image.env.PORT), Number(image.env.METRICS_PORT)]);

    // Nothing npm counts as a devDependency was installed (the lock file marks them).
    const lock = JSON.parse(readFileSync(path.join(app, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { dev?: boolean }>;
    };
    const devInstalled = Object.entries(lock.packages)
      .filter(([name, entry]) => entry.dev && name.includes('node_modules/'))
      .map(([name]) => name)
      .filter((name) => existsSync(path.join(app, name)));
    expect(devInstalled).toEqual([]);
    expect(existsSync(path.join(app, 'node_modules/vitest'))).toBe(false);
    expect(existsSync(path.join(app, 'node_modules/fastify'))).toBe(true);

    // The base image's Node (its major, 24, the project's), where the official image has it.
    expect(process.versions.node.split('.')[0]).toBe(
      /node:(\d+)/.exec(parseContainerfile().stages.at(-1)!.from)?.[1],
    );
    const bin = path.join(root, 'usr/local/bin');
    mkdirSync(bin, { recursive: true });
    copyFileSync(process.execPath, path.join(bin, 'node'));

    // Every file read-only, but the data volume (the user's).
    await run('chmod', ['-R', 'a-w', root]);
    for (const volume of image.volumes) chmodSync(path.join(root, volume), 0o700);

    // The image's command, found on the image's PATH.
    const [program, ...programArgs] = image.command;
    expect(program).toBe('node');
    const { uid, gid } = runAs();
    const port = await freePort();
    const metricsPort = await freePort();
    const env = {
      PATH: `${bin}:/usr/bin:/bin`,
      HOME: '/nonexistent',
      ...image.env,
      DATA_DIR: path.join(root, image.env.DATA_DIR!),
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
    };
    const command =
      process.getuid?.() === 0
        ? [
            'setpriv',
            `--reuid=${uid}`,
            `--regid=${gid}`,
            '--clear-groups',
            '--',
            path.join(bin, program!),
            ...programArgs,
          ]
        : [path.join(bin, program!), ...programArgs];
    const started = spawn(command[0]!, command.slice(1), {
      cwd: app,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = started;
    let output = '';
    started.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    started.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });

    const ready = await until('the server of the image to answer ready', async () => {
      if (started.exitCode !== null)
        throw new Error(`the image's server exited with ${started.exitCode}:\n${output}`);
      const answer = await fetch(`http://127.0.0.1:${port}/index.php/api/health/ready`).catch(
        () => undefined,
      );
      return answer?.status === 200 ? answer : undefined;
    });
    expect(await ready.json()).toMatchObject({ data: { ready: true, failing: [] } });
    expect((await fetch(`http://127.0.0.1:${metricsPort}/health/ready`)).status).toBe(200);
    const status = readFileSync(`/proc/${started.pid}/status`, 'utf8');
    expect(/^Uid:\s+(\d+)/m.exec(status)?.[1]).toBe(String(uid));
    // The web application is served from the image's copy.
    expect((await fetch(`http://127.0.0.1:${port}/app/nl/home`)).status).toBe(200);
  });
});
