/**
 * The hiring side reads a message of an application's thread in English (issue 39, decision 606): HR and OPS on
 * any job, the job's employer's people on their organisation's (the hiring scope). The message from the language
 * its script shows, through the translation port (Amazon Translate on AWS; locally nothing), kept on the message
 * once made. It is a read of the worker's data, on the worker's record as getApplicantThread's. The same 404s as
 * there, and for no such message.
 */
import { translateMessage } from '#features/application-threads/threads';
import { hiringReader, recordRead } from '#features/my-data/records';
import { hiringScope } from '#lib/auth/hiring';
import * as applications from '#lib/db/applications';
import * as users from '#lib/db/users';
import { NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { configuredTranslator } from '#lib/translation/translator';
import { translateApplicantMessage } from '#shared/api/internal';
import { WITHDRAWN_STATUS } from '#shared/domain/codes';
import { privacyStateOf } from '#shared/domain/privacy';

const NO_SUCH_APPLICATION = 'There is no such application.';

export const handler = endpoint(
  translateApplicantMessage,
  async ({ id, userId, messageId }, { hiring: { hirer } }) => {
    const [application, worker] = await Promise.all([applications.get(userId, id), users.get(userId)]);
    if (
      !application ||
      !worker ||
      application.STATUS === WITHDRAWN_STATUS.code ||
      privacyStateOf(worker) !== 'given'
    )
      throw new NotFound(NO_SUCH_APPLICATION);
    const [translated] = await Promise.all([
      translateMessage('hiring', application, messageId, 'en', configuredTranslator()),
      recordRead(hiringReader(hirer), {
        what: translateApplicantMessage.name,
        data: ['messages'],
        workers: [userId],
        jobId: id,
      }),
    ]);
    return { data: translated };
  },
  hiringScope,
);
