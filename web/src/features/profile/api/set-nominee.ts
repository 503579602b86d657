/** Names, changes or removes (null) the worker's nominee; the rights part is read again afterwards. */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { callApi } from '#web/lib/api';
import { MY_RIGHTS_KEY } from './get-my-rights';

export function useSetNominee() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (nominee: { name: string; contact: string } | null) => {
      const answer = await callApi('setNominee', { nominee });
      await mutate(MY_RIGHTS_KEY);
      return answer.nominee;
    },
    [mutate],
  );
}
