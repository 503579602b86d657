/** A job's status, type and schedule codes (re-exported by job-rules.ts), apart from its posting schema. */

export const JOB_STATUSES = ['OPEN', 'CLOSED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** What kind of work a job is (the `TYPE` field): set when posting, a filter of Explore Jobs. */
export const JOB_TYPES = ['INTERNSHIP', 'JOB', 'GIG'] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const jobTypeLabels: Record<JobType, string> = { INTERNSHIP: 'Internship', JOB: 'Job', GIG: 'Gig' };

/**
 * Part-time or full-time (the `SCHEDULE` field): the admin classifies the job's work hours when posting, as
 * the free-text WORK_HOURS ("Weekends, 6 hours a day") cannot be filtered on reliably.
 */
export const JOB_SCHEDULES = ['PART_TIME', 'FULL_TIME'] as const;
export type JobSchedule = (typeof JOB_SCHEDULES)[number];
export const jobScheduleLabels: Record<JobSchedule, string> = {
  PART_TIME: 'Part-time',
  FULL_TIME: 'Full-time',
};
