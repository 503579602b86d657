/**
 * Sending a sign-in code (phone.ts says how codes are kept and checked). Apart from the check, so that
 * verifyPhoneSignIn's bundle carries no SMS client and needs no sender id.
 */
import { takeSmsPlace } from '#features/caps/caps';
import { otpKey } from '#features/otp/key';
import {
  generateCode,
  HOUR_MS,
  hashCode,
  OTP_VALID_MS,
  refusal,
  SIGN_IN_ACCOUNT,
  sendDecision,
  signInSubject,
  withinLastHour,
} from '#features/otp/rules';
import { clock } from '#lib/clock';
import * as otps from '#lib/db/otps';
import * as codes from '#lib/db/phone-sign-in';
import * as users from '#lib/db/users';
import { ServiceUnavailable, TooManyRequests } from '#lib/errors';
import { logger } from '#lib/logger';
import { countSentSms } from '#lib/messaging/allowance';
import { recordSmsSent } from '#lib/messaging/records';
import { type SmsLanguage, sendOtpSms } from '#lib/messaging/sms';
import { OTP_RESEND_MIN_INTERVAL_SECONDS } from '#shared/domain/constants';
import { messages } from './phone';
/** Sends a sign-in code to `number` (a valid Indian mobile number), in `language`. */
export async function startPhoneSignIn(
  number: string,
  from: { sourceIp: string; language: SmsLanguage },
): Promise<void> {
  const now = clock.now();
  const [pending, numberSends] = await Promise.all([codes.getCode(number), otps.getNumberSends(number)]);
  // No account is asking: the per-account limit of the verification codes is the address's cap here.
  const decision = sendDecision({ numberSends: numberSends?.sends ?? [], accountSends: [] }, now);
  if (!decision.allowed) throw new TooManyRequests(refusal(decision), decision.retryAfterSeconds);

  await takeSmsPlace({ account: undefined, number, sourceIp: from.sourceIp, budget: 'otp' });
  const code = generateCode();
  const codeHash = hashCode(await otpKey(), SIGN_IN_ACCOUNT, signInSubject(number), code);
  const saved = await codes.saveNewCode({
    number,
    now,
    codeHash,
    expiresAt: now + OTP_VALID_MS,
    numberSends: [...withinLastHour(numberSends?.sends ?? [], now), now],
    keepUntil: now + HOUR_MS,
    previous: { code: pending, numberSends },
  });
  if (!saved) {
    throw new TooManyRequests(
      refusal({ allowed: false, reason: 'interval', retryAfterSeconds: OTP_RESEND_MIN_INTERVAL_SECONDS }),
      OTP_RESEND_MIN_INTERVAL_SECONDS,
    );
  }
  try {
    await countSentSms(await sendOtpSms(number, code, from.language));
  } catch (error: unknown) {
    // The error's name and status only: never the request, which holds the code. The send still counts.
    logger.error('The sign-in SMS could not be sent', {
      errorName: error instanceof Error ? error.name : typeof error,
      status: (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode,
    });
    throw new ServiceUnavailable(messages.smsFailed);
  }
  // On the record of the number's account, when it has one: the send is the account's like any code to it.
  const owner = await users.mobileNumberOwner(number);
  if (owner !== undefined) await recordSmsSent(owner, { kind: 'otp', number });
  logger.info('Sign-in code sent');
}
