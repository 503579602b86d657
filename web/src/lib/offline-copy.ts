/**
 * Answers the service worker gave from its cache because the network was away (web/public/sw.js: it marks them
 * with SAVED_AT_HEADER, the moment the copy was kept). callApi hands every answer's header here, by URL; the
 * page then shows the age of the oldest copy on screen ("Saved 2 hours ago", OfflineCopyNotice), until a fresh
 * answer for the same URL arrives. A tiny store, in the first load (callApi reaches it).
 */
export const SAVED_AT_HEADER = 'x-saved-at';

const shownCopies = new Map<string, number>();
let oldest: number | null = null;
const listeners = new Set<() => void>();

function changed(): void {
  const next = shownCopies.size === 0 ? null : Math.min(...shownCopies.values());
  if (next === oldest) return;
  oldest = next;
  for (const listener of listeners) listener();
}

/** The answer to `url` carried `savedAt` (a kept copy, in ms since the epoch) or nothing (a fresh answer). */
export function noteAnswer(url: string, savedAt: string | null): void {
  const at = savedAt === null ? Number.NaN : Number(savedAt);
  if (Number.isFinite(at) && at > 0) shownCopies.set(url, at);
  else if (!shownCopies.delete(url)) return;
  changed();
}

/** When the oldest kept copy on screen was saved (ms), or null while every answer is fresh. */
export function oldestCopySavedAt(): number | null {
  return oldest;
}

export function subscribeToOfflineCopies(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The age of a copy in the largest whole unit (minutes, hours or days), for Intl.RelativeTimeFormat. */
export function ageOf(savedAt: number, now: number): { value: number; unit: 'minute' | 'hour' | 'day' } {
  const minutes = Math.max(0, Math.floor((now - savedAt) / 60_000));
  if (minutes < 60) return { value: minutes, unit: 'minute' };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { value: hours, unit: 'hour' };
  return { value: Math.floor(hours / 24), unit: 'day' };
}

/** For tests: as a fresh page load. */
export function forgetOfflineCopies(): void {
  shownCopies.clear();
  changed();
}

/** The prefix of the service worker's per-worker caches of API answers (web/public/sw.js). */
export const WORKER_CACHE_PREFIX = 'api-user-';

/**
 * Sign-out deletes every answer the service worker kept for a worker: nothing personal stays in this browser
 * for the next person (the public jobs' copies stay). Not waited for by the caller; a browser without the Cache
 * API has nothing to delete.
 */
export async function forgetWorkerCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(WORKER_CACHE_PREFIX)).map((name) => caches.delete(name)),
  );
}
