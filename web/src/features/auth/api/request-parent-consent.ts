/** The parent's step: send (or send again) the parent's or guardian's consent link by SMS. */
import type { PrivacyStatus } from '#shared/api/privacy';
import { type ApiInput, callApi } from '#web/lib/api';

export async function requestParentConsent(input: ApiInput<'requestParentConsent'>): Promise<PrivacyStatus> {
  const { data } = await callApi('requestParentConsent', input);
  return data;
}
