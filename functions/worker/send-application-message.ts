/**
 * The worker writes in the thread of their application to a job (issue 39): a phone number or an e-mail
 * address in the text is masked before it is stored (the other side never sees it); the worker's messages are
 * never held. 404 for a job not applied for; 409 once the application is withdrawn or the thread is full.
 */
import { sendMessage } from '#features/application-threads/threads';
import { clock } from '#lib/clock';
import * as applications from '#lib/db/applications';
import { NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { sendApplicationMessage } from '#shared/api/worker';

export const handler = endpoint(sendApplicationMessage, async ({ id, text }, { account }) => {
  const application = await applications.get(account.ID, id);
  if (!application) throw new NotFound('You have not applied for this job.');
  const message = await sendMessage('worker', application, text, new Date(clock.now()));
  return { success: true, MESSAGE: message };
});
