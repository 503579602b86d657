/**
 * What an admin's search text matches among employees: the students' word rules (`shared/domain/student-search.ts`)
 * on the employee's name and e-mail, and an exact ID. Pure: the list (`list.ts`) applies it as it reads.
 */
import { matchesAll, type SearchPlan, words } from '#shared/domain/student-search';

export interface SearchableEmployee {
  ID: number;
  NAME: string;
  EMAIL: string;
}

/** Whether every word of the search is a prefix of a word of the name or e-mail, or the search is the ID. */
export function employeeMatches(employee: SearchableEmployee, plan: SearchPlan): boolean {
  return employee.ID === plan.id || matchesAll([...words(employee.NAME), ...words(employee.EMAIL)], plan);
}
