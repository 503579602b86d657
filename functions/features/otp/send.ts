/**
 * Sending a one-time code to a mobile number (registerMobileNumber and resendOTP). Checks run in this order,
 * and nothing is sent unless all pass:
 * 1. the worker has saved the personal details (the spec's flow: details, then number) -> 403;
 * 2. for a resend, the number is the one whose code is pending -> 400;
 * 3. the resend limits (rules.ts) -> 429 with Retry-After and the wait in words;
 * 4. the number is not verified by another account -> 409 (no SMS to a number someone else owns). This
 *    answer is logged as a send, against the account and the number, so that finding out whether a number
 *    has an account costs as much as an SMS: the same limits bound it, and once they are used up a taken
 *    number gets the same 429 as a free one (the limits come first for that reason).
 * 5. the caps on who makes us send (features/caps: the worker's Google identity, the number, the source
 *    address, the codes' daily budget) -> 429 with Retry-After, nothing counted elsewhere.
 * Then a new code replaces the pending one (the old stops working) in a write that fails if another send
 * raced this one (-> 429), and only then is the SMS published. If SNS fails, the send still counts against the
 * limits (a failing send must not become a way around them), the code pending before (which the worker has)
 * is put back so it goes on working, and the answer is a 503.
 */

import { takeSmsPlace } from '#features/caps/caps';
import { clock } from '#lib/clock';
import * as otps from '#lib/db/otps';
import * as users from '#lib/db/users';
import { BadRequest, Conflict, Forbidden, ServiceUnavailable, TooManyRequests } from '#lib/errors';
import { logger } from '#lib/logger';
import { countSentSms } from '#lib/messaging/allowance';
import { recordSmsSent } from '#lib/messaging/records';
import { sendOtpSms, smsLanguageOf } from '#lib/messaging/sms';
import { OTP_RESEND_MIN_INTERVAL_SECONDS, REGISTERED } from '#shared/domain/constants';
import { otpKey } from './key';
import {
  codeSubject,
  generateCode,
  HOUR_MS,
  hashCode,
  OTP_VALID_MS,
  refusal,
  sendDecision,
  withinLastHour,
} from './rules';

export const messages = {
  detailsFirst: 'Please save your personal details before adding a mobile number.',
  notPending: 'There is no code waiting for this number. Please enter your mobile number again.',
  taken: 'This mobile number is already registered with another account.',
  smsFailed: 'We could not send the SMS just now. Please try again in a minute.',
} as const;

/**
 * `purpose` `erase` (features/erasure): the code confirms the erasure of the account instead of
 * verifying the number; it is hashed for `erase:<number>` and marked, so neither kind is accepted for the other.
 */
export async function sendCode(
  worker: users.WorkerAccount,
  number: string,
  kind: 'first' | 'resend',
  from: { sourceIp: string },
  purpose: otps.CodePurpose = 'verify',
): Promise<void> {
  const now = clock.now();
  const accountId = worker.ID;
  if (worker.REGISTERED !== REGISTERED) throw new Forbidden(messages.detailsFirst);
  const [owner, pending, numberSends] = await Promise.all([
    users.mobileNumberOwner(number),
    otps.getPending(accountId),
    otps.getNumberSends(number),
  ]);
  if (kind === 'resend' && (pending?.number !== number || pending.codeHash === undefined)) {
    throw new BadRequest(messages.notPending);
  }
  const decision = sendDecision(
    { numberSends: numberSends?.sends ?? [], accountSends: pending?.sends ?? [] },
    now,
  );
  if (!decision.allowed) throw new TooManyRequests(refusal(decision), decision.retryAfterSeconds);

  const log = {
    accountId,
    number,
    now,
    accountSends: [...withinLastHour(pending?.sends ?? [], now), now],
    numberSends: [...withinLastHour(numberSends?.sends ?? [], now), now],
    keepUntil: now + HOUR_MS,
    previous: { pending, numberSends },
  };
  if (owner !== undefined && owner !== accountId) {
    if (!(await otps.saveRefusedSend(log))) throw racedSend();
    throw new Conflict(messages.taken);
  }

  await takeSmsPlace({ account: worker, number, sourceIp: from.sourceIp, budget: 'otp' });
  const code = generateCode();
  const codeHash = hashCode(await otpKey(), accountId, codeSubject(number, purpose), code);
  const saved = await otps.saveNewCode({ ...log, codeHash, expiresAt: now + OTP_VALID_MS, purpose });
  if (!saved) throw racedSend();
  try {
    // Counted in the month's SMS (lib/messaging/allowance.ts): a code is never refused there.
    await countSentSms(await sendOtpSms(number, code, smsLanguageOf(worker)));
  } catch (error: unknown) {
    // The error's name and status only: never the request, which holds the code.
    logger.error('The OTP SMS could not be sent', {
      accountId,
      errorName: error instanceof Error ? error.name : typeof error,
      status: (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode,
    });
    await putBackEarlierCode(accountId, codeHash, pending);
    throw new ServiceUnavailable(messages.smsFailed);
  }
  // On the worker's record: that a code went, when and to which number (masked); never the code.
  await recordSmsSent(accountId, { kind: 'otp', number });
  // An erasure code's log line names no account: the account is about to go (docs/privacy.md, Erasure).
  if (purpose === 'erase') logger.info('Erasure code sent');
  else logger.info('OTP sent', { accountId, kind });
}

/**
 * The code pending before an unsent one, pending again: the worker has that one. Best effort: the answer is
 * a 503 either way, and a failure here leaves the unsent code, as before this existed (a resend mends it).
 */
async function putBackEarlierCode(
  accountId: number,
  unsentHash: string,
  earlier: otps.PendingCode | undefined,
): Promise<void> {
  if (earlier?.codeHash === undefined) return;
  try {
    await otps.restoreCode(accountId, unsentHash, { ...earlier, codeHash: earlier.codeHash });
  } catch (error: unknown) {
    logger.error('The earlier OTP could not be put back', {
      accountId,
      errorName: error instanceof Error ? error.name : typeof error,
    });
  }
}

/** Another send to the account or the number won the race: as if this one came a moment later. */
function racedSend(): TooManyRequests {
  return new TooManyRequests(
    refusal({ allowed: false, reason: 'interval', retryAfterSeconds: OTP_RESEND_MIN_INTERVAL_SECONDS }),
    OTP_RESEND_MIN_INTERVAL_SECONDS,
  );
}
