/**
 * The admin's list of employees: one type's partition, or both (HR, then OPS), newest first, a page at a time.
 * A search is matched in code while the partition is read page by page, until `limit` matches or the end:
 * employees are an office's staff, not 100k students (docs/decisions.md, "Employee search").
 */
import type { Page } from '#lib/db/paging';
import * as staff from '#lib/db/staff';
import { EMPLOYEE_TYPE_CODES, type EmployeeType } from '#shared/domain/codes';
import { planSearch } from '#shared/domain/student-search';
import { employeeMatches } from './search';

/** Employees read per Query while searching (a Query returns at most 1 MB, some 2,000 employees, anyway). */
const SEARCH_BATCH = 200;

export interface EmployeeQuery {
  type?: EmployeeType | undefined;
  search?: string | undefined;
  limit: number;
  cursor?: string | undefined;
}

/**
 * A page of at most `limit` employees, and a cursor when the list may go on. The cursor is the key of the
 * last employee returned, so a page that stopped inside a Query's page resumes right after it.
 */
export async function findEmployees(query: EmployeeQuery): Promise<Page<staff.ListedEmployee>> {
  const plan = planSearch(query.search);
  const types = query.type ? [query.type] : EMPLOYEE_TYPE_CODES;
  const cursor = query.cursor === '' ? undefined : query.cursor;
  const first = cursor === undefined ? 0 : types.indexOf(staff.typeOfCursor(cursor, types));
  const found: staff.ListedEmployee[] = [];
  for (const [t, type] of types.entries()) {
    if (t < first) continue;
    let next = t === first ? cursor : undefined;
    do {
      const limit = plan ? SEARCH_BATCH : query.limit - found.length;
      const page = await staff.listEmployees(type, { limit, cursor: next });
      for (const [i, employee] of page.items.entries()) {
        if (plan && !employeeMatches(employee, plan)) continue;
        found.push(employee);
        if (found.length === query.limit) {
          const more = i < page.items.length - 1 || page.cursor !== undefined || t < types.length - 1;
          return { items: found, cursor: more ? staff.cursorAfter(employee) : undefined };
        }
      }
      next = page.cursor;
    } while (next !== undefined);
  }
  return { items: found, cursor: undefined };
}
