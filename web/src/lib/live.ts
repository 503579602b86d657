/**
 * "Live" data: what a signed-in worker watches change while the page is open (Applied Jobs with its interviews,
 * the bell's count) is asked again every LIVE_POLL_MS while the tab is visible, at once when it is shown or
 * focused again, never while it is hidden or once the worker has signed out. After a failure the next try waits
 * twice as long each time (up to LIVE_BACKOFF_MAX_MS); a success brings the pace back. SWR polling rather than a
 * WebSocket: decision 585 (cost in docs/operations.md, "Keeping open pages up to date").
 *
 * A hook opts in with `useSWR(key, fetcher, liveOptions)` (another hook of the key: `liveFollowOptions`): one
 * place for every live screen's pace.
 */
import type { SWRConfiguration } from 'swr';
import { ApiError, holdsSessionFor } from './api';

/** How often an open, visible page asks again (decision 585; priced in infra/aws/live-cost.ts, the runbook). */
export const LIVE_POLL_MS = 10_000;
/** The longest wait between tries after failures in a row. */
export const LIVE_BACKOFF_MAX_MS = 5 * 60_000;
/** Coming back to the tab asks again at once, but not more than once in this long. */
const FOCUS_THROTTLE_MS = 5_000;

/** The wait before the next try after `failures` failures in a row (1, 2, ...): 20 s, 40 s, ... 5 min. */
export function backoffAfter(failures: number): number {
  return Math.min(LIVE_POLL_MS * 2 ** Math.max(1, failures), LIVE_BACKOFF_MAX_MS);
}

/** Polls only while this tab holds the worker's session: a signed-out page stops (0 is SWR's "no polling"). */
const pollInterval = () => (holdsSessionFor('worker') ? LIVE_POLL_MS : 0);

/** A refusal that asking again cannot change: signed out (401), held or forbidden (403), gone (404). */
const isFinal = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404);

/**
 * A live key's options without its polling: for a hook of the same key on a screen that only reads the list.
 * SWR hands focus and retry events to the first hook of a key alone, so every hook of a live key takes these,
 * and the screens that poll take `liveOptions`.
 */
export const liveFollowOptions: SWRConfiguration = {
  // Signed out (here or in another tab): no request at all, the tick that is due included.
  isPaused: () => !holdsSessionFor('worker'),
  refreshWhenHidden: false,
  refreshWhenOffline: false,
  revalidateOnFocus: true,
  revalidateOnReconnect: true,
  focusThrottleInterval: FOCUS_THROTTLE_MS,
  // SWR's interval stops while the last answer is an error: the retry below is what polls on, further apart.
  shouldRetryOnError: true,
  onErrorRetry: (error, _key, config, revalidate, retry) => {
    if (isFinal(error) || !holdsSessionFor('worker')) return;
    // Hidden: no retry now; showing the tab again asks at once (revalidateOnFocus).
    if (!config.isVisible()) return;
    setTimeout(() => void revalidate(retry), backoffAfter(retry.retryCount));
  },
};

/** Polled every LIVE_POLL_MS while visible and signed in, with the rest of liveFollowOptions. */
export const liveOptions: SWRConfiguration = { ...liveFollowOptions, refreshInterval: pollInterval };
