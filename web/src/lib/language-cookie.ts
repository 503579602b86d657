/**
 * The chosen language, mirrored where the edge can read it (decision 229): infra/aws/edge/spa-routing.js serves
 * the prerendered public pages in the language this cookie names, so a returning visitor's first paint is
 * already in their language. The choice itself stays in local storage (lib/i18n.ts).
 */
import type { SiteLanguage } from '#shared/domain/codes';
import { LANGUAGE_COOKIE } from './prerendered-pages';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Keeps the chosen language where the edge can read it, so the next visit's first paint is already in it
 * (a preference of this browser, like the local storage entry it mirrors; no personal data).
 */
export function rememberLanguageForPages(language: SiteLanguage): void {
  try {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: one preference cookie, written once; no Cookie Store API in every browser we serve.
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
  } catch {
    // No cookies: the page is prerendered in the browser's language, and renders in the chosen one.
  }
}
