/**
 * Saved jobs and withdrawn applications: the cap on saved jobs and the codes the API
 * sends beside its message (`code`), which the worker's screens turn into their own words in three languages.
 */

/** How many jobs a worker may keep saved: one page of the Saved tab, one BatchGetItem of the jobs. */
export const MAX_SAVED_JOBS = 100;

/**
 * The codes of the refusals (409) the worker's screens translate. A refusal about an application that moved on
 * also names its status now (`currentStatus`), which the screen shows at once (decision 586).
 */
export const SAVE_WITHDRAW_CODES = {
  /** Withdraw refused: HR or OPS moved the application out of New first. */
  alreadyReviewed: 'applicationAlreadyReviewed',
  /** Apply refused: the worker withdrew an application to this job. */
  withdrawnBefore: 'applicationWithdrawnBefore',
  /** Save or apply refused: the job is closed. */
  jobClosed: 'jobClosed',
  /** An interview answer refused: the application is no longer Shortlisted (`currentStatus` says what it is). */
  movedOn: 'applicationMovedOn',
  /** An interview answer refused: staff proposed another time meanwhile. */
  interviewChanged: 'interviewTimeChanged',
} as const;
