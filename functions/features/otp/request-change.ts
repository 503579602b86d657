/**
 * The first step of a change of number (change-number.ts has the rules): a code to the new number, through the
 * registration code's `sendCode`, for an account with a verified number and a number other than its own.
 */
import type * as users from '#lib/db/users';
import { BadRequest, Forbidden } from '#lib/errors';
import { VERIFIED } from '#shared/domain/constants';
import { messages } from './change-number';
import { sendCode } from './send';

export async function requestChange(
  worker: users.WorkerAccount,
  number: string,
  from: { sourceIp: string },
): Promise<void> {
  if (worker.VERIFIED !== VERIFIED) throw new Forbidden(messages.notVerified);
  if (number === worker.MOBILE_NUMBER) throw BadRequest.field('number', messages.same);
  await sendCode(worker, number, 'first', from);
}
