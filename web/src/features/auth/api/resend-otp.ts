/** A new code to the number being verified. */
import { callApi } from '#web/lib/api';

export async function resendOtp(number: string): Promise<void> {
  await callApi('resendOTP', { number });
}
