import { Suspense, useSyncExternalStore } from 'react';
import { lazyPart } from '#web/lib/i18n';
import { oldestCopySavedAt, subscribeToOfflineCopies } from '#web/lib/offline-copy';

// Out of the first load: the notice's Fluent MessageBar is fetched only when a kept copy is on screen.
const OfflineCopyBar = lazyPart(() =>
  import('./OfflineCopyBar').then((m) => ({ default: m.OfflineCopyBar })),
);

/**
 * While the page shows answers the service worker kept (the network is away), a polite notice on every page
 * with the age of the oldest of them: "You are offline" and "Saved 2 hours ago" (decision 630).
 */
export function OfflineCopyNotice() {
  const savedAt = useSyncExternalStore(subscribeToOfflineCopies, oldestCopySavedAt, () => null);
  if (savedAt === null) return null;
  return (
    <Suspense fallback={null}>
      <OfflineCopyBar savedAt={savedAt} />
    </Suspense>
  );
}
