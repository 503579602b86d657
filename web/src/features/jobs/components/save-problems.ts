/** The worker's words for a failed save or withdrawal: the server's codes, in the site's language. */
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
