/**
 * What an admin's search text matches among employees: the students' word rules (`shared/domain/student-search.ts`)
 * on the employee's name and e-mail, and an exact ID. Pure: the list (`list.ts`) applies it as it reads.
 */
import { matchesAll, type SearchPlan, tailsOf, words } from '#shared/domain/student-search';

export interface SearchableEmployee {
  ID: number;
  NAME: string;
  EMAIL: string;
}

/**
 * Whether every word of the search starts a word of the name or e-mail or one of its tails (a substring: "riya"
 * finds Priya, as for students), or the search is the ID.
 */
export function employeeMatches(employee: SearchableEmployee, plan: SearchPlan): boolean {
  const own = [...words(employee.NAME), ...words(employee.EMAIL)];
  return employee.ID === plan.id || matchesAll([...own, ...own.flatMap(tailsOf)], plan);
}
