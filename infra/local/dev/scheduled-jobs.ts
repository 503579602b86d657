/**
 * Scheduled jobs on demand, on this machine only, answering the run's counts as JSON, so the end-to-end tests
 * and a person trying the feature need not wait: `POST /dev/jobs/alert-digest` runs the job-alert digest now (on
 * AWS an EventBridge rule runs it each morning, and the twin every hour); `POST /dev/jobs/message-nudges` runs
 * the SMS of unread thread messages now (on AWS every 5 minutes, the twin too), `?delayMinutes=0` taking
 * messages unread for any time instead of 15 minutes. Behind the twin's loopback Host check like every
 * stand-in under /dev/.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DevServiceFactory, MountedDevService } from './service';

export const JOBS_PREFIX = '/dev/jobs';

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

export const scheduledJobs: DevServiceFactory = ({ baseUrl }): MountedDevService => ({
  prefix: JOBS_PREFIX,
  environment: {},
  describe: [
    `Jobs:      POST ${baseUrl}${JOBS_PREFIX}/alert-digest runs the job-alert digest now`,
    `           POST ${baseUrl}${JOBS_PREFIX}/message-nudges[?delayMinutes=0] sends the unread-message SMS now`,
  ].join('\n'),
  handle: async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    request.resume();
    const path = url.pathname.replace(/\/+$/, '');
    if (request.method === 'POST' && path === `${JOBS_PREFIX}/alert-digest`) {
      const { runDigest } = await import('#features/job-alerts/digest');
      answer(response, 200, await runDigest());
      return;
    }
    if (request.method === 'POST' && path === `${JOBS_PREFIX}/message-nudges`) {
      const delay = url.searchParams.get('delayMinutes');
      if (delay !== null && !/^[0-9]{1,3}$/.test(delay)) {
        answer(response, 400, { message: 'delayMinutes must be a whole number of minutes from 0 to 999' });
        return;
      }
      const { sendThreadNudges } = await import('#features/application-threads/nudges');
      answer(response, 200, await sendThreadNudges(delay === null ? {} : { delayMinutes: Number(delay) }));
      return;
    }
    answer(response, 404, { message: `There is no local job at ${request.method} ${url.pathname}` });
  },
});
