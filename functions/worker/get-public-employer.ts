import { clock } from '#lib/clock';
import * as employerJobs from '#lib/db/employer-jobs';
import * as jobs from '#lib/db/jobs';
import * as organisations from '#lib/db/organisations';
import * as replyRecords from '#lib/db/reply-records';
import { NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { perAddressLimit } from '#lib/http/public-limit';
import { getPublicEmployer } from '#shared/api/public-employer';
import { verificationLevelOf } from '#shared/domain/employer-verification';
import { isPublished } from '#shared/domain/job-lifecycle';

const OPEN_JOBS_SHOWN = 20;

/** An active employer's page: who it is, how far it is verified, how soon it answers, its open jobs; else 404. */
export const handler = endpoint(
  getPublicEmployer,
  async ({ id }) => {
    const organisation = await organisations.get(id);
    if (!organisation || organisation.status !== 'active')
      throw new NotFound(`There is no employer with id ${id}.`);
    const now = new Date(clock.now());
    const [replyRecord, newest] = await Promise.all([
      replyRecords.recordOf(organisation.id, now),
      employerJobs.listForOrganisation(organisation.id, { limit: 100 }),
    ]);
    // What a worker could open and apply to: published, open and before its apply-by day.
    const open = newest.items
      .filter((job) => isPublished(job) && jobs.asReadOn(job, now).STATUS === 'OPEN')
      .slice(0, OPEN_JOBS_SHOWN);
    return {
      data: {
        id: organisation.id,
        name: organisation.brandName ?? organisation.legalName,
        legalName: organisation.legalName,
        ...(organisation.logoLink ? { logoLink: organisation.logoLink } : {}),
        ...(organisation.website ? { website: organisation.website } : {}),
        city: organisation.city,
        industry: organisation.industry,
        size: organisation.size,
        level: verificationLevelOf(organisation),
        since: organisation.createdAt,
        replyRecord,
        jobs: open,
      },
    };
  },
  perAddressLimit(getPublicEmployer.name),
);
