/**
 * Saving the profile. The saved profile is loaded again before the caller goes on, so view mode shows it. The
 * save is done either way: a failed reload is the page's own load error to show, never the save's.
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { type ApiInput, callApi } from '#web/lib/api';
import { PROFILE_KEY } from './get-profile';

export function useUpdateProfile() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: ApiInput<'updateProfile'>) => {
      await callApi('updateProfile', input);
      await mutate(PROFILE_KEY).catch(() => undefined);
    },
    [mutate],
  );
}
