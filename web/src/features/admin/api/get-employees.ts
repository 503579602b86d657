/** One page of HR or OPS employees, searched on the server: the All employees cards. */
import useSWR from 'swr';
import type { EmployeeType } from '#shared/domain/codes';
import { type ApiError, type ApiOutput, callApi } from '#web/lib/api';
import type { PageRequest } from '#web/lib/pager';

export type EmployeesPage = ApiOutput<'getEmployeesData'>;
export type EmployeeRow = EmployeesPage['data'][number];

/** The first part of every employee list key; a status change revalidates them (update-employee-status.ts). */
export const EMPLOYEES_KEY = 'getEmployeesData';

export function getEmployees(type: EmployeeType, request: PageRequest): Promise<EmployeesPage> {
  return callApi('getEmployeesData', { type, ...request });
}

export function useEmployees(type: EmployeeType, request: PageRequest) {
  return useSWR<EmployeesPage, ApiError>(
    [EMPLOYEES_KEY, type, request.search ?? '', request.limit, request.cursor ?? ''],
    () => getEmployees(type, request),
  );
}
