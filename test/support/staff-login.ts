/**
 * Back-office logins with a password the test knows, and fresh source addresses, for the log-in tests and the
 * examples of the log-in endpoints. One scrypt hash of the known password is made per test file and reused:
 * hashing at the OWASP parameters is what log-ins are meant to cost, not what every fixture should.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { hashPassword } from '#features/sign-in/passwords';
import { db, tableName } from '#lib/clients/dynamodb';
import * as staff from '#lib/db/staff';
import { staffKey } from '#lib/db/staff-keys';
import { enrolDirectly } from './second-factor';

export const KNOWN_PASSWORD = 'Known password 42';

let knownHash: Promise<string> | undefined;
export function knownPasswordHash(): Promise<string> {
  knownHash ??= hashPassword(KNOWN_PASSWORD);
  return knownHash;
}

export interface TestLogin {
  id: number;
  email: string;
  password: string;
  role: staff.StaffRole;
}

/**
 * A staff login with KNOWN_PASSWORD, active and with a chosen password unless told otherwise. An admin with a
 * chosen password has an authenticator set up, as every admin must (second-factor.ts: passSecondFactor).
 */
export async function createLogin(
  role: staff.StaffRole,
  options: { mustChangePassword?: boolean } = {},
): Promise<TestLogin> {
  const email = `${role.toLowerCase()}.${randomBytes(5).toString('hex')}@earnlearn.in`;
  const account = await staff.create({
    email,
    role,
    name: `${role} tester`,
    passwordHash: await knownPasswordHash(),
    mustChangePassword: options.mustChangePassword ?? false,
  });
  if (role === 'admin' && !account.mustChangePassword) await enrolDirectly(account.ID);
  return { id: account.ID, email, password: KNOWN_PASSWORD, role };
}

/**
 * Gives a staff account KNOWN_PASSWORD again (and clears `mustChangePassword`), written directly: unlike a
 * password change (staff.setPassword) it leaves the account's sessions open, so a test's token goes on working.
 */
export async function resetPassword(id: number): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: staffKey(id),
      ConditionExpression: 'attribute_exists(pk)',
      UpdateExpression: 'SET passwordHash = :hash, mustChangePassword = :false',
      ExpressionAttributeValues: { ':hash': await knownPasswordHash(), ':false': false },
    }),
  );
}

/** A password nobody has used yet that passes `newPasswordSchema`. */
export const freshPassword = () => `Fresh password ${randomBytes(4).toString('hex')}`;

let lastAddress = randomInt(1 << 16);
/** A source address no other test of this file has used, so one test's failures do not lock another's. */
export function freshAddress(): string {
  lastAddress = (lastAddress + 1) % (1 << 16);
  return `198.18.${lastAddress >> 8}.${lastAddress & 255}`;
}
