/** Links a Google account to the signed-in worker's (linkGoogleAccount); the profile is read again after. */
import { useSWRConfig } from 'swr';
import { callApi } from '#web/lib/api';
import { PROFILE_KEY } from './get-profile';

export function useLinkGoogle() {
  const { mutate } = useSWRConfig();
  return async (idToken: string): Promise<string> => {
    const { email } = await callApi('linkGoogleAccount', { idToken });
    await mutate(PROFILE_KEY);
    return email;
  };
}
