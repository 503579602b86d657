/** One employee, for the employee details page: a one-row list, empty for an unknown id. */
import useSWR from 'swr';
import { type ApiError, type ApiOutput, callApi } from '#web/lib/api';

export type EmployeeDetail = ApiOutput<'getEmployeeDataById'>['data'][number];

/** The first part of the key; a status change revalidates it (update-employee-status.ts). */
export const EMPLOYEE_KEY = 'getEmployeeDataById';

export function getEmployee(id: number): Promise<ApiOutput<'getEmployeeDataById'>> {
  return callApi('getEmployeeDataById', { id: String(id) });
}

/** `null` asks nothing (the route's id is not a number). */
export function useEmployee(id: number | null) {
  return useSWR<ApiOutput<'getEmployeeDataById'>, ApiError>(id === null ? null : [EMPLOYEE_KEY, id], () =>
    getEmployee(id ?? 0),
  );
}
