/**
 * haproxy (Debian's package) as the run's load balancer: round robin over the API processes, each
 * taken out while its readiness probe (`GET /index.php/api/health/ready`) fails and put back once it
 * answers 200. Its statistics socket tells which servers are up and what it answered; its log (one
 * line per request, on its standard output) goes to a file of the run's folder.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { openSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';

const HAPROXY = '/usr/sbin/haproxy';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How haproxy probes each API process, as the API's readiness probe in deploy/kubernetes does: every
 * 5 s, an answer within 3 s, out after 2 failures, back after 1 answer.
 */
export const CHECK = { interMs: 5000, timeoutMs: 3000, fall: 2, rise: 1 };

/** One row of `show stat`: a frontend, a backend or a server, by field name. */
export type StatRow = Record<string, string>;

export class Haproxy {
  readonly url: string;
  private readonly child: ChildProcess;
  private readonly socket: string;
  private readonly log: string;

  private constructor(child: ChildProcess, port: number, dir: string) {
    this.child = child;
    this.url = `http://127.0.0.1:${port}`;
    this.socket = path.join(dir, 'haproxy.sock');
    this.log = path.join(dir, 'haproxy.log');
  }

  /** Starts haproxy on `port` in front of `servers` (name → port), its files in `dir`. */
  static async start(dir: string, port: number, servers: Record<string, number>): Promise<Haproxy> {
    const config = path.join(dir, 'haproxy.cfg');
    writeFileSync(
      config,
      [
        'global',
        `  stats socket ${path.join(dir, 'haproxy.sock')} mode 600 level admin`,
        '  log stdout format raw local0',
        'defaults',
        '  mode http',
        '  log global',
        '  option httplog',
        '  timeout connect 2s',
        '  timeout client 60s',
        '  timeout server 60s',
        `  timeout check ${CHECK.timeoutMs}`,
        // A request sent to a process that no longer listens fails, not retried: the drain alone keeps it away.
        '  retries 0',
        'frontend portal',
        `  bind 127.0.0.1:${port}`,
        '  default_backend api',
        'backend api',
        '  balance roundrobin',
        '  option httpchk GET /index.php/api/health/ready',
        '  http-check expect status 200',
        `  default-server check inter ${CHECK.interMs} fall ${CHECK.fall} rise ${CHECK.rise}`,
        ...Object.entries(servers).map(([name, serverPort]) => `  server ${name} 127.0.0.1:${serverPort}`),
        '',
      ].join('\n'),
    );
    const log = openSync(path.join(dir, 'haproxy.log'), 'a');
    // -db: in the foreground, its log on standard output.
    const child = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', log, log] });
    const haproxy = new Haproxy(child, port, dir);
    for (let i = 0; i < 50 && !(await haproxy.stats().catch(() => undefined)); i++) await sleep(100);
    return haproxy;
  }

  /** Every row of `show stat`. */
  async stats(): Promise<StatRow[]> {
    const text = await new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const socket = connect(this.socket, () => socket.end('show stat\n'));
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('end', () => resolve(Buffer.concat(chunks).toString()));
      socket.on('error', reject);
    });
    const [header, ...rows] = text.trim().split('\n');
    const fields = header!.replace(/^# /, '').split(',');
    return rows.map((row) => Object.fromEntries(row.split(',').map((value, i) => [fields[i], value])));
  }

  /** The row of one server of the API backend, or of the backend itself (`BACKEND`). */
  async row(name: string): Promise<StatRow | undefined> {
    return (await this.stats()).find((row) => row.pxname === 'api' && row.svname === name);
  }

  /** Waits until haproxy sends to `server` again (its checks passed `rise` times). */
  async untilUp(server: string, ms = 120_000): Promise<void> {
    const by = Date.now() + ms;
    while ((await this.row(server))?.status !== 'UP') {
      if (Date.now() > by) throw new Error(`haproxy never saw ${server} up`);
      await sleep(200);
    }
  }

  /**
   * The requests of its log that it answered 5xx or that ended abnormally, each as `<status>
   * <termination state> <server>` (`503 SC-- <NOSRV>`: no server up; `502 SH-- api-1`: the server
   * closed the connection before answering).
   */
  failedRequests(): string[] {
    return this.lines().flatMap((line) => {
      // httplog: client, [date], frontend, backend/server, timers, status, bytes, two cookies, and
      // the termination state, `--` when the request ended normally.
      if (!/^[\d.]+:\d+ \[/.test(line)) return [];
      const fields = line.split(' ');
      const [status, state] = [Number(fields[5]), fields[9] ?? ''];
      return status >= 500 || !state.startsWith('--')
        ? [`${status} ${state} ${fields[3]?.split('/')[1]}`]
        : [];
    });
  }

  /** Each time its checks took a server out: `<server>: <reason>`. */
  serversDown(): string[] {
    return this.lines().flatMap((line) => {
      const down = /^Server api\/(\S+) is DOWN, reason: ([^,]+(?:, code: \d+)?)/.exec(line);
      return down ? [`${down[1]}: ${down[2]}`] : [];
    });
  }

  /** Its log (and its warnings, which repeat the servers' changes). */
  private lines(): string[] {
    return readFileSync(this.log, 'utf8').split('\n');
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    await exited;
  }
}
