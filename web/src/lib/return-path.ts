import { useSearchParams } from 'react-router-dom';
/**
 * Where a back-office log-in goes afterwards: the page a signed-out staff member opened (a deep link such as
 * /admin/users/5), carried in the log-in page's `?next=` query and on through the password change and the
 * second step. Only a path of the same area is followed, never another site (`https://…`, `//host`,
 * `/\host`) nor another area: anything else opens the area's home, so the log-in is no open redirect.
 */

/** The log-in query parameter that holds the page to return to. */
export const NEXT_PARAM = 'next';

/** The log-in page's address with the page to return to: `/admin/login?next=%2Fadmin%2Fusers%2F5`. */
export function loginWithNext(loginPath: string, next: string | undefined): string {
  return next ? `${loginPath}?${new URLSearchParams({ [NEXT_PARAM]: next })}` : loginPath;
}

/** The steps of the log-in itself, never a place to return to. */
const LOG_IN_STEPS = ['/login', '/change-password', '/second-factor'];

/**
 * `target` when it is a relative path inside `area` ('/admin' or '/internal'), with its query and fragment;
 * otherwise undefined.
 */
export function sameAreaPath(target: unknown, area: string): string | undefined {
  if (typeof target !== 'string' || target.length > 2000) return undefined;
  // A path, not a scheme or a protocol-relative address (`//host`, `/\host` which browsers read as `//host`).
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return undefined;
  // No control characters or spaces, which browsers strip before resolving (`/\t/host`).
  if ([...target].some((char) => char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f)) return undefined;
  const base = 'https://same.invalid';
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base) return undefined;
  const inArea = url.pathname === area || url.pathname.startsWith(`${area}/`);
  if (!inArea || LOG_IN_STEPS.some((step) => url.pathname === `${area}${step}`)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The page the log-in page was asked to return to (its `?next=`), when it is one of `area`'s. */
export function useNextPath(area: string): string | undefined {
  const [params] = useSearchParams();
  return sameAreaPath(params.get(NEXT_PARAM), area);
}

/** The page to return to, as the log-in hands it on in the navigation state (`{ next }`) to its later steps. */
export function nextFromState(state: unknown, area: string): string | undefined {
  return sameAreaPath((state as { next?: unknown } | null | undefined)?.next, area);
}
