/**
 * The worker reports a message of the hiring side in the thread of their application (issue 39): the message
 * is marked reported (once; reporting again changes nothing), which HR, OPS and the employer see on it in the
 * thread. Only a hiring side's message of the worker's own thread can be reported: anything else is a 404.
 */
import { clock } from '#lib/clock';
import * as threads from '#lib/db/application-threads';
import { NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { reportApplicationMessage } from '#shared/api/worker';

export const handler = endpoint(reportApplicationMessage, async ({ id, messageId }, { account }) => {
  const at = new Date(clock.now()).toISOString();
  if (!(await threads.report(account.ID, id, messageId, at)))
    throw new NotFound('There is no such message in this conversation.');
  return { success: true };
});
