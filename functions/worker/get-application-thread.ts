/**
 * The thread of the signed-in worker's application to a job (issue 39), newest first, a page at a time: the
 * messages of both sides and the moves and interview invitations as system entries. The newest page marks the
 * thread read. The application is read by the worker's own key, so no worker reaches another's thread: a job
 * they did not apply for is a 404, as an unknown one. A withdrawn application's thread stays readable.
 */
import { readThread } from '#features/application-threads/threads';
import { clock } from '#lib/clock';
import * as applications from '#lib/db/applications';
import { NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { getApplicationThread } from '#shared/api/worker';

export const handler = endpoint(getApplicationThread, async ({ id, limit, cursor }, { account }) => {
  const application = await applications.get(account.ID, id);
  if (!application) throw new NotFound('You have not applied for this job.');
  return readThread('worker', application, { limit, cursor }, new Date(clock.now()));
});
