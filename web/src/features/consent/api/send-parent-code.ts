/** A one-time code to the parent's number on the link. */
import { callApi } from '#web/lib/api';

export async function sendParentCode(token: string): Promise<void> {
  await callApi('sendParentCode', { token });
}
