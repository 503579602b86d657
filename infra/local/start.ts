/**
 * `npm start`: the whole product on this machine, on embedded defaults. Data persists under `.data/`
 * (`npm run reset` wipes it). Ctrl-C stops everything this started.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { demoEmployer, demoStaff, demoWorkers } from './demo-data/accounts';
import { javaProblem } from './dynamodb';
import { repoRoot } from './handlers';
import { type RunningTwin, startTwin } from './twin';

const problem = javaProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}

const webRoot = join(repoRoot, 'dist/web');
if (!existsSync(join(webRoot, 'index.html'))) {
  console.error('The web app is not built: run `npm start` (it builds first) or `npm run build:web`.');
  process.exit(1);
}

let twin: RunningTwin | undefined;
let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the local twin...');
  await twin?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  twin = await startTwin({
    dataDir: join(repoRoot, '.data'),
    webRoot,
    port: Number(process.env.PORT ?? 3000),
    log: (line) => console.log(`  ${line}`),
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// Imported only now: the function modules read the environment the twin has just set.
const { issueSessionToken } = await import('#lib/auth/session');
const { findIdByGoogleSub, get: getWorker } = await import('#lib/db/users');
const demoWorkerId = demoWorkers[0] ? await findIdByGoogleSub(demoWorkers[0].sub) : undefined;
const demoWorker = demoWorkerId === undefined ? undefined : await getWorker(demoWorkerId);
// At the account's token version: kept data may hold a demo worker who has signed out before.
const demoToken = demoWorker
  ? await issueSessionToken({
      accountId: demoWorker.ID,
      role: 'worker',
      tokenVersion: demoWorker.TOKEN_VERSION ?? 0,
    })
  : '(no demo worker)';
const seed = twin.seed;
console.log(`
Earnlearn is running at ${twin.url}

  Data:      ${seed?.seededNow ? 'seeded now with' : 'kept from the last run (npm run reset wipes it);'} ${seed?.jobs} demo jobs, ${seed?.workers} demo workers, ${seed?.staff} staff logins
${twin.services.map((line) => `  ${line}\n`).join('')}  API:       ${twin.endpoints.length} endpoints mounted: ${twin.endpoints.map((e) => e.name).join(', ')}
  Demo workers (sign in with any of these e-mails on the local sign-in page): ${demoWorkers.map((w) => w.email).join(', ')}
  Demo worker (${demoWorkers[0]?.name}, ${demoWorkers[0]?.email}) session token, for trying the API:
    curl -H "Authorization: Bearer ${demoToken}" ${twin.url}/api/getAllJobs
  Staff logins: the admin at ${twin.url}/admin/login; HR and OPS at ${twin.url}/internal/login:
${demoStaff.map((s) => `    ${s.role.padEnd(5)} ${s.email} / ${s.password}`).join('\n')}
  Two-step sign-in: the admin's first log-in asks to set up an authenticator app (scan the QR code, or type
    the key shown into any authenticator app; without a phone: npm run totp -- <key>), then shows ten
    recovery codes once. Later log-ins ask for the app's code.
    HR and OPS may set one up from the internal dashboard (required of them when the admin switches it on).
  Demo employer (${demoEmployer.organisation.brandName}, verified by e-mail): sign in at ${twin.url}/employer
    with ${demoEmployer.owner.email}; the 6-digit code arrives in the local e-mail inbox (its address is the
    "E-mail" line above). Any other e-mail signs up a new employer the same way.

${twin.warnings.map((warning) => `  Warning:   ${warning}\n`).join('')}
Press Ctrl-C to stop.
`);
