/** "Raise a concern": the new ticket; the rights part is read again afterwards, so it is listed at once. */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { GrievanceCategory } from '#shared/domain/grievances';
import { callApi } from '#web/lib/api';
import { activeLanguage } from '#web/lib/i18n';
import { MY_RIGHTS_KEY } from './get-my-rights';

export function useRaiseGrievance() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (category: GrievanceCategory, text: string) => {
      const answer = await callApi('raiseGrievance', { category, text, language: activeLanguage() });
      await mutate(MY_RIGHTS_KEY);
      return answer.data;
    },
    [mutate],
  );
}
