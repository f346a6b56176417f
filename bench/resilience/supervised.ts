/**
 * A portal process kept running as a supervisor (systemd, Kubernetes) would: started again when it
 * dies, including when a cut connection or a restarting database makes its start-up fail; killed, or
 * stopped gracefully, and started again on demand.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const serverFile = path.resolve(import.meta.dirname, '../../apps/api/src/server.ts');

export class Supervised {
  private child: ChildProcess;
  private extra: Record<string, string> = {};
  private replacing = false;
  private stopped = false;
  private readonly role: 'api' | 'worker';
  private readonly env: NodeJS.ProcessEnv;
  crashes = 0;

  constructor(role: 'api' | 'worker', env: NodeJS.ProcessEnv) {
    this.role = role;
    this.env = env;
    this.child = this.spawn();
  }

  private spawn(): ChildProcess {
    const child = spawn(process.execPath, [serverFile], {
      env: { ...this.env, ROLE: this.role, ...this.extra },
      stdio: process.env.RESILIENCE_VERBOSE ? 'inherit' : 'ignore',
    });
    child.once('exit', () => {
      if (this.replacing || this.stopped) return;
      this.crashes++;
      setTimeout(() => {
        if (!this.stopped && this.child === child) this.child = this.spawn();
      }, 300);
    });
    return child;
  }

  /** SIGKILL, then a new process (with other settings, if given). */
  async kill(extra: Record<string, string> = this.extra): Promise<void> {
    await this.replace('SIGKILL', extra);
  }

  /**
   * SIGTERM, as an orchestrator stops a pod (the process drains, then exits), then a new process;
   * how long the old one took to exit, and its exit code.
   */
  async restart(): Promise<{ ms: number; code: number | null }> {
    const started = Date.now();
    const code = await this.replace('SIGTERM', this.extra);
    return { ms: Date.now() - started, code };
  }

  private async replace(signal: NodeJS.Signals, extra: Record<string, string>): Promise<number | null> {
    this.replacing = true;
    const code = await this.end(signal);
    this.extra = extra;
    this.replacing = false;
    this.child = this.spawn();
    return code;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.end('SIGKILL');
  }

  /** The process's exit code (null when a signal ended it). */
  private async end(signal: NodeJS.Signals): Promise<number | null> {
    const child = this.child;
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill(signal);
    return exited;
  }
}
