/** Creating or changing the organisation; the area's reads are revalidated. */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { type ApiInput, callApi } from '#web/lib/api';
import { MY_ORGANISATION_KEY } from './get-my-organisation';

export function useSaveOrganisation(mode: 'create' | 'update') {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: ApiInput<'createOrganisation'>) => {
      const answer = await callApi(mode === 'create' ? 'createOrganisation' : 'updateOrganisation', input);
      await mutate(MY_ORGANISATION_KEY);
      return answer;
    },
    [mode, mutate],
  );
}
