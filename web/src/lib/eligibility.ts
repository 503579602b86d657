/**
 * Whether the signed-in worker may take a job, on the worker's screens: the one rule of
 * shared/domain/job-eligibility.ts over the worker's profile (the same SWR key as the profile page, so one
 * read serves both), and the reason said in the worker's language. The server refuses the same jobs (applyJob).
 */
import useSWR from 'swr';
import {
  ELIGIBILITY_CODES,
  type EligibilityWorker,
  eligibility,
  eligibilityOf,
  INELIGIBLE_REASONS,
  type IneligibleReason,
} from '#shared/domain/job-eligibility-rules';
import { ApiError, type ApiOutput, callApi } from './api';
import type { Translate } from './i18n';

/** The profile's cache key (web/src/features/profile/api/get-profile.ts uses the same). */
const PROFILE_KEY = 'getProfile';

/** The worker's date of birth and education level once the profile is read; undefined until then (or signed out, or not registered). */
export function useEligibilityWorker(signedIn = true): EligibilityWorker | undefined {
  const profile = useSWR<ApiOutput<'getProfile'>, ApiError>(signedIn ? PROFILE_KEY : null, () =>
    callApi('getProfile', {}),
  );
  const data = profile.data?.data;
  // Before registration there is no date of birth: Apply then asks to register first (the server too).
  return data && data.DOB !== '' ? { DOB: data.DOB, EDUCATION_LEVEL: data.EDUCATION_LEVEL } : undefined;
}

/** Why the worker may not take the job (empty: they may, or the profile is not read yet). */
export function reasonsFor(
  job: Parameters<typeof eligibility>[0],
  worker: EligibilityWorker | undefined,
  now: Date = new Date(),
): IneligibleReason[] {
  return worker ? eligibility(job, worker, now) : [];
}

/** The reason of a refused applyJob (its `code`), or undefined for another refusal. */
export function reasonOfError(error: unknown): IneligibleReason | undefined {
  if (!(error instanceof ApiError) || error.code === undefined) return undefined;
  return INELIGIBLE_REASONS.find((reason) => ELIGIBILITY_CODES[reason] === error.code);
}

/** The reason in the worker's language. */
export function reasonText(
  t: Translate,
  reason: IneligibleReason,
  job: Parameters<typeof eligibilityOf>[0],
): string {
  if (reason === 'age') return t('eligibility.age', { age: eligibilityOf(job).minimumAge });
  return t(reason === 'unsafeForMinors' ? 'eligibility.unsafeForMinors' : 'eligibility.education');
}
