/**
 * What every worker sign-in ends with (Google's loginOrRegister, the phone's verifyPhoneSignIn): the account
 * must be active, the sign-in is recorded (the retention job erases accounts unused for 3 years, and a sign-in
 * cancels a pending notice), and the answer is the session's token with where registration and consent stand.
 */
import { assertActive } from '#lib/auth/accounts';
import { issueSessionToken } from '#lib/auth/session';
import { clock } from '#lib/clock';
import { tokenVersionOf } from '#lib/db/accounts';
import { recordSignIn } from '#lib/db/retention';
import type { WorkerAccount } from '#lib/db/worker-writes';
import { REGISTERED } from '#shared/domain/constants';
import { privacyStateOf } from '#shared/domain/privacy';

export async function workerSignedIn(account: WorkerAccount) {
  assertActive(account);
  await recordSignIn(account.ID, new Date(clock.now()).toISOString());
  return {
    token: await issueSessionToken({
      accountId: account.ID,
      role: 'worker',
      tokenVersion: tokenVersionOf(account),
    }),
    register: account.REGISTERED !== REGISTERED,
    name: account.NAME,
    ...(account.SITE_LANGUAGE ? { language: account.SITE_LANGUAGE } : {}),
    privacy: privacyStateOf(account),
  };
}
