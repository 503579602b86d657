/** Step 2 of erasing the account: the code from the SMS; the account and every session end with it. */
import { callApi } from '#web/lib/api';

export async function confirmErasure(otp: string): Promise<void> {
  await callApi('confirmErasure', { confirmBy: 'sms', proof: otp });
}
