/**
 * Whether the window is phone-narrow (600 px or less, the breakpoint of every back-office style): the
 * applications screen then shows a card per application instead of a table too wide to read there. Read from
 * `matchMedia` and followed as the window turns or resizes; without `matchMedia` (server, tests) it is false.
 */
import { useSyncExternalStore } from 'react';

export const PHONE_QUERY = '(max-width: 600px)';

function phoneQuery(): MediaQueryList | undefined {
  return typeof window === 'undefined' || !window.matchMedia ? undefined : window.matchMedia(PHONE_QUERY);
}

function subscribe(onChange: () => void): () => void {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => phoneQuery()?.matches ?? false,
    () => false,
  );
}
