/** The worker's words for a failed save or withdrawal: the server's codes, in the site's language. */
import { ALL_APPLICATION_STATUS_CODES, type AnyApplicationStatus } from '#shared/domain/codes';
import { MAX_SAVED_JOBS, SAVE_WITHDRAW_CODES } from '#shared/domain/saved-withdraw';
import { ApiError } from '#web/lib/api';
import type { useT } from '#web/lib/i18n';

type T = ReturnType<typeof useT>;

export function saveProblem(t: T, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === SAVE_WITHDRAW_CODES.jobClosed) return t('saved.closedCannotSave');
    if (error.status === 400 && error.fieldErrors.some((field) => field.field === 'id')) {
      return t('saved.full', { max: MAX_SAVED_JOBS });
    }
  }
  return t('saved.failed');
}

export function withdrawProblem(t: T, error: unknown): string {
  if (error instanceof ApiError && error.code === SAVE_WITHDRAW_CODES.alreadyReviewed) {
    return t('withdraw.alreadyReviewed');
  }
  return t('withdraw.failed');
}

/** Applying refused because the worker withdrew an application to this job before. */
export function isWithdrawnBefore(error: unknown): boolean {
  return error instanceof ApiError && error.code === SAVE_WITHDRAW_CODES.withdrawnBefore;
}

/** Applying or saving refused because the job closed meanwhile: the page shows it closed. */
export function isJobClosed(error: unknown): boolean {
  return error instanceof ApiError && error.code === SAVE_WITHDRAW_CODES.jobClosed;
}

const MOVED_ON_CODES: readonly (string | undefined)[] = [
  SAVE_WITHDRAW_CODES.alreadyReviewed,
  SAVE_WITHDRAW_CODES.movedOn,
];

/**
 * Where an application stands now, when a withdrawal or an interview answer was refused because HR or OPS moved
 * it meanwhile (the 409 names it, decision 586); undefined for any other failure.
 */
export function movedOnStatus(error: unknown): AnyApplicationStatus | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || !MOVED_ON_CODES.includes(error.code)) return;
  return ALL_APPLICATION_STATUS_CODES.find((status) => status === error.currentStatus);
}

/** An interview answer refused because staff proposed another time meanwhile (the list shows the new one). */
export function isInterviewChanged(error: unknown): boolean {
  return error instanceof ApiError && error.code === SAVE_WITHDRAW_CODES.interviewChanged;
}
