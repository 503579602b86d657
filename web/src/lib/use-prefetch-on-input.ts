import { useEffect } from 'react';
import { dataSaverOn } from './data-saver';

/** What a person does first on a log-in page: touches it, or types (a key, including Tab to the first field). */
const FIRST_INPUT = ['pointerdown', 'keydown'] as const;

/**
 * Fetches the area behind a log-in page (`load`, its dynamic import) at the first touch or key press on the page,
 * while the credentials are being typed, so the area opens without a wait after the log-in, and the log-in page
 * itself paints without it. Not at once: the area's code is several times the log-in's, and fetching
 * and running it while the page loads would hold up a phone for the form it is there to show. Once per mount;
 * a failed fetch is left to the route's own import, which tries again when the area opens. Nothing is fetched
 * ahead while data saver is on.
 */
export function usePrefetchOnInput(load: () => Promise<unknown>): void {
  useEffect(() => {
    if (dataSaverOn()) return;
    let done = false;
    const prefetch = () => {
      if (done) return;
      done = true;
      remove();
      load().catch(() => undefined);
    };
    const remove = () => {
      for (const type of FIRST_INPUT) window.removeEventListener(type, prefetch, true);
    };
    for (const type of FIRST_INPUT) window.addEventListener(type, prefetch, true);
    return remove;
  }, [load]);
}
