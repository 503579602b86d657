/** The hiring side of an application's thread (issue 39): a page of it, a message, a message translated. */
import { type ApiOutput, callApi } from '#web/lib/api';

/** The SWR key of an application's thread on the hiring side (its newest page). */
export const applicantThreadKey = (jobId: number, userId: number) => `getApplicantThread:${jobId}:${userId}`;

export function getApplicantThread(
  application: { ID: number; USER_ID: number },
  cursor?: string,
): Promise<ApiOutput<'getApplicantThread'>> {
  return callApi('getApplicantThread', {
    id: String(application.ID),
    userId: String(application.USER_ID),
    ...(cursor ? { cursor } : {}),
  });
}

export function sendApplicantMessage(application: { ID: number; USER_ID: number }, text: string) {
  return callApi('sendApplicantMessage', { id: application.ID, userId: application.USER_ID, text });
}

export function translateApplicantMessage(application: { ID: number; USER_ID: number }, messageId: string) {
  return callApi('translateApplicantMessage', { id: application.ID, userId: application.USER_ID, messageId });
}
