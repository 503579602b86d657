/**
 * An application's thread for the hiring side (issue 39): HR and OPS on any job, the job's employer's people on
 * their organisation's (the hiring scope, lib/auth/hiring.ts: any other job is a 404). Newest first, a page at
 * a time, with the held messages' texts and rules and the worker's reports; the newest page marks the thread
 * read by the hiring side. Every read is staff access to the worker's data, on the worker's record in the
 * same request (Rule 6), as the applicant's panel is. As there, a withdrawn application, an erased worker or
 * one whose consent does not cover it now is a 404.
 */
import { readThread } from '#features/application-threads/threads';
import { hiringReader, recordRead } from '#features/my-data/records';
import { hiringScope } from '#lib/auth/hiring';
import { clock } from '#lib/clock';
import * as applications from '#lib/db/applications';
import * as users from '#lib/db/users';
import { NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { getApplicantThread } from '#shared/api/internal';
import { WITHDRAWN_STATUS } from '#shared/domain/codes';
import { privacyStateOf } from '#shared/domain/privacy';

const NO_SUCH_APPLICATION = 'There is no such application.';

export const handler = endpoint(
  getApplicantThread,
  async ({ id, userId, limit, cursor }, { hiring: { hirer } }) => {
    const [application, worker] = await Promise.all([applications.get(userId, id), users.get(userId)]);
    if (!application || !worker || application.STATUS === WITHDRAWN_STATUS.code)
      throw new NotFound(NO_SUCH_APPLICATION);
    const [thread] = await Promise.all([
      readThread('hiring', application, { limit, cursor }, new Date(clock.now())),
      recordRead(hiringReader(hirer), {
        what: getApplicantThread.name,
        data: ['messages'],
        workers: [userId],
        jobId: id,
      }),
    ]);
    if (privacyStateOf(worker) !== 'given') throw new NotFound(NO_SUCH_APPLICATION);
    return thread;
  },
  hiringScope,
);
