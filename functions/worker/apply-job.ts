import * as applications from '#lib/db/applications';
import * as jobs from '#lib/db/jobs';
import * as users from '#lib/db/users';
import { Forbidden, NotFound, Unauthorized } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { applyJob } from '#shared/api/jobs';

export const handler = endpoint(applyJob, async ({ id }, { caller }) => {
  const [worker, job] = await Promise.all([users.get(caller.accountId), jobs.get(id)]);
  if (!worker) throw new Unauthorized('Your account no longer exists. Please sign in again.');
  if (worker.REGISTERED !== 1 || worker.VERIFIED !== 1) {
    throw new Forbidden('Please complete your registration and verify your mobile number before applying.');
  }
  if (!job) throw new NotFound(`There is no job with id ${id}.`);
  await applications.apply(worker, job);
  return { success: true };
});
