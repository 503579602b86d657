/**
 * Seeds the local twin with demo data, once: a marker item records that the seed ran, so a restart keeps
 * whatever was changed since. Imported only after the environment is set (the modules read it at load).
 */

import { readFileSync } from 'node:fs';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { giveConsent } from '#features/consent/give';
import { LOGOS_PATH } from '#features/documents/public-logos';
import { checkPosting, moderatedOf } from '#features/job-posting/employer-posting';
import { hashPassword } from '#features/sign-in/passwords';
import { db, tableName } from '#lib/clients/dynamodb';
import * as applications from '#lib/db/applications';
import * as employerJobs from '#lib/db/employer-jobs';
import * as employers from '#lib/db/employers';
import * as jobs from '#lib/db/jobs';
import * as organisations from '#lib/db/organisations';
import * as staff from '#lib/db/staff';
import * as users from '#lib/db/users';
import type { EnvironmentValues } from '#lib/environment';
import type { ApplicationStatus } from '#shared/domain/codes';
import { verificationLevelOf } from '#shared/domain/employer-verification';
import { ADULTS_ONLY, eligibility } from '#shared/domain/job-eligibility-rules';
import { PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import { reviewTarget } from '#shared/domain/review';
import { demoEmployer, demoEmployerJobs, demoStaff, demoWorkers } from './demo-data/accounts';
import { demoClosedJobs, demoJobs } from './demo-data/jobs';
import { putLogo } from './dev/object-storage';

const marker = { pk: 'SEED', sk: 'DEMO' };

export interface SeedSummary {
  seededNow: boolean;
  jobs: number;
  workers: number;
  staff: number;
}

/**
 * The demo jobs' logos (png files in ./demo-data/logos), stored under logos/ of the local bucket where the twin
 * serves them (always as image/png), as postJob stores a posted job's logo. Stored at every start: the bucket's
 * files may be newer than the table's seed marker. A table seeded before the logos were pngs still
 * links to `<name>.svg`: the same png is stored under that name too, so its jobs keep their logos.
 */
async function storeDemoLogos(storage: EnvironmentValues): Promise<void> {
  const files = new Set([
    ...demoJobs.map((job) => job.LOGO_LINK.slice(LOGOS_PATH.length)),
    demoEmployer.organisation.logoLink.slice(LOGOS_PATH.length),
  ]);
  await Promise.all(
    [...files].flatMap((file) => {
      const png = readFileSync(new URL(`./demo-data/logos/${file}`, import.meta.url));
      const earlierName = file.replace(/\.png$/, '.svg');
      return [file, earlierName].map((name) => putLogo(storage, name, png, 'image/png'));
    }),
  );
}

interface DemoReviewers {
  HR: applications.Reviewer;
  OPS: applications.Reviewer;
}

async function demoReviewers(): Promise<DemoReviewers> {
  const find = async (type: 'HR' | 'OPS'): Promise<applications.Reviewer> => {
    const member = demoStaff.find((candidate) => candidate.role === type);
    const account = member && (await staff.findByEmail(member.email));
    if (!account) throw new Error(`The demo ${type} account is missing`);
    return { ID: account.ID, NAME: account.NAME, EMAIL: account.EMAIL, TYPE: type };
  };
  return { HR: await find('HR'), OPS: await find('OPS') };
}

/**
 * Moves a new application to `target` the way a reviewer would, one allowed move at a time (Selected by way of
 * Shortlisted): HR accepts, OPS rejects, so the audit trail shows both. No SMS: the demo data is not news.
 */
async function moveThroughPipeline(
  userId: number,
  jobId: number,
  target: ApplicationStatus,
  reviewers: DemoReviewers,
): Promise<void> {
  let status: ApplicationStatus = 'APPLIED';
  while (status !== target) {
    const decision = target === 'REJECTED' ? 'reject' : 'accept';
    const to = reviewTarget(status, decision);
    if (!to) throw new Error(`The demo status ${target} cannot be reached from ${status}`);
    const reviewer = decision === 'accept' ? reviewers.HR : reviewers.OPS;
    await applications.review({ userId, jobId, from: status, to }, reviewer);
    status = to;
  }
}

/**
 * Seeds once. Demo applications go through the same calls as real ones, so each job's applicants per status
 * count them exactly; `storage` is the local object storage's environment (for the logos).
 */
const DEMO_ORGANISATION_ID = 'demoTradersOrg01';

/**
 * The demo employer's owner, organisation and its posting held for its fee, once (also in a
 * twin seeded before employers existed).
 */
async function seedDemoEmployer(): Promise<void> {
  const owner = await employers.findOrCreateConfirmed(demoEmployer.owner.email, demoEmployer.owner.name);
  if (owner.ORG_ID) return;
  await organisations.create(owner, {
    ...demoEmployer.organisation,
    id: DEMO_ORGANISATION_ID,
    verification: { emailConfirmed: true, domainMatches: true, documents: 'none' },
    createdAt: new Date().toISOString(),
  });
  const organisation = await organisations.get(DEMO_ORGANISATION_ID);
  if (!organisation) throw new Error('The demo organisation was not created');
  const level = verificationLevelOf(organisation);
  // Posted two days ago: the newest demo jobs stay the first cards a new worker sees.
  const at = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
  const by = { ID: owner.ID, EMAIL: owner.EMAIL };
  for (const { state, ...job } of demoEmployerJobs) {
    const posted: jobs.NewJob & { ORG_ID: string } = {
      ...job,
      COMPANY_NAME: demoEmployer.organisation.brandName,
      LOGO_LINK: demoEmployer.organisation.logoLink,
      ELIGIBILITY: ADULTS_ONLY,
      ORG_ID: DEMO_ORGANISATION_ID,
      EMPLOYER: { ID: DEMO_ORGANISATION_ID, LEVEL: level },
      POSTED_AT: at,
    };
    // The same rules as a real posting: the second job's fee is its hit in the moderation queue.
    const { ruleCheck } = checkPosting(moderatedOf(posted as jobs.StoredJob), by, at);
    await employerJobs.post(
      { ...posted, ...(ruleCheck ? { RULE_CHECK: ruleCheck } : {}) },
      state,
      { at, by },
      level,
    );
  }
}

export async function seedDemoData(storage: EnvironmentValues): Promise<SeedSummary> {
  const summary = { jobs: demoJobs.length, workers: demoWorkers.length, staff: demoStaff.length };
  await storeDemoLogos(storage);
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: marker }));
  if (Item) {
    await seedDemoEmployer();
    return { seededNow: false, ...summary };
  }

  // Oldest first, so ids grow with the posting date as they would in real use; the demo jobs before the
  // employer's, so they keep the ids 1 to 14 that the runbook's examples and the bench's pages name.
  const created = [];
  for (const job of [...demoJobs].reverse()) created.unshift(await jobs.create(job));
  await seedDemoEmployer();

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
  const reviewers = await demoReviewers();

  for (const worker of demoWorkers) {
    const { account } = await users.findOrCreateByGoogle({
      sub: worker.sub,
      email: worker.email,
      name: worker.name,
    });
    // Demo workers signed up as today's do: adults who read the notice and consented (SMS updates too).
    await giveConsent(account, {
      noticeVersion: PRIVACY_NOTICE_VERSION,
      language: 'en',
      smsUpdates: true,
      dob: worker.details.dob,
      screen: 'signUp',
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
      // The demo shows only what the rules allow: an application applyJob would refuse is a mistake here.
      const refused = eligibility(job, registered);
      if (refused.length > 0)
        throw new Error(`${worker.name} may not apply for "${job.TITLE}" (${refused.join(', ')})`);
      await applications.apply(registered, job);
      await moveThroughPipeline(account.ID, job.ID, application.status, reviewers);
    }
  }

  // Closed after the applications, as the admin would close a job that has had applicants.
  for (const index of demoClosedJobs) {
    const job = created[index];
    if (job) await jobs.setStatus(job.ID, 'CLOSED');
  }

  await db.send(new PutCommand({ TableName: tableName, Item: { ...marker, at: new Date().toISOString() } }));
  return { seededNow: true, ...summary };
}
