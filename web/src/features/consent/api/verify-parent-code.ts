/** The parent's one-time code: `false` when the server says it is not the right code. */
import { callApi } from '#web/lib/api';

export async function verifyParentCode(token: string, otp: string): Promise<boolean> {
  const { success } = await callApi('verifyParentCode', { token, otp });
  return success;
}
