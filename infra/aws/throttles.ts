/**
 * API Gateway throttles per route. The stage's default carries ordinary traffic; the routes an attacker would
 * hammer (a credential check, an SMS that costs money, a signed upload form) get tighter limits. The classes
 * are derived from each contract, so a new endpoint of the same kind is throttled without anyone listing it.
 * Stage throttles count every caller together (a per-address limit is the WAF's rate rule, web stack): they cap
 * what abuse can cost and protect the table and the SMS budget, and the handlers' own per-number and
 * per-account limits (OTP rules, log-in lock-outs) stop a single caller long before.
 */
import type { EndpointContract } from '#shared/api/index';

export interface Throttle {
  /** Steady requests per second, all callers together. */
  readonly rateLimit: number;
  /** Requests allowed at once above the steady rate. */
  readonly burstLimit: number;
}

/** Routes throttled tighter than the default, by what they do. */
export type ThrottledClass = 'logIn' | 'otp' | 'upload' | 'publicRead';

export const DEFAULT_THROTTLE: Throttle = { rateLimit: 200, burstLimit: 400 };

export const THROTTLES: { readonly [C in ThrottledClass]: Throttle } = {
  // Worker sign-in is every session's start: at 1M monthly workers about 1.5 a second on average.
  logIn: { rateLimit: 25, burstLimit: 50 },
  // Each send is an SMS we pay for; a sign-up sends one or two.
  otp: { rateLimit: 10, burstLimit: 20 },
  upload: { rateLimit: 10, burstLimit: 20 },
  // A read anyone may make without signing in (a job's public page): shared links and crawlers, not
  // every signed-in page view, so well below the default that carries the workers' own traffic.
  publicRead: { rateLimit: 50, burstLimit: 100 },
};

/** Does the endpoint take a one-time code (`otp` in its input, or an erasure's `proof`)? */
function takesOneTimeCode(contract: EndpointContract): boolean {
  const def = contract.input.def as { shape?: Record<string, unknown> };
  return def.shape !== undefined && ('otp' in def.shape || 'proof' in def.shape);
}

/**
 * The class of a route, or undefined for the default:
 * - `otp`: sends an SMS (a one-time code, a parent's consent link), or checks a one-time code;
 * - `logIn`: any other public POST, which can only exchange a secret (a Google ID token, an e-mail and
 *   password, a parent's link);
 * - `upload`: signs a form for a png straight to storage;
 * - `publicRead`: a public GET (a job's public page), which needs no secret at all.
 */
export function throttledClassOf(contract: EndpointContract): ThrottledClass | undefined {
  if (contract.uses.sms && (contract.caller === 'worker' || contract.caller === 'public')) return 'otp';
  if (takesOneTimeCode(contract)) return 'otp';
  if (contract.caller === 'public' && contract.method === 'POST') return 'logIn';
  if (contract.uses.uploads === 'documentForm' || contract.uses.uploads === 'logoForm') return 'upload';
  if (contract.caller === 'public' && contract.method === 'GET') return 'publicRead';
  return undefined;
}
