/** The parent's side of an API process (`api-worker.ts`): spawn it for one table, then ask for runs. */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '#infra/local/handlers';
import type { BenchAccount } from '../support/accounts';
import type { HotEndpoint, RunOptions, Samples } from './api';

export type Account = BenchAccount;

export type ParentMessage =
  | ({ type: 'measure'; endpoint: HotEndpoint } & Omit<RunOptions, 'token' | 'adminToken' | 'firstCall'>)
  | { type: 'exit' };

export type ChildMessage =
  | { type: 'ready'; worker: Account; applicant: Account }
  | { type: 'samples'; samples: Samples }
  | { type: 'error'; message: string };

export class ApiProcess {
  private pending: { resolve: (message: ChildMessage) => void; reject: (error: Error) => void } | undefined;
  private exited: Promise<void>;

  private constructor(
    private readonly child: ChildProcess,
    readonly label: string,
  ) {
    child.on('message', (message: ChildMessage) => {
      const pending = this.pending;
      this.pending = undefined;
      if (message.type === 'error') pending?.reject(new Error(`${label}: ${message.message}`));
      else pending?.resolve(message);
    });
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        this.pending?.reject(new Error(`${label}: the API process exited (${signal ?? code})`));
        this.pending = undefined;
        resolve();
      });
    });
  }

  private next(): Promise<ChildMessage> {
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
    });
  }

  /** Starts the process with `env` (TABLE_NAME and the rest) and waits for its accounts. */
  static async start(
    label: string,
    env: Record<string, string>,
  ): Promise<{ process: ApiProcess; worker: Account; applicant: Account }> {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(repoRoot, 'scripts/bench/budgets/api-worker.ts')],
      {
        cwd: repoRoot,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    const api = new ApiProcess(child, label);
    const ready = await api.next();
    if (ready.type !== 'ready') throw new Error(`${label}: unexpected ${ready.type}`);
    return { process: api, worker: ready.worker, applicant: ready.applicant };
  }

  async measure(
    endpoint: HotEndpoint,
    options: Omit<RunOptions, 'token' | 'adminToken' | 'firstCall'>,
  ): Promise<Samples> {
    const reply = this.next();
    this.child.send({ type: 'measure', endpoint, ...options } satisfies ParentMessage);
    const message = await reply;
    if (message.type !== 'samples') throw new Error(`${this.label}: unexpected ${message.type}`);
    return message.samples;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.child.send({ type: 'exit' } satisfies ParentMessage);
      const timer = setTimeout(() => this.child.kill('SIGKILL'), 5000);
      await this.exited;
      clearTimeout(timer);
    }
  }
}
