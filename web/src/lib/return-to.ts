/**
 * Where a signed-out visitor was going when a worker page sent them to sign in (an SMS link to Applied Jobs):
 * kept in this tab (session storage) and taken once by the sign-in, which goes there instead of the
 * dashboard. Only a path of this site (`/…`, never `//host`), so a stored value cannot send anyone elsewhere.
 */
const RETURN_TO_KEY = 'earnlearn:returnTo';
const SITE_PATH = /^\/(?![/\\])/;

export function rememberReturnTo(path: string): void {
  if (SITE_PATH.test(path)) sessionStorage.setItem(RETURN_TO_KEY, path);
}

/** The remembered path (then forgotten), or `fallback`. */
export function takeReturnTo(fallback: string): string {
  const path = sessionStorage.getItem(RETURN_TO_KEY);
  sessionStorage.removeItem(RETURN_TO_KEY);
  return path && SITE_PATH.test(path) ? path : fallback;
}
