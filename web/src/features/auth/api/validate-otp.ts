/** Registration step 3: the code sent by SMS. `false` when the server says it is not the right code. */
import { callApi } from '#web/lib/api';

export async function validateOtp(otp: string): Promise<boolean> {
  const { success } = await callApi('validateOTP', { otp });
  return success;
}
