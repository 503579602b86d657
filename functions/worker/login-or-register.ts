import { takeSignUpPlace } from '#features/caps/caps';
import { eraseIfExpired } from '#features/consent/expiry';
import { verifyGoogleIdToken } from '#features/sign-in/google';
import { workerSignedIn } from '#features/sign-in/worker-session';
import * as users from '#lib/db/users';
import { endpoint } from '#lib/http/endpoint';
import { perAddressLimit } from '#lib/http/public-limit';
import { loginOrRegister } from '#shared/api/worker';

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
    return workerSignedIn(account);
  },
  perAddressLimit(loginOrRegister.name),
);
