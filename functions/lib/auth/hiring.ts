/**
 * The one ownership check of the hiring tools (the `hiring` caller kind: a job's applicants, their details,
 * moves, notes, interviews and the CSV export). HR and OPS work on every job; an employer's person only on the
 * jobs of the organisation they belong to now (read fresh with their account by the session check). A job of
 * another organisation, or Earnlearn's own, is answered as no such job is: the same 404, so a recruiter cannot
 * tell someone else's job from a missing one.
 *
 * The endpoint stack runs it before the handler (lib/http/endpoint.ts) for every `hiring` contract, whose input
 * names the job as `id`; the handler gets the job and who acts on it, and has no other way to them. It is handed
 * to `endpoint()` rather than imported by the stack, so no other handler's bundle carries the job read.
 */
import type { ReviewerType } from '#shared/domain/codes';
import * as jobs from '../db/jobs';
import type { StaffAccount } from '../db/staff';
import { Forbidden, NotFound } from '../errors';
import type { EmployerCaller } from './accounts';

/** The account of a hiring endpoint's caller: HR or OPS, or an employer's person with their organisation. */
export type HiringCaller = StaffAccount | EmployerCaller;

/**
 * Who acts on a job's applications, as moves, notes, interviews and access records name them: the account's
 * id, name, e-mail and kind, and for an employer's person the organisation and its name when they acted.
 */
export interface Hirer {
  ID: number;
  NAME: string;
  EMAIL: string;
  TYPE: ReviewerType;
  ORG_ID?: string;
  ORG_NAME?: string;
}

/** What a hiring handler gets: the job, checked to be the caller's to work on, and who acts. */
export interface Hiring {
  job: jobs.StoredJob;
  hirer: Hirer;
}

export interface HiringScope {
  /** The job `jobId` and who acts on it; 404 for no such job and for a job the caller may not work on. */
  open(caller: HiringCaller, jobId: number): Promise<Hiring>;
}

export const noSuchJob = (jobId: number) => new NotFound(`There is no job with id ${jobId}.`);

/** Whether `caller` may work on `job`: staff on any, an employer's person on their organisation's. */
export function mayWorkOn(caller: HiringCaller, job: Pick<jobs.StoredJob, 'ORG_ID'>): boolean {
  if (caller.TYPE !== 'employer') return true;
  const organisation = caller.organisation;
  return organisation !== undefined && job.ORG_ID === organisation.id;
}

/** The caller as the records name them. */
export function hirerOf(caller: HiringCaller): Hirer {
  const who = { ID: caller.ID, NAME: caller.NAME, EMAIL: caller.EMAIL };
  if (caller.TYPE === 'employer') {
    const organisation = caller.organisation;
    return {
      ...who,
      TYPE: 'employer',
      ...(organisation
        ? { ORG_ID: organisation.id, ORG_NAME: organisation.brandName ?? organisation.legalName }
        : {}),
    };
  }
  // The `hiring` kind lets no admin in (roleMayCall); an admin account never reviews.
  if (caller.TYPE === 'admin') throw new Forbidden();
  return { ...who, TYPE: caller.TYPE };
}

export const hiringScope: HiringScope = {
  async open(caller, jobId) {
    const hirer = hirerOf(caller);
    const job = await jobs.get(jobId);
    if (!job || !mayWorkOn(caller, job)) throw noSuchJob(jobId);
    return { job, hirer };
  },
};
