/**
 * The admin's list of students (getUsersData): newest first, or the students a search text finds
 * (docs/decisions.md, "Student search"). A search reads the index items whose word starts with the search's
 * lookup word, in word order, loads those students (one BatchGetItem a read), and keeps each student that
 * matches every word of the search, once, at their first matching word. A whole number also finds the
 * student with that ID, shown first.
 */

import type * as z from 'zod/mini';
import * as searchIndex from '#lib/db/student-search';
import * as users from '#lib/db/users';
import type { studentRow } from '#shared/api/admin';
import {
  isFirstMatchingWord,
  matchesAll,
  planSearch,
  type SearchPlan,
  studentWords,
} from '#shared/domain/student-search';

/**
 * How many index pages one request reads at most. Filtering (every other word of the search, one row per
 * student) can drop most of a page when the lookup word is common and the other words rare; reading on until
 * `limit` rows could then read the whole index. So a page holds fewer rows than `limit`, possibly none, when
 * these reads did not find enough, and its cursor says that more may follow: the client pages on.
 */
const MAX_INDEX_READS = 3;

export type StudentRow = z.infer<typeof studentRow>;

/** The row of the admin's table: STATUS is the spec's name for ACTIVE. */
export function toStudentRow(account: users.WorkerAccount): StudentRow {
  return {
    ID: account.ID,
    NAME: account.NAME,
    EMAIL: account.EMAIL,
    MOBILE_NUMBER: account.MOBILE_NUMBER,
    LOCATION: account.LOCATION,
    COLLEGE_NAME: account.COLLEGE_NAME,
    ACTIVE: account.ACTIVE,
    STATUS: account.ACTIVE,
    VERIFIED: account.VERIFIED,
  };
}

export interface StudentPage {
  data: StudentRow[];
  cursor: string | undefined;
}

export async function findStudents(request: {
  search?: string | undefined;
  limit: number;
  cursor?: string | undefined;
}): Promise<StudentPage> {
  const plan = planSearch(request.search);
  if (!plan) {
    const page = await users.list({ limit: request.limit, cursor: request.cursor });
    return { data: page.items.map(toStudentRow), cursor: page.cursor };
  }
  return search(plan, request.limit, request.cursor);
}

function isMatch(student: users.WorkerAccount, word: string, plan: SearchPlan): boolean {
  const own = student.searchWords ?? studentWords(student);
  return matchesAll(own, plan) && isFirstMatchingWord(own, word, plan);
}

async function search(plan: SearchPlan, limit: number, cursor: string | undefined): Promise<StudentPage> {
  const found: users.WorkerAccount[] = [];
  // The ID match comes first, on the first page only; the index pages leave that student out.
  if (cursor === undefined && plan.id !== undefined) {
    const byId = await users.get(plan.id);
    if (byId) found.push(byId);
  }
  /** Where the next read starts: after the last index item looked at. */
  let position = cursor;
  let more = true;
  for (let reads = 0; reads < MAX_INDEX_READS && more && found.length < limit; reads++) {
    const page = await searchIndex.wordsStartingWith(plan.lookup, { limit, cursor: position });
    const students = await users.getMany(page.matches.map((match) => match.userId));
    let looked = 0;
    for (const match of page.matches) {
      if (found.length >= limit) break;
      looked++;
      position = match.position;
      const student = students.get(match.userId);
      if (student && student.ID !== plan.id && isMatch(student, match.word, plan)) found.push(student);
    }
    // Items left on this page, or a page after it: there may be more.
    more = looked < page.matches.length || page.cursor !== undefined;
  }
  return {
    data: found.map(toStudentRow),
    cursor: more ? (position ?? searchIndex.startOf(plan.lookup)) : undefined,
  };
}
