/**
 * Remembering the worker's language on the account (setLanguage), so their other devices open in it. Not
 * waited for: the switch happens at once in this browser, whatever this answers.
 */
import type { SiteLanguage } from '#shared/domain/codes';
import { callApi } from '#web/lib/api';

export function saveLanguage(language: SiteLanguage): void {
  callApi('setLanguage', { language }).catch(() => {
    // Unreachable or refused: the choice is still kept in this browser.
  });
}
