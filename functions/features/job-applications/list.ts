/**
 * A job's applications for HR and OPS: all or one status, oldest first, a page at a time; with a search text,
 * only the applications it finds (`search.ts`). A search is matched in code while the job's partition of gsi1 is
 * read in batches, until `limit` matches or the end (docs/decisions.md, decision 184): a job has hundreds or a
 * few thousand applications, not 100k students, so it needs no index. At most `searchLimits.items` applications
 * are read per request, so the worst case stays bounded: a page of a longer job may hold fewer rows than `limit`,
 * possibly none, with a cursor that goes on from where it stopped. The applicants who passed every knock-out
 * are a list of their own (gsi4, decision 576), read the same way.
 */
import * as applications from '#lib/db/applications';
import type { Page } from '#lib/db/paging';
import type { ApplicationStatus } from '#shared/domain/codes';
import { planSearch } from '#shared/domain/student-search';
import { applicationMatches } from './search';

export const searchLimits = {
  /**
   * Applications read by the first Query of a search: a text typed usually finds a page among the first few,
   * and a small first read keeps that case near the plain list's time. Each next Query reads 4 times more.
   */
  firstBatch: 100,
  /** The most one Query reads (a Query returns at most 1 MB anyway, some 1,500 applications). */
  batch: 1000,
  /** Applications one search request reads at most: a job of 10,000 in one request. Tests lower all three. */
  items: 10_000,
};

export interface ApplicationQuery {
  jobId: number;
  status?: ApplicationStatus | undefined;
  /** Only the applicants who passed every knock-out: the job's `knockOutKey` now (a Query of gsi4). */
  passedKnockOuts?: string | undefined;
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
): Promise<Page<applications.ListedApplication>> {
  const { jobId, status, passedKnockOuts, limit } = query;
  const plan = planSearch(query.search);
  if (!plan) return applications.listForJob(jobId, { status, passedKnockOuts, limit, cursor: query.cursor });
  const found: applications.ListedApplication[] = [];
  let next = query.cursor;
  let size = searchLimits.firstBatch;
  for (let read = 0; read < searchLimits.items; ) {
    const batchLimit = Math.min(size, searchLimits.items - read);
    const batch = await applications.listForJob(jobId, {
      status,
      passedKnockOuts,
      limit: batchLimit,
      cursor: next,
    });
    for (const [i, application] of batch.items.entries()) {
      if (!applicationMatches(application, plan)) continue;
      found.push(application);
      if (found.length === limit) {
        const more = i < batch.items.length - 1 || batch.cursor !== undefined;
        return {
          items: found,
          cursor: more ? applications.cursorAfter(application, passedKnockOuts) : undefined,
        };
      }
    }
    next = batch.cursor;
    if (next === undefined) break;
    read += Math.max(1, batch.items.length);
    size = Math.min(searchLimits.batch, size * 4);
  }
  return { items: found, cursor: next };
}
