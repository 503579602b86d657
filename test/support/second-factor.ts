/**
 * The staff's second factor in API tests (issue 19, finding 5): an authenticator set up straight in the table
 * with a secret the test knows, codes computed from it as an app would (`otpauth`, through totp.ts), and a
 * log-in that goes through the whole flow, so tests about something else stay short.
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  codeAt,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  stepAt,
} from '#features/staff-login/totp';
import { encryptSecret } from '#features/staff-login/totp-secret';
import { db, tableName } from '#lib/clients/dynamodb';
import { secondFactorKey } from '#lib/db/keys';
import * as secondFactors from '#lib/db/second-factor';
import { TOTP_PERIOD_SECONDS } from '#shared/domain/second-factor';

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
  return { secret, recoveryCodes };
}

/** Starts an enrolment for the account as startStaffEnrolment does, with a secret the test knows. */
export async function startEnrolmentDirectly(staffId: number): Promise<string> {
  const secret = newTotpSecret();
  await secondFactors.savePending(staffId, await encryptSecret(secret, staffId));
  return secret;
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
