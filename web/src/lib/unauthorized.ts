/** How the API client tells the sessions that the server refused one (a 401). */
import type { CallerKind } from '#shared/domain/codes';

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
