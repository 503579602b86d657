/**
 * A job's applications for HR and OPS: all or one status, oldest first, a page at a time; with a search text,
 * only the applications it finds (`search.ts`). A search is matched in code while the job's partition of gsi1 is
 * read in batches, until `limit` matches or the end (docs/decisions.md, decision 184): a job has hundreds or a
 * few thousand applications, not 100k students, so it needs no index. At most `searchLimits.reads` batches per
 * request keep the worst case bounded: a page of a longer job may hold fewer rows than `limit`, possibly none,
 * with a cursor that goes on from where it stopped.
 */
import * as applications from '#lib/db/applications';
import type { Page } from '#lib/db/paging';
import type { ApplicationStatus } from '#shared/domain/codes';
import { planSearch } from '#shared/domain/student-search';
import { applicationMatches } from './search';

export const searchLimits = {
  /** Applications read per Query while searching (a Query returns at most 1 MB anyway, some 1,500 of them). */
  batch: 1000,
  /** Batches one search request reads at most: 10,000 applications. Tests lower both. */
  reads: 10,
};

export interface ApplicationQuery {
  jobId: number;
  status?: ApplicationStatus | undefined;
  search?: string | undefined;
  limit: number;
  cursor?: string | undefined;
}

/**
 * A page of at most `limit` applications, and a cursor when the list may go on. While searching, the cursor is
 * the key of the last application returned, so a page that stopped inside a batch resumes right after it.
 */
export async function findApplications(
  query: ApplicationQuery,
): Promise<Page<applications.StoredApplication>> {
  const { jobId, status, limit } = query;
  const plan = planSearch(query.search);
  if (!plan) return applications.listForJob(jobId, { status, limit, cursor: query.cursor });
  const found: applications.StoredApplication[] = [];
  let next = query.cursor;
  for (let read = 0; read < searchLimits.reads; read++) {
    const batch = await applications.listForJob(jobId, { status, limit: searchLimits.batch, cursor: next });
    for (const [i, application] of batch.items.entries()) {
      if (!applicationMatches(application, plan)) continue;
      found.push(application);
      if (found.length === limit) {
        const more = i < batch.items.length - 1 || batch.cursor !== undefined;
        return { items: found, cursor: more ? applications.cursorAfter(application) : undefined };
      }
    }
    next = batch.cursor;
    if (next === undefined) break;
  }
  return { items: found, cursor: next };
}
