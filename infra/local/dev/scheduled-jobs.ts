/**
 * Scheduled jobs on demand, on this machine only: `POST /dev/jobs/alert-digest` runs the job-alert digest now
 * (on AWS an EventBridge rule runs it each morning, and the twin every hour), answering the run's
 * counts as JSON, so the end-to-end tests and a person trying the feature need not wait for the morning.
 * Behind the twin's loopback Host check like every stand-in under /dev/.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DevServiceFactory, MountedDevService } from './service';

export const JOBS_PREFIX = '/dev/jobs';

export const scheduledJobs: DevServiceFactory = ({ baseUrl }): MountedDevService => ({
  prefix: JOBS_PREFIX,
  environment: {},
  describe: `Jobs:      POST ${baseUrl}${JOBS_PREFIX}/alert-digest runs the job-alert digest now`,
  handle: async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    request.resume();
    const path = url.pathname.replace(/\/+$/, '');
    if (request.method !== 'POST' || path !== `${JOBS_PREFIX}/alert-digest`) {
      response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ message: `There is no local job at ${request.method} ${url.pathname}` }));
      return;
    }
    const { runDigest } = await import('#features/job-alerts/digest');
    const run = await runDigest();
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(JSON.stringify(run));
  },
});
