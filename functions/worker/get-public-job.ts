import { clock } from '#lib/clock';
import * as jobs from '#lib/db/jobs';
import { NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { perAddressLimit } from '#lib/http/public-limit';
import { getPublicJob } from '#shared/api/public-job';

/** A job as its public page shows it: open or closed; 404 for an unknown id or a job not published. */
export const handler = endpoint(
  getPublicJob,
  async ({ id }) => {
    const job = await jobs.getPublished(id);
    if (!job) throw new NotFound(`There is no job with id ${id}.`);
    return { data: jobs.asReadOn(job, new Date(clock.now())) };
  },
  perAddressLimit(getPublicJob.name),
);
