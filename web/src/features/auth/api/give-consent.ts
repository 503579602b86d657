/** The consent step: an adult agrees to the notice in force (giveConsent), choosing SMS updates or not. */
import type { PrivacyStatus } from '#shared/api/privacy';
import { type ApiInput, callApi } from '#web/lib/api';

export async function giveConsent(input: ApiInput<'giveConsent'>): Promise<PrivacyStatus> {
  const { data } = await callApi('giveConsent', input);
  return data;
}
