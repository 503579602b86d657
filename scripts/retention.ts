/**
 * `npm run retention -- --now <ISO date>`: runs the retention job (functions/scheduled/run-retention.ts)
 * on the local twin's data as if it were that moment, to try it: accounts with no sign-in for 3 years before
 * that date get their notice (printed from the twin's SMS outbox and e-mail inbox), and those told 48 hours or
 * more before it are erased. It starts the twin on `.data` (no web server is needed) and stops it afterwards; the
 * running `npm start` runs the same job every hour at the real time, so stop it first.
 *
 * Exits 0 after a run, 1 when `npm start` is running, 2 on wrong arguments.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '#infra/local/handlers';
import { readTwinFile } from '#infra/local/twin-file';

const USAGE = 'Usage: npm run retention -- --now <ISO date, e.g. 2030-01-15T09:00:00Z> [--data-dir .data]';

const { values } = parseArgs({
  options: { now: { type: 'string' }, 'data-dir': { type: 'string' } },
  strict: true,
});
const now = Date.parse(values.now ?? '');
if (!values.now || Number.isNaN(now)) {
  console.error(USAGE);
  process.exit(2);
}
const dataDir = values['data-dir'] ?? join(repoRoot, '.data');
if (readTwinFile(dataDir)?.running) {
  console.error(
    '`npm start` is running on this data (it runs the job hourly at the real time): stop it first.',
  );
  process.exit(1);
}

const { startTwin } = await import('#infra/local/twin');
const twin = await startTwin({ dataDir, webRoot: join(repoRoot, 'dist/web'), seed: false });
try {
  const { runRetentionAt } = await import('#functions/scheduled/run-retention');
  const run = await runRetentionAt(now);
  console.log(`Retention job at ${new Date(now).toISOString()}: ${JSON.stringify(run)}`);
} finally {
  await twin.stop();
}
