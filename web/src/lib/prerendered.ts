/**
 * The public pages and the staff log-in pages written as HTML at build time (decisions 229 and 240): web/src/prerender.tsx renders them,
 * scripts/prerender.mjs writes them to dist/web/pages/<language>/<name>.html, and the edge
 * (infra/aws/edge/spa-routing.js, run by the twin too) serves one for exactly its path, in the language the
 * `earnlearn-language` cookie (else the browser's Accept-Language) names. main.tsx hydrates the markup when
 * this browser would render the same page, and renders afresh otherwise.
 */
import { accountErasedMarked } from '#web/components/privacy/AccountErasedNotice';
import type { Language } from './i18n';
import { readSessionToken } from './worker-storage';

export { rememberLanguageForPages } from './language-cookie';
export { LANGUAGE_COOKIE, PRERENDERED_PAGES } from './prerendered-pages';

/** The language the page in `#root` was prerendered in, or undefined for the plain SPA shell. */
export function prerenderedLanguage(container: HTMLElement): string | undefined {
  return container.dataset.prerendered;
}

/**
 * Whether the SPA's first render here gives the very markup of the prerendered page in `language`: the same
 * language, no worker signed in (the header shows their menu, and the sign-in dialog may be open), no one-off
 * notice to show (a just-erased account), and no state the router keeps in this history entry (a staff log-in
 * page reloaded after a session ended shows why, from that state). Otherwise the SPA renders afresh over it.
 */
export function mayHydrate(prerendered: string | undefined, language: Language): boolean {
  return (
    prerendered === language &&
    !readSessionToken() &&
    !accountErasedMarked() &&
    !routerStateOf(window.history.state)
  );
}

/** What react-router keeps in a history entry's state (`usr`: the `state` of the navigation that made it). */
function routerStateOf(state: unknown): unknown {
  return typeof state === 'object' && state !== null ? (state as { usr?: unknown }).usr : undefined;
}
