/**
 * How the API client tells the sessions that the server refused one (a 401), or that the worker's account is
 * held until consent is given (a 403 with a `code`, shared/domain/privacy.ts).
 */
import type { CallerKind } from '#shared/domain/codes';
import { HELD_CODES } from '#shared/domain/privacy';

/**
 * Dispatched on `window` when the server answers 401: the session of that kind of caller is gone. The worker's
 * session (features/auth) listens for `worker` calls, the staff guards for `admin` and `staff` calls.
 */
export const UNAUTHORIZED_EVENT = 'earnlearn:unauthorized';

export interface UnauthorizedDetail {
  message: string;
  /** Who the refused endpoint is for (the registry's `caller`). */
  caller: CallerKind;
}

/** Dispatched on `window` when a worker call answers 403 with a held account's `code`. */
export const HELD_EVENT = 'earnlearn:held';

export type HeldCode = keyof typeof HELD_CODES;

export interface HeldDetail {
  message: string;
  code: HeldCode;
}

export function isHeldCode(code: unknown): code is HeldCode {
  return typeof code === 'string' && Object.hasOwn(HELD_CODES, code);
}
