/**
 * The worker reads a message of their application's thread in their language (issue 39, decision 606): the
 * message from the language its script shows into the worker's site language, through the translation port
 * (Amazon Translate on AWS; locally nothing, and the screen says translation is not available), kept on the
 * message once made. 404 for a job not applied for, no such message, or one held from the worker.
 */
import { translateMessage } from '#features/application-threads/threads';
import * as applications from '#lib/db/applications';
import { NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { configuredTranslator } from '#lib/translation/translator';
import { translateApplicationMessage } from '#shared/api/worker';

export const handler = endpoint(translateApplicationMessage, async ({ id, messageId }, { account }) => {
  const application = await applications.get(account.ID, id);
  if (!application) throw new NotFound('You have not applied for this job.');
  const to = account.SITE_LANGUAGE ?? 'en';
  return { data: await translateMessage('worker', application, messageId, to, configuredTranslator()) };
});
