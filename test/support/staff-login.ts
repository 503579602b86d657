/**
 * Back-office logins with a password the test knows, and fresh source addresses, for the log-in tests and the
 * examples of the log-in endpoints. The known password is stored as a hash of low scrypt cost, made once per test
 * file: a check runs at the parameters stored with the hash (as it would for a hash made before a change of
 * cost), so a fixture's log-in costs a millisecond, not the OWASP cost's third of a second. New hashes are
 * made at the OWASP cost (test/functions/unit/passwords.test.ts), and so are the log-ins of employees an
 * admin adds in a test.
 */
import { randomBytes, randomInt, scrypt } from 'node:crypto';
import { hashPassword } from '#features/sign-in/passwords';
import * as staff from '#lib/db/staff';
import { enrolDirectly } from './second-factor';

export const KNOWN_PASSWORD = 'Known password 42';

/** scrypt's N for the fixtures' stored hash (r and p as the product's), in the product's `scrypt$N$r$p$salt$hash`. */
const FIXTURE_COST = 2 ** 10;

async function lowCostHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, 32, { N: FIXTURE_COST, r: 8, p: 1 }, (error, derived) =>
      error ? reject(error) : resolve(derived),
    ),
  );
  return ['scrypt', FIXTURE_COST, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** How the known password is stored: at the fixtures' low cost, or as the product hashes it (OWASP cost). */
export type StoredCost = 'fixture' | 'product';

const knownHashes: Partial<Record<StoredCost, Promise<string>>> = {};
export function knownPasswordHash(cost: StoredCost = 'fixture'): Promise<string> {
  knownHashes[cost] ??= cost === 'fixture' ? lowCostHash(KNOWN_PASSWORD) : hashPassword(KNOWN_PASSWORD);
  return knownHashes[cost];
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
 * `storedCost: 'product'` for a test about the work a log-in does (it counts scrypt runs by their cost).
 */
export async function createLogin(
  role: staff.StaffRole,
  options: { mustChangePassword?: boolean; storedCost?: StoredCost } = {},
): Promise<TestLogin> {
  const email = `${role.toLowerCase()}.${randomBytes(5).toString('hex')}@earnlearn.in`;
  const account = await staff.create({
    email,
    role,
    name: `${role} tester`,
    passwordHash: await knownPasswordHash(options.storedCost),
    mustChangePassword: options.mustChangePassword ?? false,
  });
  if (role === 'admin' && !account.mustChangePassword) await enrolDirectly(account.ID);
  return { id: account.ID, email, password: KNOWN_PASSWORD, role };
}

/** A password nobody has used yet that passes `newPasswordSchema`. */
export const freshPassword = () => `Fresh password ${randomBytes(4).toString('hex')}`;

let lastAddress = randomInt(1 << 16);
/** A source address no other test of this file has used, so one test's failures do not lock another's. */
export function freshAddress(): string {
  lastAddress = (lastAddress + 1) % (1 << 16);
  return `198.18.${lastAddress >> 8}.${lastAddress & 255}`;
}
