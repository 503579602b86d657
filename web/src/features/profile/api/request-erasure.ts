/** Step 1 of erasing the account: a code by SMS to the verified number (or, without one, "sign in again"). */
import { callApi } from '#web/lib/api';

export async function requestErasure() {
  return (await callApi('requestErasure', {})).data;
}
