/**
 * Seeds the local twin with demo data, once: a marker item records that the seed ran, so a restart keeps
 * whatever was changed since. Imported only after the environment is set (the modules read it at load).
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { hashPassword } from '#features/sign-in/passwords';
import { db, tableName } from '#lib/clients/dynamodb';
import * as applications from '#lib/db/applications';
import * as jobs from '#lib/db/jobs';
import * as staff from '#lib/db/staff';
import * as users from '#lib/db/users';
import { demoStaff, demoWorkers } from './demo-data/accounts';
import { demoJobs } from './demo-data/jobs';

const marker = { pk: 'SEED', sk: 'DEMO' };

export interface SeedSummary {
  seededNow: boolean;
  jobs: number;
  workers: number;
  staff: number;
}

export async function seedDemoData(): Promise<SeedSummary> {
  const summary = { jobs: demoJobs.length, workers: demoWorkers.length, staff: demoStaff.length };
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
