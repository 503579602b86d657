/**
 * The worker's side of an application's thread (issue 39): a page of it, a message, muting it, reporting a
 * message and translating one. The panel keeps the pages (web/src/lib/use-thread.ts) and reloads the newest after each change.
 */
import { type ApiOutput, callApi } from '#web/lib/api';

/** The SWR key of an application's thread (its newest page). */
export const applicationThreadKey = (jobId: number) => `getApplicationThread:${jobId}`;

export function getApplicationThread(
  jobId: number,
  cursor?: string,
): Promise<ApiOutput<'getApplicationThread'>> {
  return callApi('getApplicationThread', { id: String(jobId), ...(cursor ? { cursor } : {}) });
}

export function sendApplicationMessage(jobId: number, text: string) {
  return callApi('sendApplicationMessage', { id: jobId, text });
}

export function muteApplicationThread(jobId: number, muted: boolean) {
  return callApi('muteApplicationThread', { id: jobId, muted });
}

export function reportApplicationMessage(jobId: number, messageId: string) {
  return callApi('reportApplicationMessage', { id: jobId, messageId });
}

export function translateApplicationMessage(jobId: number, messageId: string) {
  return callApi('translateApplicationMessage', { id: jobId, messageId });
}
