/**
 * The staff log-in pages' toasts, without the toaster's code in the log-in's chunk (issue 25). Fluent's toaster
 * (its portal, motion and toast parts: about 25 KB gzip, a third of the log-in's code) is needed only once a
 * toast shows, which on a log-in page is after a submit. So the log-in card queues its toast here; the page's
 * `LoginToaster` then fetches the area's toaster (`BackOfficeToaster`), mounts it and shows what was queued.
 * The pages also fetch it at the first touch or key press, with the area, so it is there by the time the
 * server answers.
 */
import type { ToastIntent } from '@fluentui/react-components';

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

export const loginToasts = {
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

/** Shows a one-line toast on a staff log-in page: `showLoginToast('Login Failed', 'error')`. */
export function showLoginToast(text: string, intent: ToastIntent = 'info'): void {
  queue.push({ text, intent });
  asked = true;
  version += 1;
  for (const listener of listeners) listener();
}

/** Dismisses the log-in page's toasts, shown or waiting: a log-in that succeeds clears an earlier failure. */
export function dismissLoginToasts(): void {
  queue = [];
  dismissShown?.();
}

/** The toaster's chunk, fetched at the first toast or ahead of it (`usePrefetchOnInput`). */
export const loadLoginToaster = () => import('./LoginToasterQueue');
