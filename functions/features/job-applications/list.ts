/**
 * A job's applications for HR and OPS: all or one status, oldest first, a page at a time; with a search text,
 * an answer or a skill, only the applications that have them. The plain list is one Query of the job's partition
 * of gsi1 (or of gsi4 for the applicants who passed every knock-out, decision 576). A search or a filter reads
 * the job's index of terms instead (decision 610, lib/db/application-terms.ts): the items of the one term looked
 * up (the search's longest word as a prefix, else the answer, else the skill), and the applications they name in
 * BatchGetItem, which are then checked against everything else asked (the tab, the knock-outs, every word, the
 * answer and the skill). A text found nowhere reads nothing but an empty range, whatever the job's size. At most
 * `searchLimits.items` index items are read per request, so the worst case (a common term in a small tab) stays
 * bounded: such a page may hold fewer rows than `limit`, possibly none, with a cursor that goes on from where it
 * stopped.
 */

import { applicationsWithTerm } from '#lib/db/application-terms';
import * as applications from '#lib/db/applications';
import type { Page } from '#lib/db/paging';
import { answerTerm, skillTerm, wordsOf, wordTerm } from '#shared/domain/application-terms';
import { type ApplicationStatus, WITHDRAWN_STATUS } from '#shared/domain/codes';
import type { SkillCode } from '#shared/domain/skills';
import { planSearch, type SearchPlan } from '#shared/domain/student-search';
import { applicationMatches } from './search';

export const searchLimits = {
  /** Index items read by the first Query: a page is usually among the first, so that case costs a list's time. */
  firstBatch: 100,
  /** The most one Query reads; each next Query reads 4 times more than the one before, up to this. */
  batch: 1000,
  /** Index items one request reads at most (and the applications they name). Tests lower all three. */
  items: 2_000,
};

export interface ApplicationQuery {
  jobId: number;
  status?: ApplicationStatus | undefined;
  /** Only the applicants who passed every knock-out: the job's `knockOutKey` now (a Query of gsi4). */
  passedKnockOuts?: string | undefined;
  search?: string | undefined;
  /** Only the applicants who gave this answer (a yes/no's `yes` or `no`, a one-choice's option index). */
  answer?: { question: string; value: string } | undefined;
  /** Only the applicants with this listed skill in their profile when applying. */
  skill?: SkillCode | undefined;
  limit: number;
  cursor?: string | undefined;
}

/** Whether a term lookup's item names an application that is a row of this page (and the first of its items). */
function keeps(
  application: applications.StoredApplication | undefined,
  match: { value: string },
  query: ApplicationQuery,
  plan: SearchPlan | undefined,
): application is applications.ListedApplication {
  if (application === undefined || application.STATUS === WITHDRAWN_STATUS.code) return false;
  const terms = application.FIND_TERMS ?? [];
  if (query.status !== undefined && application.STATUS !== query.status) return false;
  if (query.passedKnockOuts !== undefined && application.KNOCK_OUTS_PASSED !== query.passedKnockOuts)
    return false;
  if (query.answer && !terms.includes(answerTerm(query.answer.question, query.answer.value))) return false;
  if (query.skill && !terms.includes(skillTerm(query.skill))) return false;
  if (!plan) return true;
  if (!applicationMatches(application, plan)) return false;
  // A prefix finds an applicant under each of their words that start with it: only the first one is a row.
  return wordsOf(terms).find((word) => word.startsWith(plan.lookup)) === match.value;
}

/**
 * A page of at most `limit` applications, and a cursor when the list may go on. While searching or filtering,
 * the cursor is the index position of the last application returned, so a page that stopped inside a batch
 * resumes right after it.
 */
export async function findApplications(
  query: ApplicationQuery,
): Promise<Page<applications.ListedApplication>> {
  const { jobId, status, passedKnockOuts, limit } = query;
  const plan = planSearch(query.search);
  const lookup = plan
    ? wordTerm(plan.lookup)
    : query.answer
      ? answerTerm(query.answer.question, query.answer.value)
      : query.skill
        ? skillTerm(query.skill)
        : undefined;
  if (lookup === undefined)
    return applications.listForJob(jobId, { status, passedKnockOuts, limit, cursor: query.cursor });
  const found: applications.ListedApplication[] = [];
  let next = query.cursor;
  let size = searchLimits.firstBatch;
  for (let read = 0; read < searchLimits.items; ) {
    const batch = await applicationsWithTerm(jobId, lookup, {
      limit: Math.min(size, searchLimits.items - read),
      cursor: next,
    });
    const named = await applications.getManyForJob(
      jobId,
      batch.matches.map((match) => match.userId),
    );
    for (const [i, match] of batch.matches.entries()) {
      const application = named.get(match.userId);
      if (!keeps(application, match, query, plan)) continue;
      found.push(application);
      if (found.length === limit) {
        const more = i < batch.matches.length - 1 || batch.cursor !== undefined;
        return { items: found, cursor: more ? match.position : undefined };
      }
    }
    next = batch.cursor;
    if (next === undefined) break;
    read += Math.max(1, batch.matches.length);
    size = Math.min(searchLimits.batch, size * 4);
  }
  return { items: found, cursor: next };
}
