/** How the parent's page tells a link that does not work from a problem worth trying again. */
import { ApiError } from '#web/lib/api';
import { useSubmit } from '#web/lib/use-submit';

/** The link is unknown (404), or expired or used (410): nothing on this page can help. */
export function isGoneLink(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 410);
}

/** Reading the link: a malformed token (400) is a bad link too. */
export function isBadLink(error: unknown): boolean {
  return isGoneLink(error) || (error instanceof ApiError && error.status === 400);
}

/**
 * A parent's page call through useSubmit: a link that no longer works leaves the page for the bad-link screen
 * (`onBadLink`), any other failure is said on the page (the problem, a string).
 */
export function useParentSubmit(onBadLink: () => void) {
  return useSubmit<string>({
    problemOf: (error) => {
      if (!isGoneLink(error)) return error instanceof Error ? error.message : String(error);
      onBadLink();
      return undefined;
    },
  });
}
