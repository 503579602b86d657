/**
 * The load bench's server side, run in a process of its own (run.ts forks it) so that the twin's event loop
 * serves requests only and autocannon's own work does not count in the twin's latencies: the whole local twin
 * in memory and seeded, then more open jobs and many registered, verified workers made through the same
 * calls the API makes (functions/lib/db), and session tokens for them and for the demo admin, HR and OPS.
 * It tells its parent where it listens and the accounts, serves until told to stop, and stops what it started.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoStaff } from '#infra/local/demo-data/accounts';
import { demoJobs } from '#infra/local/demo-data/jobs';
import { startTwin } from '#infra/local/twin';
import { type BenchAccount, registerWorker, sessionFor } from '../support/accounts';

export type LoadWorker = BenchAccount;

/** What the twin process sends its parent once it serves. */
export interface LoadTwinReady {
  type: 'ready';
  url: string;
  dynamodbEndpoint: string;
  tableName: string;
  workers: LoadWorker[];
  /** Open jobs, the ones workers browse and apply to. */
  openJobs: number[];
  /** Every job id (open and closed). */
  allJobs: number[];
  tokens: { admin: string; HR: string; OPS: string };
  /** First names the workers share: the admin's search texts. */
  firstNames: string[];
  seconds: { start: number; accounts: number };
}

export const FIRST_NAMES = [
  'Aarav',
  'Diya',
  'Ishaan',
  'Kavya',
  'Rohan',
  'Sneha',
  'Vikram',
  'Ananya',
  'Arjun',
];
const LAST_NAMES = ['Sharma', 'Patel', 'Reddy', 'Iyer', 'Singh', 'Das', 'Nair', 'Gupta'];
const CITIES = ['lucknow', 'hyderabad-telangana', 'chennai', 'pune', 'kolkata'];
const EDUCATION = ['tenthPass', 'twelthPass', 'pursuingGraduation', 'graduate', 'postGraduate'] as const;

async function prepare(settings: { workers: number; extraJobs: number; parallel: number }) {
  const started = performance.now();
  const webRoot = mkdtempSync(join(tmpdir(), 'earnlearn-load-web-'));
  const twin = await startTwin({ webRoot, seed: true });
  const startSeconds = (performance.now() - started) / 1000;
  // The functions' modules read the environment the twin has just set: imported after it.
  const jobs = await import('#lib/db/jobs');
  const staff = await import('#lib/db/staff');

  const accountsStarted = performance.now();
  for (let n = 0; n < settings.extraJobs; n++) {
    const template = demoJobs[n % demoJobs.length] as (typeof demoJobs)[number];
    await jobs.create({ ...template, TITLE: `${template.TITLE} (load ${n + 1})`, POSTED_AT: undefined });
  }
  const allJobs: number[] = [];
  const openJobs: number[] = [];
  for (let cursor: string | undefined, first = true; first || cursor; first = false) {
    const page = await jobs.listAll({ limit: 100, cursor });
    for (const job of page.items) {
      allJobs.push(job.ID);
      if (job.STATUS === 'OPEN') openJobs.push(job.ID);
    }
    cursor = page.cursor;
  }

  // Registered and verified, as registerDetails and validateOTP leave a worker: the session check admits them.
  const workers: LoadWorker[] = new Array(settings.workers);
  let next = 0;
  const signUp = async () => {
    for (let n = next++; n < settings.workers; n = next++) {
      const name = `${FIRST_NAMES[n % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length]}`;
      workers[n] = await registerWorker(
        { sub: `load-worker-${n}`, email: `load.worker.${n}@example.com`, name },
        {
          details: {
            gender: (n % 3) as 0 | 1 | 2,
            dob: `200${n % 5}-0${(n % 9) + 1}-1${n % 10}`,
            cityName: CITIES[n % CITIES.length] as string,
            education: EDUCATION[n % EDUCATION.length] as (typeof EDUCATION)[number],
          },
          mobile: `8${String(n).padStart(9, '0')}`,
        },
      );
    }
  };
  await Promise.all(Array.from({ length: settings.parallel }, signUp));

  const staffToken = async (role: 'admin' | 'HR' | 'OPS') => {
    const member = demoStaff.find((candidate) => candidate.role === role);
    const account = member && (await staff.findByEmail(member.email));
    if (!account) throw new Error(`The demo ${role} account is missing`);
    return sessionFor(account.ID, role);
  };
  const ready: LoadTwinReady = {
    type: 'ready',
    url: twin.url,
    dynamodbEndpoint: process.env.DYNAMODB_ENDPOINT as string,
    tableName: twin.tableName,
    workers,
    openJobs,
    allJobs,
    tokens: { admin: await staffToken('admin'), HR: await staffToken('HR'), OPS: await staffToken('OPS') },
    firstNames: FIRST_NAMES,
    seconds: { start: startSeconds, accounts: (performance.now() - accountsStarted) / 1000 },
  };
  const stop = async () => {
    await twin.stop();
    rmSync(webRoot, { recursive: true, force: true });
  };
  return { ready, stop };
}

if (process.argv.includes('serve')) {
  // Errors only: a 5xx's cause is printed; the expected 409s are not.
  process.env.POWERTOOLS_LOG_LEVEL = 'ERROR';
  const settings = JSON.parse(process.env.LOAD_TWIN_SETTINGS ?? '{}');
  const { ready, stop } = await prepare(settings);
  let stopping = false;
  const finish = async () => {
    if (stopping) return;
    stopping = true;
    await stop();
    process.exit(0);
  };
  process.on('message', (message) => {
    if (message === 'stop') void finish();
  });
  // The parent is gone (it failed or was stopped): stop the twin rather than leave DynamoDB Local running.
  process.on('disconnect', () => void finish());
  process.send?.(ready);
}
