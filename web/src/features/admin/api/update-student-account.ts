/**
 * Activating (1) or deactivating (0) a student's account. On success every users list and user detail on
 * screen loads again (spec section 4: the list reloads), before the caller's 'Saving' overlay stops.
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Flag } from '#shared/domain/constants';
import { callApi } from '#web/lib/api';
import { USER_KEY } from './get-user';
import { USERS_KEY } from './get-users';

function isUserKey(key: unknown): boolean {
  return Array.isArray(key) && (key[0] === USERS_KEY || key[0] === USER_KEY);
}

export function useUpdateStudentAccount() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, status: Flag) => {
      const { success } = await callApi('updateStudentAccount', { id, status });
      if (!success) throw new Error('The status was not changed.');
      await mutate(isUserKey);
    },
    [mutate],
  );
}
