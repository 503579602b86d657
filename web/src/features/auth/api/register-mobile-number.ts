/**
 * Registration step 2 (or a registered worker verifying a number later): the server sends a code to the
 * number, which this browser keeps so the OTP step can resend to it after a reload.
 */
import { callApi } from '#web/lib/api';
import { storeRegistrationNumber } from '#web/lib/worker-storage';

export async function registerMobileNumber(number: string): Promise<void> {
  await callApi('registerMobileNumber', { number });
  storeRegistrationNumber(number);
}
