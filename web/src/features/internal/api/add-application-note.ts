/** A staff note on an application: the answer holds every note of it, newest first. */
import { type ApiOutput, callApi } from '#web/lib/api';

export function addApplicationNote(
  application: { ID: number; USER_ID: number },
  text: string,
): Promise<ApiOutput<'addApplicationNote'>> {
  return callApi('addApplicationNote', { id: application.ID, userId: application.USER_ID, text });
}
