/**
 * The public endpoints' own limit per source address, kept in the app (the WAF's rate rules are a second line
 * on AWS only; the twin has none): each public endpoint allows a number of calls per address in a fixed window,
 * then answers 429 with Retry-After until the window ends. The table is typed by the registry: a public
 * endpoint without a limit here does not compile, and `endpoint()` takes it (lib/http/endpoint.ts) after the
 * origin check, before anything else of the request is read.
 *
 * An IPv6 address counts by its /64 (what one line or phone is given), an IPv4 address whole (address-group.ts).
 */
import type { contracts } from '#shared/api/index';
import { clock } from '../clock';
import { takeCall } from '../db/public-calls';
import { TooManyRequests } from '../errors';
import { addressGroup } from './address-group';

type Contracts = typeof contracts;
/** The names of the endpoints anyone may call without a session. */
export type PublicEndpointName = {
  [K in keyof Contracts]: Contracts[K]['caller'] extends 'public' ? K : never;
}[keyof Contracts];

export interface PublicLimitRule {
  /** Calls one address may make in a window. */
  calls: number;
  windowMinutes: number;
  /** What the refused caller was doing, for the 429's message. */
  what: string;
}

/**
 * Far above what one person does (a parent opens the link, asks a code or two, answers once), far below what
 * a script needs to enumerate links, codes or jobs. The log-ins' own budgets (staff-login/lockout.ts, the OTP
 * rules) stay the tighter ones; this bounds the calls they refuse early, which cost a write each.
 */
export const PUBLIC_LIMITS: { readonly [N in PublicEndpointName]: PublicLimitRule } = {
  loginOrRegister: { calls: 60, windowMinutes: 15, what: 'sign-ins' },
  startPhoneSignIn: { calls: 30, windowMinutes: 15, what: 'sign-in code requests' },
  verifyPhoneSignIn: { calls: 60, windowMinutes: 15, what: 'sign-in code checks' },
  adminLogin: { calls: 100, windowMinutes: 15, what: 'log-in attempts' },
  internallogin: { calls: 100, windowMinutes: 15, what: 'log-in attempts' },
  getPublicJob: { calls: 300, windowMinutes: 5, what: 'job pages' },
  searchPublicJobs: { calls: 300, windowMinutes: 5, what: 'job searches' },
  getReplyRecord: { calls: 300, windowMinutes: 5, what: 'job pages' },
  getPublicEmployer: { calls: 300, windowMinutes: 5, what: 'employer pages' },
  unsubscribeJobAlert: { calls: 20, windowMinutes: 15, what: 'unsubscribe requests' },
  getParentRequest: { calls: 30, windowMinutes: 15, what: 'consent link openings' },
  sendParentCode: { calls: 10, windowMinutes: 60, what: 'code requests' },
  verifyParentCode: { calls: 30, windowMinutes: 15, what: 'code checks' },
  answerParentRequest: { calls: 20, windowMinutes: 15, what: 'consent answers' },
  startEmployerSignIn: { calls: 20, windowMinutes: 15, what: 'sign-in code requests' },
  verifyEmployerSignIn: { calls: 60, windowMinutes: 15, what: 'sign-in code checks' },
  employerGoogleSignIn: { calls: 60, windowMinutes: 15, what: 'sign-ins' },
};

/** What `endpoint()` runs for a public endpoint: takes one call of the address's window, or throws the 429. */
export interface PublicLimit {
  take(sourceAddress: string): Promise<void>;
}

export function perAddressLimit(name: PublicEndpointName): PublicLimit {
  const rule = PUBLIC_LIMITS[name];
  const windowMs = rule.windowMinutes * 60_000;
  return {
    async take(sourceAddress) {
      const now = clock.now();
      const index = Math.floor(now / windowMs);
      const endsAt = (index + 1) * windowMs;
      if (await takeCall(name, addressGroup(sourceAddress), { index, endsAt }, rule.calls)) return;
      const minutes = Math.ceil((endsAt - now) / 60_000);
      throw new TooManyRequests(
        `Too many ${rule.what} from your network: at most ${rule.calls} in ${rule.windowMinutes} minutes. Please try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}.`,
        (endsAt - now) / 1000,
      );
    },
  };
}
