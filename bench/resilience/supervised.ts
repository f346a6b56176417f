/**
 * A portal process kept running as a supervisor (systemd, Kubernetes) would: started again when it
 * dies, including when a cut connection or a restarting database makes its start-up fail.
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
    this.replacing = true;
    await this.end();
    this.extra = extra;
    this.replacing = false;
    this.child = this.spawn();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.end();
  }

  private async end(): Promise<void> {
    const child = this.child;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}
