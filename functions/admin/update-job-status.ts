/**
 * Closes a job (it leaves the workers' list and refuses applications) or reopens it (back in the list in its
 * original place). Setting the status a job has already changes nothing and succeeds; an unknown id is a 404.
 */
import * as jobs from '#lib/db/jobs';
import { endpoint } from '#lib/http/endpoint';
import { updateJobStatus } from '#shared/api/admin';

export const handler = endpoint(updateJobStatus, async ({ id, status }) => {
  await jobs.setStatus(id, status);
  return { success: true };
});
