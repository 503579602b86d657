import * as applications from '#lib/db/applications';
import * as jobs from '#lib/db/jobs';
import { Forbidden, NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { applyJob } from '#shared/api/jobs/apply-job';
import { REGISTERED, VERIFIED } from '#shared/domain/constants';
import { ELIGIBILITY_CODES, eligibility, eligibilityRefusals } from '#shared/domain/job-eligibility-rules';

export const handler = endpoint(applyJob, async ({ id }, { account: worker }) => {
  if (worker.REGISTERED !== REGISTERED || worker.VERIFIED !== VERIFIED) {
    throw new Forbidden('Please complete your registration and verify your mobile number before applying.');
  }
  // A draft, a job in review or a rejected one is no job to a worker.
  const job = await jobs.getPublished(id);
  if (!job) throw new NotFound(`There is no job with id ${id}.`);
  // The same rule the job page and Explore Jobs show (age in IST today from the registered date of birth):
  // the screens only explain it, this refuses it.
  const [reason] = eligibility(job, worker);
  if (reason) throw new Forbidden(eligibilityRefusals[reason], ELIGIBILITY_CODES[reason]);
  await applications.apply(worker, job);
  return { success: true };
});
