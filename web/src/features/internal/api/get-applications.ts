/**
 * One job's applications in one status group (the tab's `page`), a page at a time by cursor, with the job's
 * card and its applicants per status; with `search`, only those the server finds by name, e-mail, mobile
 * number or city; with `knockOuts`, only those who passed every knock-out of the job's questions; with `answer`
 * or `skill`, only those who gave that answer or listed that skill. A review changes this list (review-application.ts mutates it).
 */
import useSWR from 'swr';
import type { ApplicationPage } from '#shared/domain/codes';
import type { SkillCode } from '#shared/domain/skills';
import { type ApiError, type ApiOutput, callApi } from '#web/lib/api';
import type { PageRequest } from '#web/lib/pager';

export type ApplicationsPage = ApiOutput<'getInternalDataById'>;
export type Application = ApplicationsPage['data'][number];
export type InternshipCard = ApplicationsPage['JOB'];

/**
 * A page of the list; `knockOuts: 'passed'` keeps the applicants who passed every knock-out, `answer`
 * (`<question>:<value>`) those who gave that answer, `skill` those who listed that skill.
 */
export type ApplicationsRequest = PageRequest & {
  knockOuts?: 'passed' | undefined;
  answer?: string | undefined;
  skill?: SkillCode | undefined;
};

export function getApplications(
  id: number,
  page: ApplicationPage,
  request: ApplicationsRequest,
): Promise<ApplicationsPage> {
  return callApi('getInternalDataById', {
    id: String(id),
    page,
    ...(request.search ? { search: request.search } : {}),
    ...(request.knockOuts ? { knockOuts: request.knockOuts } : {}),
    ...(request.answer ? { answer: request.answer } : {}),
    ...(request.skill ? { skill: request.skill } : {}),
    limit: request.limit,
    ...(request.cursor ? { cursor: request.cursor } : {}),
  });
}

/** `id` null asks nothing (the route's id is not a number). */
export function useApplications(id: number | null, page: ApplicationPage, request: ApplicationsRequest) {
  return useSWR<ApplicationsPage, ApiError>(
    id === null
      ? null
      : [
          'getInternalDataById',
          id,
          page,
          request.search ?? '',
          request.knockOuts ?? '',
          request.answer ?? '',
          request.skill ?? '',
          request.limit,
          request.cursor ?? '',
        ],
    () => getApplications(id ?? 0, page, request),
  );
}
