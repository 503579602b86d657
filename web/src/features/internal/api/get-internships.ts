/** Every internship, open or closed, newest first, a page at a time ('Load more'), and how many in all. */
import type { ApiOutput } from '#web/lib/api';
import { useCursorList } from '#web/lib/cursor-list';

export type Internship = ApiOutput<'getInternalDashboardData'>['data'][number];

export function useInternships() {
  const list = useCursorList('getInternalDashboardData');
  return { ...list, total: list.pages?.[0]?.TOTAL };
}
