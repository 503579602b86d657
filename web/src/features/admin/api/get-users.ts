/** One page of students (users), searched on the server: the Users list. */
import useSWR from 'swr';
import { type ApiError, type ApiOutput, callApi } from '#web/lib/api';
import type { PageRequest } from '#web/lib/pager';

export type UsersPage = ApiOutput<'getUsersData'>;
export type UserRow = UsersPage['data'][number];

/** The first part of every users list key; a status change revalidates them (update-student-account.ts). */
export const USERS_KEY = 'getUsersData';

export function getUsers(request: PageRequest): Promise<UsersPage> {
  return callApi('getUsersData', request);
}

export function useUsers(request: PageRequest) {
  return useSWR<UsersPage, ApiError>(
    [USERS_KEY, request.search ?? '', request.limit, request.cursor ?? ''],
    () => getUsers(request),
  );
}
