/**
 * The worker mutes (or unmutes) the thread of their application to a job (issue 39): a new message in a muted
 * thread makes no bell entry; the messages are still there. 404 for a job not applied for.
 */
import * as threads from '#lib/db/application-threads';
import { NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { muteApplicationThread } from '#shared/api/worker';

export const handler = endpoint(muteApplicationThread, async ({ id, muted }, { account }) => {
  if (!(await threads.setMuted(account.ID, id, muted)))
    throw new NotFound('You have not applied for this job.');
  return { success: true };
});
