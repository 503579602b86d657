/** The Team page's changes (invite, remove a member or an invitation, hand over ownership); each revalidates the team. */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { type ApiInput, callApi } from '#web/lib/api';
import { MY_ORGANISATION_KEY } from './get-my-organisation';

export function useTeamChanges() {
  const { mutate } = useSWRConfig();
  const after = useCallback(
    async <T>(call: Promise<T>) => {
      const answer = await call;
      await mutate(MY_ORGANISATION_KEY);
      return answer;
    },
    [mutate],
  );
  return {
    invite: (input: ApiInput<'inviteTeammate'>) => after(callApi('inviteTeammate', input)),
    remove: (input: ApiInput<'removeTeammate'>) => after(callApi('removeTeammate', input)),
    transfer: (input: ApiInput<'transferOwnership'>) => after(callApi('transferOwnership', input)),
  };
}
