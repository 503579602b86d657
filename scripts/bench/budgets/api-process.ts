/** The parent's side of an API process (`api-worker.ts`): spawn it for one table, then ask for runs. */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '#infra/local/handlers';
import type { BenchAccount } from '../support/accounts';
import { HOT_ENDPOINTS, type HotEndpoint, type RunOptions, type Samples } from './api';

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

/** One table's side of the API runs: its process, and how many jobs getJobById may ask for. */
export interface ApiSide {
  api: ApiProcess;
  jobs: number;
}

/**
 * Sections 1 and 2: each endpoint warmed up on each table, then `iterations` timed calls per side, endpoint and
 * table in `rounds` rounds, the tables alternating which goes first. Answers the samples of each side, in order.
 */
export async function measureApi(
  sides: ApiSide[],
  settings: { minWarmup: number; warmupMs: number; iterations: number; rounds: number },
  progress: (message: string) => void,
): Promise<Map<HotEndpoint, Samples>[]> {
  const all = sides.map((side) => ({ ...side, samples: new Map<HotEndpoint, Samples>() }));
  progress(`API warm-up: >= ${settings.warmupMs / 1000} s per endpoint and table`);
  for (const name of HOT_ENDPOINTS) {
    for (const side of all) {
      const { minWarmup, warmupMs } = settings;
      const warm = await side.api.measure(name, { minWarmup, warmupMs, iterations: 0, jobs: side.jobs });
      side.samples.set(name, { ...warm, real: [], bare: [] });
    }
  }
  progress(
    `API runs: ${settings.iterations} timed calls per side, endpoint and table, in ${settings.rounds} rounds`,
  );
  const perRound = Math.ceil(settings.iterations / settings.rounds);
  for (let round = 0; round < settings.rounds; round++) {
    for (const name of HOT_ENDPOINTS) {
      for (const side of round % 2 === 0 ? all : [...all].reverse()) {
        const run = await side.api.measure(name, {
          minWarmup: 0,
          warmupMs: 0,
          iterations: perRound,
          jobs: side.jobs,
        });
        const total = side.samples.get(name) as Samples;
        total.real.push(...run.real);
        total.bare.push(...run.bare);
      }
    }
  }
  return all.map((side) => side.samples);
}
