import { Suspense, useSyncExternalStore } from 'react';
import { lazyPart } from '#web/lib/i18n';
import { isNewVersionAvailable, subscribeToNewVersion } from '#web/lib/new-version';

// Out of the first load: the notice's Fluent MessageBar is fetched when a deploy happened.
const NewVersionBar = lazyPart(() => import('./NewVersionBar').then((m) => ({ default: m.NewVersionBar })));

/**
 * Once an API answer named other contracts than this SPA was built with (a deploy happened while the tab was
 * open), a polite notice with a Reload button, on every page (worker and back office). The page keeps working
 * meanwhile: the hashed chunks it may still load stay in the bucket (docs/decisions.md 115).
 */
export function NewVersionNotice() {
  const available = useSyncExternalStore(subscribeToNewVersion, isNewVersionAvailable, () => false);
  if (!available) return null;
  return (
    <Suspense fallback={null}>
      <NewVersionBar />
    </Suspense>
  );
}
