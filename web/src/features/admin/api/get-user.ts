/**
 * One student and a page of their applied internships: every row carries the profile fields, and each is one
 * application (TITLE and STATUS); a student with none gets one row with TITLE null.
 */
import useSWR from 'swr';
import { type ApiError, type ApiOutput, callApi } from '#web/lib/api';

export type UserDetailsPage = ApiOutput<'getUserDataById'>;
export type UserDetailRow = UserDetailsPage['data'][number];

/** The first part of the key; a status change revalidates it (update-student-account.ts). */
export const USER_KEY = 'getUserDataById';

interface UserPageRequest {
  limit: string;
  cursor?: string;
}

export function getUser(id: number, request: UserPageRequest): Promise<UserDetailsPage> {
  return callApi('getUserDataById', { id: String(id), ...request });
}

/** `null` asks nothing (the route's id is not a number). */
export function useUser(id: number | null, request: UserPageRequest) {
  return useSWR<UserDetailsPage, ApiError>(
    id === null ? null : [USER_KEY, id, request.limit, request.cursor ?? ''],
    () => getUser(id ?? 0, request),
  );
}
