/**
 * The hiring side writes in an application's thread (issue 39): HR and OPS on any job, the job's employer's
 * people on their organisation's (the hiring scope; any other job is a 404). The message is checked by the
 * rules of postings (shared/domain/moderation/messages.ts): a phone number or an e-mail address is masked; a
 * message asking for money, giving a UPI id or a payment link, or moving the worker to WhatsApp or Telegram
 * is held (the worker sees only that a message was held, with a warning), and makes no bell entry. Any other
 * message makes a bell entry for the worker, unless they muted the thread. 404 for a withdrawn or unknown
 * application and for a worker whose consent does not cover it now; 409 once the thread is full.
 */
import { sendMessage } from '#features/application-threads/threads';
import { hiringScope } from '#lib/auth/hiring';
import { clock } from '#lib/clock';
import * as applications from '#lib/db/applications';
import * as users from '#lib/db/users';
import { NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { sendApplicantMessage } from '#shared/api/internal';
import { WITHDRAWN_STATUS } from '#shared/domain/codes';
import { privacyStateOf } from '#shared/domain/privacy';

export const handler = endpoint(
  sendApplicantMessage,
  async ({ id, userId, text }, { hiring: { hirer } }) => {
    const [application, worker] = await Promise.all([applications.get(userId, id), users.get(userId)]);
    // As the applicant panel: a withdrawn application, an erased worker or one whose consent does not cover
    // it now is no application to write to.
    if (
      !application ||
      !worker ||
      application.STATUS === WITHDRAWN_STATUS.code ||
      privacyStateOf(worker) !== 'given'
    )
      throw new NotFound('There is no such application.');
    const message = await sendMessage('hiring', application, text, new Date(clock.now()), hirer);
    return { success: true, MESSAGE: message };
  },
  hiringScope,
);
