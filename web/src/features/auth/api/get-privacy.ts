/** Where the held account's consent stands (getPrivacy): which privacy step to show, and what it shows. */
import type { PrivacyStatus } from '#shared/api/privacy';
import { callApi } from '#web/lib/api';

export async function getPrivacy(): Promise<PrivacyStatus> {
  const { data } = await callApi('getPrivacy', {});
  return data;
}
