// Setup for the 'web' vitest project (jsdom): jest-dom matchers, cleanup, and the browser APIs jsdom lacks
// but Fluent UI and the app call.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { activateLanguage, loadLaterMessages } from '#web/lib/i18n';

// Files of one worker share one jsdom window: each starts at `/`, not where the last file's test left the history
// (an `/employer` URL would route the next file's hiring calls to the employer's session).
window.history.replaceState(null, '', '/');

// As main.tsx does before the first render: each file starts in English, its catalogue loaded (both parts: a
// test renders a lazily loaded screen's components without its `lazyPart`).
await activateLanguage('en');
await loadLaterMessages();

// Pages and the login dialog are lazy chunks: on a busy 2-core CI machine the first import of one can take
// longer than Testing Library's default 1 s wait for `findBy*`. Waiting longer only costs time when it fails.
configure({ asyncUtilTimeout: 5000 });

/**
 * jsdom lays nothing out: every element's offsetParent is null and the body has no size, so Fluent's focus
 * finder (tabster) takes every button for hidden. An opening Dialog then focuses its own surface instead of its
 * first button, and when tabster registers the dialog as a modal only after that focus (a slow, busy run), it
 * counts the dialog as an inactive modal and hides it (aria-hidden): the dialog never "appears". Laid out as a
 * browser lays it out, the dialog focuses its first button (Cancel) and is the active modal every time. Laid out
 * before every test (the `afterEach` below restores it).
 */
function layOutForFocus() {
  vi.spyOn(document.body, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 1280, 800));
  vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function offsetParent(
    this: HTMLElement,
  ) {
    return this.parentElement;
  });
}

beforeEach(layOutForFocus);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

/**
 * The files of one worker share a module registry (`isolate: false`: React and Fluent are imported once, not
 * once per file). Each file still starts as a fresh page load: the app's own modules (the active language, the
 * site configuration read once, the toasts' queue) are evaluated afresh for the next file.
 */
afterAll(() => {
  vi.resetModules();
  document.documentElement.lang = 'en';
});

if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}

// jsdom's window.scrollTo only logs "not implemented".
window.scrollTo = (() => {}) as typeof window.scrollTo;
