/** A one-time code to the parent's number on the link. */
import type { SiteLanguage } from '#shared/domain/codes';
import { callApi } from '#web/lib/api';

/** The SMS is in `language`: the one the page shows now. */
export async function sendParentCode(token: string, language: SiteLanguage): Promise<void> {
  await callApi('sendParentCode', { token, language });
}
