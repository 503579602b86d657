/**
 * HR or OPS (any job) or the job's employer's people (the hiring scope, lib/auth/hiring.ts) propose an
 * interview to a Shortlisted applicant: a date and a time in IST, in the
 * future, and an address or a https video link (shared/domain/interviews.ts; each problem a 400 naming its
 * field). The interview is set on the application on condition it is Shortlisted now (db/interviews.ts): an
 * application in another status is a 409 saying which. Proposing again replaces the time and clears the
 * worker's answer. A withdrawn application is a 404, as an unknown one. Then the invitation goes in the
 * application's thread as a system entry, and the worker is told in the app (the bell) and by SMS (features/interviews/notify.ts: the
 * review SMS's checks).
 */
import { tellWorkerAboutInterview } from '#features/interviews/notify';
import { hiringScope } from '#lib/auth/hiring';
import { clock } from '#lib/clock';
import * as threads from '#lib/db/application-threads';
import * as applications from '#lib/db/applications';
import * as interviews from '#lib/db/interviews';
import { aboutJob } from '#lib/db/notifications';
import { BadRequest, Conflict, NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { notifyWorker } from '#lib/messaging/bell';
import { scheduleInterview } from '#shared/api/internal';
import { APPLICATION_STATUSES, labelOf, WITHDRAWN_STATUS } from '#shared/domain/codes';
import { interviewProblem, istInstant } from '#shared/domain/interviews';

export const handler = endpoint(
  scheduleInterview,
  async (input, { hiring: { hirer } }) => {
    const now = clock.now();
    const problem = interviewProblem(input, now);
    if (problem) throw BadRequest.field(problem.field, problem.message);
    const place = input.place?.trim() || undefined;
    const link = input.link?.trim() || undefined;
    const at = new Date(now).toISOString();
    const interview: interviews.StoredInterview = {
      STARTS_AT: new Date(istInstant(input.date, input.time)).toISOString(),
      DATE: input.date,
      TIME: input.time,
      ...(place ? { PLACE: place } : {}),
      ...(link ? { VIDEO_LINK: link } : {}),
      ANSWER: 'PROPOSED',
      PROPOSED_AT: at,
      PROPOSED_BY_ID: hirer.ID,
      PROPOSED_BY_TYPE: hirer.TYPE,
      ...(hirer.ORG_ID ? { PROPOSED_BY_ORG_ID: hirer.ORG_ID } : {}),
    };
    const application = await interviews.propose(input.userId, input.id, interview);
    if (!application) {
      const current = await applications.get(input.userId, input.id);
      // A withdrawn application has left the pipeline: as unknown to staff as an erased one.
      if (!current || current.STATUS === WITHDRAWN_STATUS.code)
        throw new NotFound('There is no such application.');
      throw new Conflict(
        `Only a Shortlisted applicant can be invited to an interview: this application is ${labelOf(APPLICATION_STATUSES, current.STATUS)}.`,
      );
    }
    // The invitation in the application's thread, right after the proposal is stored (as the bell entry).
    await threads.addSystemEntry(
      input.userId,
      input.id,
      { KIND: 'interview', DATE: interview.DATE, TIME: interview.TIME },
      new Date(now),
    );
    // The bell: right after the proposal is stored; it never throws.
    await notifyWorker(input.userId, {
      kind: 'interviewScheduled',
      ...aboutJob(application),
      date: interview.DATE,
      time: interview.TIME,
    });
    await tellWorkerAboutInterview(application, 'invitation');
    return { success: true, INTERVIEW: interview };
  },
  hiringScope,
);
