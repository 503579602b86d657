/**
 * One tap on an optional purpose (SMS updates): withdraws or gives it again. The answer is the consent as it
 * now stands, which replaces the cached one at once.
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { OptionalPurpose } from '#shared/domain/privacy';
import { callApi } from '#web/lib/api';
import { activeLanguage } from '#web/lib/i18n';
import { PRIVACY_KEY } from './get-privacy';

export function useUpdateConsent() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (purpose: OptionalPurpose, granted: boolean) => {
      const answer = await callApi('updateConsent', { purpose, granted, language: activeLanguage() });
      // Only getPrivacy gives the notifications' public key: the cached one stays.
      await mutate(
        PRIVACY_KEY,
        (current: typeof answer | undefined) => {
          const pushKey = current?.data.pushKey;
          return pushKey ? { ...answer, data: { ...answer.data, pushKey } } : answer;
        },
        { revalidate: false },
      );
      return answer.data;
    },
    [mutate],
  );
}
