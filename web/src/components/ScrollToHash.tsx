import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for an anchor on a page that is still loading (a lazy route) before giving up. */
const WAIT_FOR_ANCHOR_MS = 3000;

/**
 * Scrolls to the element; one made focusable for this (`tabindex`, an application in Applied Jobs, say) also
 * takes the focus, so the keyboard goes on from what the link was about.
 */
function scrollToId(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ block: 'start' });
  if (target.hasAttribute('tabindex')) target.focus({ preventScroll: true });
  return true;
}

/** On every navigation: scroll to (and focus) the element named by `location.hash`, or to the top of the page. */
export function ScrollToHash() {
  const { hash, key } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` changes on every navigation, so following the same link twice scrolls again.
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    if (scrollToId(id)) return;

    const observer = new MutationObserver(() => {
      if (scrollToId(id)) stop();
    });
    const timer = window.setTimeout(stop, WAIT_FOR_ANCHOR_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [hash, key]);

  return null;
}
