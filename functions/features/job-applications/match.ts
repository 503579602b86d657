/**
 * HR's match summary of an applicant (decision 611): the job as it is and the worker's profile sections and
 * district now, through the recommendations' own facts (`matchSummary`, shared/domain/job-recommendations.ts).
 * None for a worker who saved no sections: there is nothing of theirs to match beside the district.
 */
import type { StoredJob } from '#lib/db/jobs';
import type { WorkerAccount } from '#lib/db/users';
import { type MatchSummary, matchSummary } from '#shared/domain/job-recommendations';
import type { ProfileSections } from '#shared/domain/profile-sections';

export function applicantMatch(
  job: StoredJob,
  worker: Pick<WorkerAccount, 'DOB' | 'EDUCATION_LEVEL' | 'LOCATION'>,
  sections: ProfileSections | undefined,
): MatchSummary | undefined {
  if (sections === undefined) return undefined;
  return matchSummary(job, {
    DOB: worker.DOB,
    EDUCATION_LEVEL: worker.EDUCATION_LEVEL,
    LOCATION: worker.LOCATION,
    sections,
  });
}
