/**
 * Step 1 of the worker's own erasure (step 2 is confirm.ts): a worker with a verified number gets a
 * one-time code by SMS (the OTP feature: its limits of 30 s, 5 an hour to a number and 10 an hour from an
 * account apply; the code is marked `erase` and bound to `erase:<number>`, so it verifies no number and no
 * verification code erases). A worker with no verified number is told to confirm with a fresh Google sign-in.
 */
import type * as users from '#lib/db/users';
import { VERIFIED } from '#shared/domain/constants';
import { maskMobile } from '#shared/domain/privacy';
import { sendCode } from '../otp/send';

export type ErasureChallenge = { confirmBy: 'sms'; mobile: string } | { confirmBy: 'google' };

export async function requestErasure(
  account: users.WorkerAccount,
  from: { sourceIp: string },
): Promise<ErasureChallenge> {
  if (account.VERIFIED !== VERIFIED || account.MOBILE_NUMBER === '') return { confirmBy: 'google' };
  await sendCode(account, account.MOBILE_NUMBER, 'first', from, 'erase');
  return { confirmBy: 'sms', mobile: maskMobile(account.MOBILE_NUMBER) };
}
