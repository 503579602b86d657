/**
 * A job's applications for HR and OPS: all of them, or one status group (`page`), oldest first (a review
 * queue is first come, first served), a page at a time, in one Query of the job's partition of gsi1; with the
 * job's card. LOCATION is the applicant's district by name (the application keeps its id). 404 for an
 * unknown job.
 */
import * as applications from '#lib/db/applications';
import * as jobs from '#lib/db/jobs';
import { NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { getInternalDataById } from '#shared/api/internal';
import { APPLICATION_STATUSES } from '#shared/domain/codes';
import { districtName } from '#shared/domain/districts';

export const handler = endpoint(getInternalDataById, async ({ id, page, limit, cursor }) => {
  const status = APPLICATION_STATUSES.find((candidate) => candidate.page === page)?.code;
  const [job, list] = await Promise.all([
    jobs.get(id),
    applications.listForJob(id, { status, limit, cursor }),
  ]);
  if (!job) throw new NotFound(`There is no job with id ${id}.`);
  return {
    data: list.items.map((application) => ({
      ...application,
      ID: id,
      LOCATION: districtName(application.APPLICANT_LOCATION),
    })),
    cursor: list.cursor,
    JOB: { ...job, APPLICANTS: jobs.applicantsOf(job) },
  };
});
