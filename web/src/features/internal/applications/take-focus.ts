import { type RefObject, useEffect } from 'react';

/**
 * Focuses `target` as it appears, and again a moment later if the focus has meanwhile fallen to the page body:
 * a Fluent dialog closing gives the focus back to the button that opened it, and when that button is gone (the
 * row's move buttons, the bulk bar's) the focus would otherwise drop to the body.
 */
export function useTakeFocus(target: RefObject<HTMLElement | null>, when: unknown): void {
  useEffect(() => {
    if (!when) return;
    target.current?.focus();
    const again = window.setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) target.current?.focus();
    }, 400);
    return () => window.clearTimeout(again);
  }, [target, when]);
}
