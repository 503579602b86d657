/**
 * The typed API client, derived from the contract registry: `callApi('getJobById', { id: '3' })` knows the
 * method, the path, the input it takes and the output it answers. The registry's `caller` picks the bearer
 * token: a worker endpoint gets the worker's (local storage `jwt`), an admin or staff endpoint the back-office
 * session's (session storage `staffToken`), an employer endpoint the employer's (`employerToken`), a hiring
 * endpoint the one of the area it is called from (`sessionOf`), a public one none. A 401 is announced with that caller, so only
 * the session it belongs to ends, and only while the token the call was sent with is still that session's
 * (the answer to a call sent before a sign-out, the sign-out's own included, ends nothing). A fresh token the server hands back (SESSION_RENEWAL_HEADER, once the current
 * one is past half its life) replaces the stored one, if that is still the token the call was sent with (not
 * signed out or replaced meanwhile): the quiet refresh. Features call it from their `api/` folder only: one file per endpoint use, with
 * its SWR hook or, for a change, the cache keys it revalidates.
 */
import type * as z from 'zod/mini';
import type { ContractName, contracts } from '#shared/api/index';
import type { CallerKind } from '#shared/domain/codes';
import { CONTRACTS_VERSION_HEADER, SESSION_RENEWAL_HEADER } from '#shared/domain/constants';
import { routes } from './api-routes';
import { readEmployerToken, storeEmployerToken } from './employer-session';
import { translate } from './i18n';
import { noteContractsVersion } from './new-version';
import { noteAnswer, SAVED_AT_HEADER } from './offline-copy';
import { paths } from './paths';
import { readStaffToken, storeRenewedStaffToken } from './staff-session';
import {
  HELD_EVENT,
  type HeldDetail,
  isHeldCode,
  UNAUTHORIZED_EVENT,
  type UnauthorizedDetail,
} from './unauthorized';
import { readSessionToken, SESSION_TOKEN_KEY, storeSessionToken } from './worker-storage';

type ContractOf<N extends ContractName> = (typeof contracts)[N];
export type ApiInput<N extends ContractName> = z.input<ContractOf<N>['input']>;
export type ApiOutput<N extends ContractName> = z.output<ContractOf<N>['output']>;

export { HELD_EVENT, SESSION_TOKEN_KEY, UNAUTHORIZED_EVENT };

export interface FieldError {
  field: string;
  message: string;
}

/**
 * A non-2xx answer, with the server's message (and the failing fields for a 400), and its `code` when it
 * gives one (a held account's 403: 'consentNeeded' or 'parentPending'). A 409 about an application that moved
 * on also says where it stands now (`currentStatus`), for the screen to show at once.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    readonly code?: string,
    readonly currentStatus?: string,
  ) {
    super(message);
  }
}

/**
 * The session a call goes with: its caller kind's, and for a hiring endpoint (HR's applicant tools, which an
 * employer's people use on their own jobs) the session of the area it is called from: the employer's under
 * /employer, the staff's elsewhere. The same screens serve both areas, and each sends its own token.
 */
export function sessionOf(caller: CallerKind): CallerKind {
  if (caller !== 'hiring') return caller;
  const { pathname } = window.location;
  return pathname === paths.employer || pathname.startsWith(`${paths.employer}/`) ? 'employer' : 'staff';
}

function tokenFor(caller: CallerKind): string | null {
  const session = sessionOf(caller);
  if (session === 'worker') return readSessionToken();
  if (session === 'admin' || session === 'staff' || session === 'backOffice') return readStaffToken();
  if (session === 'employer') return readEmployerToken();
  return null;
}

/** Whether this tab holds the session a call of `caller` goes with (for a hiring call, the area's own). */
export const holdsSessionFor = (caller: CallerKind): boolean => tokenFor(caller) !== null;

function keepRenewedToken(caller: CallerKind, sent: string, renewed: string): void {
  if (tokenFor(caller) !== sent) return;
  const session = sessionOf(caller);
  if (session === 'worker') storeSessionToken(renewed);
  else if (session === 'employer') storeEmployerToken(renewed);
  else storeRenewedStaffToken(renewed);
}

/**
 * GET requests sent before the code that wants their answer has loaded (`preloadApi`), by URL (its query
 * sorted), with the token they carry and when they were sent. `callApi` takes the answer instead of asking
 * again when the same URL is asked with the same token soon after: once, and only while fresh.
 */
const preloaded = new Map<string, { token: string | null; at: number; response: Promise<Response> }>();
const PRELOAD_FRESH_MS = 10_000;

const preloadKey = (url: string) => {
  const [path = '', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.sort();
  return `${path}?${params}`;
};

function requestOf<N extends ContractName>(name: N, input: ApiInput<N>) {
  const route = routes[name];
  const token = tokenFor(route.caller);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let url = route.path;
  let body: string | undefined;
  if (route.method === 'GET') {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null) query.set(key, String(value));
    }
    if ([...query.keys()].length) url = `${url}?${query}`;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(input ?? {});
  }
  return { route, token, headers, url, body };
}

/**
 * Sends a GET now, for a page whose code is still on its way (web/src/app/preload-data.ts): the page's
 * own `callApi` of the same request then takes this answer. A request nobody takes within 10 s is forgotten.
 */
export function preloadApi<N extends ContractName>(name: N, input: ApiInput<N>): void {
  const { route, token, headers, url } = requestOf(name, input);
  if (route.method !== 'GET') return;
  const response = fetch(url, { method: 'GET', headers, credentials: 'same-origin' });
  // Not taken, a failure is nobody's: the page asks again and handles its own.
  response.catch(() => undefined);
  const key = preloadKey(url);
  const early = { token, at: Date.now(), response };
  preloaded.set(key, early);
  // Not taken while fresh: forgotten, and its body let go (an unread body keeps the request open).
  setTimeout(() => {
    if (preloaded.get(key) !== early) return;
    preloaded.delete(key);
    response.then((answer) => answer.body?.cancel()).catch(() => undefined);
  }, PRELOAD_FRESH_MS);
}

function takePreloaded(url: string, token: string | null): Promise<Response> | undefined {
  const key = preloadKey(url);
  const early = preloaded.get(key);
  if (!early) return undefined;
  preloaded.delete(key);
  if (early.token === token && Date.now() - early.at < PRELOAD_FRESH_MS) return early.response;
  early.response.then((answer) => answer.body?.cancel()).catch(() => undefined);
  return undefined;
}

/**
 * `keepalive` lets the request finish after the page goes away (sign-out, which reloads). The bearer token is
 * read at once, before the first await: a caller may clear the session right after starting the call.
 */
export async function callApi<N extends ContractName>(
  name: N,
  input: ApiInput<N>,
  options: { signal?: AbortSignal; keepalive?: boolean } = {},
): Promise<ApiOutput<N>> {
  const { route, token, headers, url, body } = requestOf(name, input);
  let response: Response;
  try {
    const early = route.method === 'GET' && !options.signal ? takePreloaded(url, token) : undefined;
    response = await (early ??
      fetch(url, {
        method: route.method,
        headers,
        body,
        credentials: 'same-origin',
        ...options,
      }));
  } catch (error: unknown) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, translate('api.unreachable'));
  }
  noteContractsVersion(response.headers.get(CONTRACTS_VERSION_HEADER));
  // A copy the service worker kept, answered while offline: the page shows its age (OfflineCopyNotice).
  if (route.method === 'GET') noteAnswer(url, response.headers.get(SAVED_AT_HEADER));
  const payload = (await response.json().catch(() => ({}))) as {
    message?: string;
    errors?: FieldError[];
    code?: unknown;
    currentStatus?: unknown;
  };
  if (!response.ok) {
    const message = payload.message ?? translate('api.status', { status: response.status });
    const code = typeof payload.code === 'string' ? payload.code : undefined;
    const stillThisSession = tokenFor(route.caller) === token;
    if (response.status === 401 && stillThisSession) {
      const detail: UnauthorizedDetail = { message, caller: sessionOf(route.caller) };
      window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT, { detail }));
    }
    // A held account (no consent to the notice in force yet, or a parent's pending): the dialog takes over.
    if (response.status === 403 && route.caller === 'worker' && isHeldCode(code) && stillThisSession) {
      const detail: HeldDetail = { message, code };
      window.dispatchEvent(new CustomEvent(HELD_EVENT, { detail }));
    }
    const currentStatus = typeof payload.currentStatus === 'string' ? payload.currentStatus : undefined;
    throw new ApiError(response.status, message, payload.errors ?? [], code, currentStatus);
  }
  const renewed = response.headers.get(SESSION_RENEWAL_HEADER);
  if (token && renewed) keepRenewedToken(route.caller, token, renewed);
  return payload as ApiOutput<N>;
}
