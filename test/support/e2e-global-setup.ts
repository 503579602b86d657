import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot } from '#infra/local/handlers';
import { startTwin } from '#infra/local/twin';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    demoWorkerToken: string;
    /**
     * A session of another demo worker (demo-worker-11), whom the admin journey deactivates and reactivates:
     * a deactivation ends the sessions, so the demo worker's own token must not be the one.
     */
    deactivatedWorkerToken: string;
    /** The local SES inbox (aws-ses-v2-local), where staff credential e-mails land. */
    emailInbox: string;
    /** The twin's DynamoDB Local and table, for tests that read or set what the table holds (twin-table.ts). */
    dynamodbEndpoint: string;
    tableName: string;
  }
}

/** The whole local twin, in memory and seeded, once for the end-to-end run. */
export default async function setup(project: TestProject) {
  const webRoot = join(repoRoot, 'dist/web');
  if (!existsSync(join(webRoot, 'index.html'))) {
    throw new Error('dist/web is missing: run `npm run build:web` first (npm test does).');
  }
  const twin = await startTwin({ webRoot, seed: true });
  const { issueSessionToken } = await import('#lib/auth/session');
  const { findIdByGoogleSub } = await import('#lib/db/users');
  const workerId = await findIdByGoogleSub('demo-worker-1');
  if (workerId === undefined) throw new Error('The demo worker was not seeded');
  project.provide('baseUrl', twin.url);
  const inbox = twin.services.map((line) => /^E-mail:\s+(http\S+?)\/?\s/.exec(line)?.[1]).find(Boolean);
  if (!inbox) throw new Error('The twin started no local e-mail inbox');
  project.provide('emailInbox', inbox);
  // startTwin points this process's functions at its DynamoDB Local (setEnvironment): the tests' workers get it too.
  const dynamodbEndpoint = process.env.DYNAMODB_ENDPOINT;
  if (!dynamodbEndpoint) throw new Error('The twin set no DYNAMODB_ENDPOINT');
  project.provide('dynamodbEndpoint', dynamodbEndpoint);
  project.provide('tableName', twin.tableName);
  project.provide('demoWorkerToken', await issueSessionToken({ accountId: workerId, role: 'worker' }));
  const deactivatedId = await findIdByGoogleSub('demo-worker-11');
  if (deactivatedId === undefined) throw new Error('The demo worker demo-worker-11 was not seeded');
  project.provide(
    'deactivatedWorkerToken',
    await issueSessionToken({ accountId: deactivatedId, role: 'worker' }),
  );
  return async () => {
    await twin.stop();
  };
}
