/** Saving the sections; the profile (which carries them) is loaded again before the caller goes on. */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ProfileSections } from '#shared/domain/profile-sections';
import { callApi } from '#web/lib/api';
import { PROFILE_KEY } from './get-profile';

export function useUpdateProfileSections() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (sections: ProfileSections) => {
      await callApi('updateProfileSections', sections);
      await mutate(PROFILE_KEY).catch(() => undefined);
    },
    [mutate],
  );
}
