import { TEMPORARY_PASSWORD_EXPIRED_CODE } from '#shared/domain/staff-credentials';
import { ApiError } from '#web/lib/api';

/**
 * What WAF's CAPTCHA on the staff log-ins (infra/aws/stacks/waf-stack.ts, StaffSignInCaptcha) means to the
 * person: a log-in call without a solved puzzle is answered 405 by WAF, and only a page load shows the puzzle.
 */
export const CAPTCHA_NEEDED = 'Please reload this page and confirm you are a person, then log in again.';

/**
 * The message a failed staff log-in shows on its card, or undefined for none (spec section 8: a failed call only
 * stops the overlay): the server's wait after repeated failures (429), an expired temporary password (what to
 * do), or the CAPTCHA's reload (405, which API Gateway never answers for these routes).
 */
export function staffLoginProblem(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 429 || error.code === TEMPORARY_PASSWORD_EXPIRED_CODE) return error.message;
  if (error.status === 405) return CAPTCHA_NEEDED;
  return undefined;
}
