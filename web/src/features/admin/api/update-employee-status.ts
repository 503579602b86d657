/**
 * Activating (1) or deactivating (0) an employee. On success every employee list and detail on screen loads
 * again (spec section 4: the list reloads), before the caller's 'Saving' overlay stops.
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Flag } from '#shared/domain/constants';
import { callApi } from '#web/lib/api';
import { EMPLOYEE_KEY } from './get-employee';
import { EMPLOYEES_KEY } from './get-employees';

function isEmployeeKey(key: unknown): boolean {
  return Array.isArray(key) && (key[0] === EMPLOYEES_KEY || key[0] === EMPLOYEE_KEY);
}

export function useUpdateEmployeeStatus() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, status: Flag) => {
      const { success } = await callApi('updateEmployeeStatus', { id, status });
      if (!success) throw new Error('The status was not changed.');
      await mutate(isEmployeeKey);
    },
    [mutate],
  );
}
