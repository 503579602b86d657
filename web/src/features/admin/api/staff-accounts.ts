/**
 * The admin's hand on staff log-ins: a new temporary password by e-mail, revoking the password,
 * ending sessions, unlocking a log-in after failed attempts, and another admin's status. After each, the employee detail and the admins list on screen
 * load again, so the credential and status shown are the server's.
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { Flag } from '#shared/domain/constants';
import { type ApiError, type ApiOutput, callApi } from '#web/lib/api';
import type { PageRequest } from '#web/lib/pager';
import { EMPLOYEE_KEY } from './get-employee';

export type AdminsPage = ApiOutput<'getAdminsData'>;
export type AdminRow = AdminsPage['data'][number];

/** The first part of every admins list key. */
export const ADMINS_KEY = 'getAdminsData';

export function useAdmins(request: PageRequest) {
  return useSWR<AdminsPage, ApiError>([ADMINS_KEY, request.limit, request.cursor ?? ''], () =>
    callApi('getAdminsData', { limit: request.limit, ...(request.cursor ? { cursor: request.cursor } : {}) }),
  );
}

export type StaffAction = 'reset' | 'revoke' | 'endSessions' | 'unlock' | 'deactivate' | 'activate';

const isStaffKey = (key: unknown) => Array.isArray(key) && (key[0] === EMPLOYEE_KEY || key[0] === ADMINS_KEY);

/** Runs one action on the staff account `id`; throws the ApiError of a refusal. */
export function useStaffAction() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (action: StaffAction, id: number) => {
      const status: Flag = action === 'activate' ? 1 : 0;
      const { success } =
        action === 'reset'
          ? await callApi('resetStaffPassword', { id })
          : action === 'revoke'
            ? await callApi('revokeStaffPassword', { id })
            : action === 'endSessions'
              ? await callApi('endStaffSessions', { id })
              : action === 'unlock'
                ? await callApi('unlockStaffLogin', { id })
                : await callApi('updateAdminStatus', { id, status });
      if (!success) throw new Error('Nothing was changed.');
      await mutate(isStaffKey);
    },
    [mutate],
  );
}
