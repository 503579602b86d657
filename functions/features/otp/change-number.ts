/**
 * Changing a verified mobile number (the right to correct): the new number must prove itself by
 * a one-time code before it replaces the old one. This module checks the code; `request-change.ts` sends it
 * (apart, so that confirmNumberChange's function loads no SMS client).
 * - `requestChange` sends the code with every rule of the registration code (send.ts: the resend limits per
 *   number and per account, the 409 when another account owns the number, counted as a send). It refuses an
 *   account with no verified number yet (that is registration step 2) and the number the account already has.
 *   Nothing about the account changes: the old number stays in force, for sign-in checks, status SMS and HR.
 * - `confirmChange` checks the code (verify.ts: 5 tries, 10 minutes, single use), telling a wrong code how
 *   many tries are left. A right code swaps the numbers in one transaction (`users.verifyMobileNumber`: the
 *   new `MOBILE#<number>`/`OWNER` claim taken only if free, the old one released, the profile and its search
 *   words updated), then corrects the copies on the worker's applications.
 */

import { correctCopies } from '#features/profile/correct-copies';
import { recordPrivacyRequest } from '#lib/db/privacy-requests';
import type * as users from '#lib/db/users';
import { Forbidden } from '#lib/errors';
import { logger } from '#lib/logger';
import { VERIFIED } from '#shared/domain/constants';
import { type CodeCheck, checkCodeTelling } from './verify';

export const messages = {
  notVerified: 'Please verify your mobile number first; you can change it once it is verified.',
  same: 'This is already your mobile number.',
} as const;

export async function confirmChange(worker: users.WorkerAccount, code: string): Promise<CodeCheck> {
  if (worker.VERIFIED !== VERIFIED) throw new Forbidden(messages.notVerified);
  const check = await checkCodeTelling(worker.ID, code);
  if (check.success) {
    logger.info('Mobile number changed', { accountId: worker.ID });
    await correctCopies(worker.ID);
    await recordPrivacyRequest('correction', new Date());
  }
  return check;
}
