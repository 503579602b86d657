/**
 * Registration step 3: the code sent by SMS. `success: false` when the server says it is not the right code,
 * with how many more codes may be tried (absent from an older server).
 */
import { callApi } from '#web/lib/api';

export async function validateOtp(
  otp: string,
): Promise<{ success: boolean; triesLeft?: number | undefined }> {
  const { success, triesLeft } = await callApi('validateOTP', { otp });
  return { success, triesLeft };
}
