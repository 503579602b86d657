import { clock } from '#lib/clock';
import * as jobs from '#lib/db/jobs';
import * as replyRecords from '#lib/db/reply-records';
import { NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { perAddressLimit } from '#lib/http/public-limit';
import { getReplyRecord } from '#shared/api/public-job';

/** The record of the employer whose published job this is (Earnlearn's own for its admins' jobs); else 404. */
export const handler = endpoint(
  getReplyRecord,
  async ({ id }) => {
    const job = await jobs.getPublished(id);
    if (!job) throw new NotFound(`There is no job with id ${id}.`);
    return { data: await replyRecords.recordOf(replyRecords.employerOf(job), new Date(clock.now())) };
  },
  perAddressLimit(getReplyRecord.name),
);
