/** Registration step 1: the personal details. Nothing is cached during registration. */
import { type ApiInput, callApi } from '#web/lib/api';

export async function registerDetails(details: ApiInput<'registerDetails'>): Promise<void> {
  await callApi('registerDetails', details);
}
