import { takeSignUpPlace } from '#features/caps/caps';
import { eraseIfExpired } from '#features/consent/expiry';
import { verifyGoogleIdToken } from '#features/sign-in/google';
import { assertActive } from '#lib/auth/accounts';
import { issueSessionToken } from '#lib/auth/session';
import { clock } from '#lib/clock';
import { tokenVersionOf } from '#lib/db/accounts';
import { recordSignIn } from '#lib/db/retention';
import * as users from '#lib/db/users';
import { endpoint } from '#lib/http/endpoint';
import { perAddressLimit } from '#lib/http/public-limit';
import { loginOrRegister } from '#shared/api/worker';
import { REGISTERED } from '#shared/domain/constants';
import { privacyStateOf } from '#shared/domain/privacy';

/**
 * Google ID token in, session token out. The account is the token's `sub`, created on first sight;
 * `register` stays true until the registration details (step 1) are saved; `privacy` says whether the account
 * is held for consent.
 */
export const handler = endpoint(
  loginOrRegister,
  async ({ idToken }, { sourceIp }) => {
    const identity = await verifyGoogleIdToken(idToken);
    // A new account takes a place under the sign-up caps (per source address, and per hour overall) first.
    if ((await users.findIdByGoogleSub(identity.sub)) === undefined) await takeSignUpPlace(sourceIp);
    let { account } = await users.findOrCreateByGoogle(identity);
    // A held account whose 7 days ran out is erased: this sign-in starts afresh.
    if (await eraseIfExpired(account)) ({ account } = await users.findOrCreateByGoogle(identity));
    assertActive(account);
    // The retention job erases accounts unused for 3 years; a sign-in also cancels a pending notice.
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
  },
  perAddressLimit(loginOrRegister.name),
);
