import * as applications from '#lib/db/applications';
import * as jobs from '#lib/db/jobs';
import * as users from '#lib/db/users';
import { createWorker, type TestAccount } from './accounts';

let counter = 0;

/** A realistic open job; tests override only what they are about. */
export function jobInput(overrides: Partial<jobs.NewJob> = {}): jobs.NewJob {
  counter += 1;
  return {
    TITLE: `Social Media Marketing Intern ${counter}`,
    COMPANY_NAME: 'Chai Point Ventures',
    LOGO_LINK: '/logos/chai-point.svg',
    LOCATION: 'Bengaluru',
    CITY: 'bangalore urban',
    WORK_FROM_HOME: 1,
    WORK_HOURS: '20 hours a week',
    EARNINGS: '₹8,000 a month',
    POSITION: 'Intern',
    DESCRIPTION: 'Plan and post content for our Instagram and LinkedIn pages. Track what works.',
    ROLES_AND_RESPONSIBILITIES: 'Write two posts a day. Reply to comments. Report weekly reach.',
    WHAT_YOU_GET: 'Certificate. Letter of recommendation. Flexible hours.',
    WHO_CAN_APPLY: 'Students of any year. Good written English.',
    TYPE: 'INTERNSHIP',
    SCHEDULE: 'PART_TIME',
    MONTHLY_EARNINGS: 8_000,
    ...overrides,
  };
}

export function createJob(overrides: Partial<jobs.NewJob> = {}): Promise<jobs.StoredJob> {
  return jobs.create(jobInput(overrides));
}

/** A worker's application to a job (both new unless given), in New. */
export async function createApplication(
  options: { job?: jobs.StoredJob; worker?: TestAccount; at?: Date } = {},
): Promise<{ job: jobs.StoredJob; worker: TestAccount; application: applications.StoredApplication }> {
  const job = options.job ?? (await createJob());
  const worker = options.worker ?? (await createWorker());
  const account = await users.get(worker.id);
  if (!account) throw new Error(`There is no worker ${worker.id}`);
  const application = await applications.apply(account, job, options.at);
  return { job, worker, application };
}
