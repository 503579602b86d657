/**
 * A move waits UNDO_SECONDS before it is sent (moves that cannot misfire): the row stays where it is,
 * its buttons replaced by "Shortlisting in 6 s" and Undo, and nothing reaches the server (nor the worker's SMS)
 * until the time is up. Then it is sent as any move is (the row leaves, a toast names the move) and, when the
 * focus was in that row, it goes to the next row's first action (the previous row's at the end, the tab when
 * the list is empty), never to the page body.
 *
 * A move still waiting is not lost: leaving the tab or the page of the list, or the applications screen, sends
 * it at once, and so does the browser leaving the page (`pagehide`: reload, another site, a closed tab), with
 * `fetch` keepalive so the request outlives the page. docs/decisions.md 178.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReviewDecision } from '#shared/domain/review';
import type { Application } from '../api/get-applications';

export const UNDO_SECONDS = 6;

/** The attribute marking a row's actions (buttons or undo line), valued with the application's key. */
export const ACTIONS_ATTRIBUTE = 'data-review-actions';

export const applicationKey = (application: Pick<Application, 'ID' | 'USER_ID'>) =>
  `${application.ID}:${application.USER_ID}`;

export interface PendingMove {
  application: Application;
  decision: ReviewDecision;
  /** When it is sent (ms since the epoch). */
  due: number;
}

interface PendingMovesOptions {
  /** Sends a move whose window ended, on screen: the row leaves and a toast names the move. */
  commit: (application: Application, decision: ReviewDecision) => unknown;
  /** Sends a move at once, off screen (the tab or page changed, the screen or page is left). */
  sendNow: (move: PendingMove, keepalive: boolean) => unknown;
  /** Changing this (the tab and page of the list) sends the moves still waiting. */
  scope: string;
}

/** Where the focus goes when the row of `key` leaves: the next row's first action, else the previous row's, else the selected tab. */
function focusAfterLeaving(key: string): HTMLElement | null {
  const all = [...document.querySelectorAll<HTMLElement>(`[${ACTIONS_ATTRIBUTE}]`)];
  const index = all.findIndex((element) => element.getAttribute(ACTIONS_ATTRIBUTE) === key);
  const row = all[index]?.closest('tr, li');
  if (!row?.contains(document.activeElement)) return null;
  const neighbour = all[index + 1] ?? all[index - 1];
  return (
    neighbour?.querySelector<HTMLElement>('button') ??
    document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
  );
}

/** The first action of the row of `key` (after an undo, its move buttons are back). */
export function focusRowActions(key: string): void {
  window.setTimeout(() => {
    document.querySelector<HTMLElement>(`[${ACTIONS_ATTRIBUTE}="${key}"] button`)?.focus();
  }, 0);
}

export function usePendingMoves({ commit, sendNow, scope }: PendingMovesOptions) {
  const [pending, setPending] = useState<ReadonlyMap<string, PendingMove>>(() => new Map());
  const [now, setNow] = useState(() => Date.now());
  const waiting = useRef(new Map<string, { move: PendingMove; timer: number }>());
  const latest = useRef({ commit, sendNow });
  latest.current = { commit, sendNow };

  const show = useCallback(() => {
    setPending(new Map([...waiting.current].map(([key, entry]) => [key, entry.move])));
  }, []);

  const start = useCallback(
    (application: Application, decision: ReviewDecision) => {
      const key = applicationKey(application);
      if (waiting.current.has(key)) return;
      const move = { application, decision, due: Date.now() + UNDO_SECONDS * 1000 };
      const timer = window.setTimeout(() => {
        waiting.current.delete(key);
        show();
        focusAfterLeaving(key)?.focus();
        void latest.current.commit(application, decision);
      }, UNDO_SECONDS * 1000);
      waiting.current.set(key, { move, timer });
      setNow(Date.now());
      show();
    },
    [show],
  );

  const undo = useCallback(
    (key: string) => {
      const entry = waiting.current.get(key);
      if (!entry) return;
      window.clearTimeout(entry.timer);
      waiting.current.delete(key);
      show();
      focusRowActions(key);
    },
    [show],
  );

  // The countdown on screen, a tick a second while a move waits.
  const anyWaiting = pending.size > 0;
  useEffect(() => {
    if (!anyWaiting) return;
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, [anyWaiting]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scope is the trigger: another tab or page sends what waits.
  useEffect(() => {
    const sendAll = (keepalive: boolean) => {
      for (const { move, timer } of waiting.current.values()) {
        window.clearTimeout(timer);
        void latest.current.sendNow(move, keepalive);
      }
      waiting.current.clear();
    };
    const onPageHide = () => {
      sendAll(true);
      show();
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      sendAll(true);
      setPending(new Map());
    };
  }, [scope, show]);

  /** Whole seconds left before the move of `key` is sent (at least 1 while it waits). */
  const secondsLeft = (move: PendingMove) => Math.max(1, Math.ceil((move.due - now) / 1000));

  return { pending, start, undo, secondsLeft };
}
