/**
 * The bench's accounts, made through the product's own code (`#lib/db/users`, `#lib/db/staff`) and signed in
 * with the product's own session tokens, so the session check admits them as it admits real ones. The entity
 * modules read the function configuration (TABLE_NAME and the rest) at import: they are imported on first use,
 * once the process running the bench has set it.
 */
import type * as Staff from '#lib/db/staff';
import type * as Users from '#lib/db/users';
import type { Role } from '#shared/domain/codes';

/** An account and a session token for it. */
export interface BenchAccount {
  id: number;
  token: string;
}

type RegistrationDetails = Parameters<typeof Users.saveRegistrationDetails>[1];

/** A session token for the account, as sign-in issues it. */
export async function sessionFor(accountId: number, role: Role): Promise<string> {
  const { issueSessionToken } = await import('#lib/auth/session');
  return issueSessionToken({ accountId, role });
}

/**
 * A registered worker, as Google sign-in and registerDetails leave one (the details default to a student in
 * Chennai), with a verified mobile number when `mobile` is given (as validateOTP leaves it: it may apply).
 */
export async function registerWorker(
  identity: { sub: string; email: string; name: string },
  options: { details?: Partial<RegistrationDetails>; mobile?: string } = {},
): Promise<BenchAccount> {
  const users = await import('#lib/db/users');
  const { account } = await users.findOrCreateByGoogle(identity);
  // Through the consent step first, as every worker now is.
  const { giveConsent } = await import('#features/consent/give');
  const { PRIVACY_NOTICE_VERSION } = await import('#shared/domain/privacy');
  await giveConsent(account, {
    noticeVersion: PRIVACY_NOTICE_VERSION,
    language: 'en',
    smsUpdates: true,
    dob: '2002-05-14',
    screen: 'signUp',
  });
  await users.saveRegistrationDetails(account.ID, {
    name: identity.name,
    gender: 0,
    dob: '2002-05-14',
    languages: ['english', 'hindi'],
    cityName: 'chennai',
    education: 'pursuingGraduation',
    ...options.details,
  });
  if (options.mobile !== undefined) await users.verifyMobileNumber(account.ID, options.mobile);
  return { id: account.ID, token: await sessionFor(account.ID, 'worker') };
}

/** A staff login (admin, HR or OPS) that never signs in with its password: the bench uses its token. */
export async function createStaff(role: Staff.StaffRole, email: string, name: string): Promise<BenchAccount> {
  const staff = await import('#lib/db/staff');
  const account = await staff.create({
    email,
    role,
    name,
    passwordHash: 'scrypt$unused-in-the-bench',
    mustChangePassword: false,
  });
  return { id: account.ID, token: await sessionFor(account.ID, role) };
}
