// Setup for the 'web' vitest project (jsdom): jest-dom matchers, cleanup, and the browser APIs jsdom lacks
// but Fluent UI and the app call.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Pages and the login dialog are lazy chunks: on a busy 2-core CI machine the first import of one can take
// longer than Testing Library's default 1 s wait for `findBy*`. Waiting longer only costs time when it fails.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
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
