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
 * WAF's CAPTCHA on the parent's calls (infra/aws/stacks/waf-stack.ts, ParentConsentCaptcha): a call without a
 * solved puzzle is answered 405 by WAF (API Gateway never answers these POST routes so), and only a page load
 * can show the puzzle.
 */
export function isCaptchaNeeded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 405;
}

/** Why the page leaves its form: a link that no longer works, or a page load WAF's puzzle must come first. */
export type ParentStop = 'badLink' | 'captcha';

/**
 * A parent's page call through useSubmit: a link that no longer works, or a call WAF wants a CAPTCHA for,
 * leaves the form (`onStop`), any other failure is said on the page (the problem, a string).
 */
export function useParentSubmit(onStop: (stop: ParentStop) => void) {
  return useSubmit<string>({
    problemOf: (error) => {
      if (isGoneLink(error)) onStop('badLink');
      else if (isCaptchaNeeded(error)) onStop('captcha');
      else return error instanceof Error ? error.message : String(error);
      return undefined;
    },
  });
}
