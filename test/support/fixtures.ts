import * as jobs from '#lib/db/jobs';

let counter = 0;

/** A realistic open job; tests override only what they are about. */
export function jobInput(overrides: Partial<jobs.NewJob> = {}): jobs.NewJob {
  counter += 1;
  return {
    TITLE: `Social Media Marketing Intern ${counter}`,
    COMPANY_NAME: 'Chai Point Ventures',
    LOGO_LINK: '/logos/chai-point.svg',
    LOCATION: 'Bengaluru',
    WORK_FROM_HOME: 1,
    WORK_HOURS: '20 hours a week',
    EARNINGS: '₹8,000 a month',
    POSITION: 'Intern',
    DESCRIPTION: 'Plan and post content for our Instagram and LinkedIn pages. Track what works.',
    ROLES_AND_RESPONSIBILITIES: 'Write two posts a day. Reply to comments. Report weekly reach.',
    WHAT_YOU_GET: 'Certificate. Letter of recommendation. Flexible hours.',
    WHO_CAN_APPLY: 'Students of any year. Good written English.',
    ...overrides,
  };
}

export function createJob(overrides: Partial<jobs.NewJob> = {}): Promise<jobs.StoredJob> {
  return jobs.create(jobInput(overrides));
}
