/**
 * The staff's second factor in API tests (finding 5): an authenticator set up straight in the table
 * with a secret the test knows, codes computed from it as an app would (`otpauth`, through totp.ts), and a
 * log-in that goes through the whole flow, so tests about something else stay short.
 */
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  codeAt,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  stepAt,
} from '#features/staff-login/totp';
import { encryptSecret } from '#features/staff-login/totp-secret';
import { db, tableName } from '#lib/clients/dynamodb';
import { secondFactorKey } from '#lib/db/staff-keys';
import { TOTP_PERIOD_SECONDS } from '#shared/domain/second-factor';
import { callApi } from './api';

/** The secrets of the authenticators this test file set up, by staff id: what the person's phone holds. */
const phones = new Map<number, string>();

export interface Authenticator {
  secret: string;
  recoveryCodes: string[];
}

/** Sets up an authenticator for the account (replacing any), written directly: no code used yet. */
export async function enrolDirectly(staffId: number): Promise<Authenticator> {
  const secret = newTotpSecret();
  const recoveryCodes = newRecoveryCodes();
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...secondFactorKey(staffId),
        entity: 'SECOND_FACTOR',
        secret: await encryptSecret(secret, staffId),
        recoveryCodes: new Set(recoveryCodes.map(recoveryCodeHash)),
        enrolledAt: new Date().toISOString(),
      },
    }),
  );
  phones.set(staffId, secret);
  return { secret, recoveryCodes };
}

/** Removes the account's authenticator, pending or set up. */
export async function removeSecondFactor(staffId: number): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: secondFactorKey(staffId) }));
}

/** The app's code at `at` (now by default). */
export function codeFor(secret: string, at = Date.now()): string {
  return codeAt(secret, at);
}

/** The code of the step after the current one: accepted (one step either side) and not used yet. */
export function nextCodeFor(secret: string, at = Date.now()): string {
  return codeAt(secret, (stepAt(at) + 1) * TOTP_PERIOD_SECONDS * 1000);
}

/** Forgets the account's last used step, so the current code counts again (tests not about replays). */
async function forgetLastStep(staffId: number): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: secondFactorKey(staffId),
      UpdateExpression: 'REMOVE lastStep',
    }),
  );
}

// One second step at a time per account: codes of one step are accepted once.
const queues = new Map<number, Promise<unknown>>();
function oneAtATime<T>(staffId: number, run: () => Promise<T>): Promise<T> {
  const next = (queues.get(staffId) ?? Promise.resolve()).then(run, run);
  queues.set(staffId, next);
  return next;
}

/**
 * Finishes a log-in's second step as the person would: with the phone's code when the answer asks for one
 * (`required`: the account was set up by enrolDirectly in this file), or by setting up an app (`enrol`).
 * Answers the token of the full session; the answer's own token when no second step was asked for.
 */
export function passSecondFactor(
  answer: object & { token?: unknown; secondFactor?: unknown },
  staffId: number,
): Promise<string> {
  const token = answer.token;
  if (typeof token !== 'string') throw new Error(`The log-in answered no token: ${JSON.stringify(answer)}`);
  if (!answer.secondFactor) return Promise.resolve(token);
  return oneAtATime(staffId, async () => {
    if (answer.secondFactor === 'enrol') {
      const started = await callApi('startStaffEnrolment', { token, body: {} });
      if (started.status !== 200) throw new Error(`startStaffEnrolment: ${JSON.stringify(started.body)}`);
      phones.set(staffId, started.body.secret);
      const confirmed = await callApi('confirmStaffEnrolment', {
        token,
        body: { code: codeFor(started.body.secret) },
      });
      if (confirmed.status !== 200)
        throw new Error(`confirmStaffEnrolment: ${JSON.stringify(confirmed.body)}`);
      return confirmed.body.token;
    }
    const secret = phones.get(staffId);
    if (!secret) throw new Error(`No authenticator of staff ${staffId} was set up by this test file`);
    await forgetLastStep(staffId);
    const verified = await callApi('verifyStaffCode', { token, body: { code: codeFor(secret) } });
    if (verified.status !== 200) throw new Error(`verifyStaffCode: ${JSON.stringify(verified.body)}`);
    return verified.body.token;
  });
}
