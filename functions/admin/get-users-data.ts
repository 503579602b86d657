/**
 * The admin's students, a page at a time: newest first, or those the search text finds, searched on the
 * server through the students' search index (functions/features/student-search/students.ts).
 */
import { findStudents } from '#features/student-search/students';
import { endpoint } from '#lib/http/endpoint';
import { getUsersData } from '#shared/api/admin';

export const handler = endpoint(getUsersData, ({ search, limit, cursor }) =>
  findStudents({ search, limit, cursor }),
);
