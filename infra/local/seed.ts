/**
 * Seeds the local twin with demo data, once: a marker item records that the seed ran, so a restart keeps
 * whatever was changed since. Imported only after the environment is set (the modules read it at load).
 */
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { LOGOS_PATH } from '#features/documents/public-logos';
import { hashPassword } from '#features/sign-in/passwords';
import { db, tableName } from '#lib/clients/dynamodb';
import * as applications from '#lib/db/applications';
import * as jobs from '#lib/db/jobs';
import * as staff from '#lib/db/staff';
import * as users from '#lib/db/users';
import type { EnvironmentValues } from '#lib/environment';
import { demoStaff, demoWorkers } from './demo-data/accounts';
import { demoClosedJobs, demoJobs } from './demo-data/jobs';
import { putLogo } from './dev/object-storage';

const marker = { pk: 'SEED', sk: 'DEMO' };

export interface SeedSummary {
  seededNow: boolean;
  jobs: number;
  workers: number;
  staff: number;
}

const logoTypes: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png' };

/**
 * The demo jobs' logos (files in ./demo-data/logos), stored under logos/ of the local bucket where the twin
 * serves them, as postJob stores a posted job's logo. Stored at every start: the bucket's files may be newer
 * than the table's seed marker.
 */
async function storeDemoLogos(storage: EnvironmentValues): Promise<void> {
  const files = new Set(demoJobs.map((job) => job.LOGO_LINK.slice(LOGOS_PATH.length)));
  await Promise.all(
    [...files].map((file) =>
      putLogo(
        storage,
        file,
        readFileSync(new URL(`./demo-data/logos/${file}`, import.meta.url)),
        logoTypes[extname(file)] ?? 'application/octet-stream',
      ),
    ),
  );
}

/**
 * Seeds once. Demo applications go through the same calls as real ones, so each job's applicants per status
 * count them exactly; `storage` is the local object storage's environment (for the logos).
 */
export async function seedDemoData(storage: EnvironmentValues): Promise<SeedSummary> {
  const summary = { jobs: demoJobs.length, workers: demoWorkers.length, staff: demoStaff.length };
  await storeDemoLogos(storage);
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: marker }));
  if (Item) return { seededNow: false, ...summary };

  // Oldest first, so ids grow with the posting date as they would in real use.
  const created = [];
  for (const job of [...demoJobs].reverse()) created.unshift(await jobs.create(job));

  for (const worker of demoWorkers) {
    const { account } = await users.findOrCreateByGoogle({
      sub: worker.sub,
      email: worker.email,
      name: worker.name,
    });
    await users.saveRegistrationDetails(account.ID, { name: worker.name, ...worker.details });
    await users.verifyMobileNumber(account.ID, worker.mobileNumber);
    if (worker.collegeName) {
      const none = { panCardKey: '', idCardKey: '' };
      await users.updateProfile(
        account.ID,
        { ...worker.details, collegeName: worker.collegeName, ...none },
        none,
      );
    }
    const registered = await users.get(account.ID);
    for (const application of worker.applications) {
      const job = created[application.job];
      if (!registered || !job) continue;
      await applications.apply(registered, job);
      if (application.status !== 'APPLIED')
        await applications.setStatus(account.ID, job.ID, application.status);
    }
  }

  // Closed after the applications, as the admin would close a job that has had applicants.
  for (const index of demoClosedJobs) {
    const job = created[index];
    if (job) await jobs.setStatus(job.ID, 'CLOSED');
  }

  for (const member of demoStaff) {
    if (await staff.findByEmail(member.email)) continue;
    await staff.create({
      email: member.email,
      role: member.role,
      name: member.name,
      passwordHash: await hashPassword(member.password),
      mustChangePassword: false,
    });
  }

  await db.send(new PutCommand({ TableName: tableName, Item: { ...marker, at: new Date().toISOString() } }));
  return { seededNow: true, ...summary };
}
