/**
 * Test accounts and their session tokens. Sign-in itself is its own endpoint; tests that are not about
 * sign-in mint tokens directly with the same signing code the server uses.
 */
import { randomBytes } from 'node:crypto';
import { giveConsent } from '#features/consent/give';
import { issueSessionToken } from '#lib/auth/session';
import * as employers from '#lib/db/employers';
import * as staff from '#lib/db/staff';
import * as users from '#lib/db/users';
import type { Role } from '#shared/domain/codes';
import { INACTIVE } from '#shared/domain/constants';
import { PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';

export interface TestAccount {
  id: number;
  role: Role;
  token: string;
}

const unique = () => randomBytes(5).toString('hex');

/**
 * A worker; by default an adult who consented (with SMS updates), finished registration and verified a mobile
 * number. `privacy: 'consentNeeded'` leaves the account as a new sign-up is, held for consent.
 */
export async function createWorker(
  options: { registered?: boolean; verified?: boolean; privacy?: 'given' | 'consentNeeded' } = {},
): Promise<TestAccount> {
  const tag = unique();
  const { account } = await users.findOrCreateByGoogle({
    sub: `google-${tag}`,
    email: `worker.${tag}@example.com`,
    name: `Worker ${tag}`,
  });
  if ((options.privacy ?? 'given') === 'given') {
    await giveConsent(account, {
      noticeVersion: PRIVACY_NOTICE_VERSION,
      language: 'en',
      smsUpdates: true,
      dob: '2002-05-14',
      screen: 'signUp',
    });
  }
  if (options.registered ?? true) {
    await users.saveRegistrationDetails(account.ID, {
      name: `Worker ${tag}`,
      gender: 0,
      dob: '2002-05-14',
      languages: ['english', 'telugu'],
      cityName: 'chennai',
      education: 'pursuingGraduation',
    });
  }
  if (options.verified ?? true) {
    const number = `9${String(Number.parseInt(tag, 16) % 1_000_000_000).padStart(9, '0')}`;
    await users.verifyMobileNumber(account.ID, number);
  }
  return {
    id: account.ID,
    role: 'worker',
    token: await issueSessionToken({ accountId: account.ID, role: 'worker' }),
  };
}

export async function createStaff(role: 'admin' | 'HR' | 'OPS'): Promise<TestAccount> {
  const account = await staff.create({
    email: `${role.toLowerCase()}.${unique()}@earnlearn.in`,
    role,
    name: `${role} tester`,
    passwordHash: 'scrypt$unused-in-this-test',
    mustChangePassword: false,
  });
  return { id: account.ID, role, token: await issueSessionToken({ accountId: account.ID, role }) };
}

/** A person of an employer, signed in by their e-mail's code (so confirmed), in no organisation yet. */
export async function createEmployer(
  email = `hr.${unique()}@acme-${unique()}.in`,
): Promise<TestAccount & { email: string }> {
  const account = await employers.findOrCreateConfirmed(email, `Employer ${email.split('@')[0]}`);
  return {
    id: account.ID,
    role: 'employer',
    email: account.EMAIL,
    token: await issueSessionToken({ accountId: account.ID, role: 'employer' }),
  };
}

/** A test account of any role. */
export function createAccount(role: Role): Promise<TestAccount> {
  if (role === 'worker') return createWorker();
  if (role === 'employer') return createEmployer();
  return createStaff(role);
}

export async function deactivate(account: TestAccount): Promise<void> {
  if (account.role === 'worker') await users.setActive(account.id, INACTIVE);
  else if (account.role === 'employer') await employers.setActive(account.id, INACTIVE);
  else await staff.setActive(account.id, INACTIVE);
}

/** A test worker's stored account, as the session check hands it to the handlers. */
export async function workerAccount(worker: TestAccount): Promise<users.WorkerAccount> {
  const account = await users.get(worker.id);
  if (!account) throw new Error(`There is no worker ${worker.id}`);
  return account;
}

/** A token of the account's token version as it is now (after a call that ended its sessions). */
export async function currentToken(account: TestAccount): Promise<string> {
  const stored =
    account.role === 'worker'
      ? await users.get(account.id)
      : account.role === 'employer'
        ? await employers.get(account.id)
        : await staff.get(account.id);
  return issueSessionToken({
    accountId: account.id,
    role: account.role,
    tokenVersion: stored?.TOKEN_VERSION ?? 0,
  });
}
