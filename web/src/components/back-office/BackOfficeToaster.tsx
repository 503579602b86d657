/**
 * The back office's toasts (admin and internal areas, and their log-in pages), without the toaster's code in
 * the pages' first chunks. Fluent's toaster (its portal, motion and toast parts: about 25 KB gzip,
 * a third of a log-in page's code and a dozen of a screen's files) is needed only once a toast shows, which is
 * always after something the person did. So `useToast` queues the toast here, and `BackOfficeToaster` then
 * fetches the toaster (BackOfficeToasts.tsx), mounts it and shows what was queued. The chunk is fetched ahead
 * at the first touch or key press on the page, so it is there by the time the server answers.
 */
import type { ToastIntent } from '@fluentui/react-components';
import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { lazyPart } from '#web/lib/i18n';
import { usePrefetchOnInput } from '#web/lib/use-prefetch-on-input';

/** Spec section 9: a toast stays 5000 ms. */
export const TOAST_TIMEOUT_MS = 5000;

export interface QueuedToast {
  text: string;
  intent: ToastIntent;
}

let queue: QueuedToast[] = [];
let asked = false;
/** Counts the toasts asked for, so the toaster looks at the queue again after each. */
let version = 0;
let dismissShown: (() => void) | undefined;
const listeners = new Set<() => void>();

/** The queue between `useToast` and the toaster (BackOfficeToasts.tsx reads it). */
export const toastQueue = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Whether a toast was ever asked for: the toaster is fetched and mounted from then on. */
  asked: (): boolean => asked,
  version: (): number => version,
  /** The toasts waiting for the toaster, taken once. */
  take(): QueuedToast[] {
    const taken = queue;
    queue = [];
    return taken;
  },
  /** What dismisses the toasts shown, set while the toaster is mounted. */
  setDismiss(dismiss: (() => void) | undefined): void {
    dismissShown = dismiss;
  },
};

function showToast(text: string, intent: ToastIntent = 'info'): void {
  queue.push({ text, intent });
  asked = true;
  version += 1;
  for (const listener of listeners) listener();
}

function dismissToasts(): void {
  queue = [];
  dismissShown?.();
}

/** The toaster's chunk, fetched at the first toast or ahead of it. */
const loadToasts = () => import('./BackOfficeToasts');
const BackOfficeToasts = lazyPart(() => loadToasts().then((m) => ({ default: m.BackOfficeToasts })));

/**
 * Where the area's toasts appear, with the spec's defaults: 5000 ms, top right, the newest on top, paused while
 * hovered (BackOfficeToasts.tsx). Nothing until the first toast is asked for. Mount one per area, around all
 * its pages (and one beside each log-in form).
 */
export function BackOfficeToaster() {
  usePrefetchOnInput(loadToasts);
  const wanted = useSyncExternalStore(toastQueue.subscribe, toastQueue.asked, toastQueue.asked);
  // A toast nobody showed does not wait for the next toaster (as one sent with no toaster mounted is lost).
  useEffect(
    () => () => {
      queue = [];
    },
    [],
  );
  return wanted ? (
    <Suspense fallback={null}>
      <BackOfficeToasts />
    </Suspense>
  ) : null;
}

/** Shows a one-line toast in the area's toaster: `toast('Login Failed', 'error')`. */
export function useToast(): (text: string, intent?: ToastIntent) => void {
  return showToast;
}

/** Dismisses every toast of the area: a log-in that succeeds clears the 'Login Failed' of an earlier try. */
export function useDismissToasts(): () => void {
  return dismissToasts;
}
