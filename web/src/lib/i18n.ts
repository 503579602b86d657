/**
 * The SPA's languages (English, Hindi, Telugu) on Lingui's runtime, without macros: messages are
 * addressed by the ids of the English catalogue (web/src/locales/en/messages.po; their type, MessageId, is generated
 * from it), so a misspelt id does not compile. Each language's catalogue is two chunks of its own. Its first
 * part is fetched before the first render (main.tsx), so a page carries only its own language's messages, and
 * only those its first load can show (web/src/locales/first-load-ids.ts): the page's HTML preloads it
 * (web/vite.config.ts, scripts/prerender.mjs). Its later part comes with the first lazily loaded part of the app
 * (`lazyPart`). Every catalogue is compiled when building
 * (locales/compiled-*.ts), so the browser gets no ICU parser. docs/translations.md tells how the catalogues are edited and translated.
 *
 * The choice is kept in this browser (local storage, kept across sign-out: it is the browser's setting, not
 * the worker's data) and, for a signed-in worker, on the account (setLanguage; sign-in brings it back).
 * Without a choice the browser's own languages decide.
 */
import { i18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { type ComponentType, type LazyExoticComponent, lazy, useCallback } from 'react';
import { SITE_LANGUAGES, type SiteLanguage } from '#shared/domain/codes';
import type { MessageId } from '../locales/message-ids';
import { rememberLanguageForPages } from './language-cookie';
import { LANGUAGE_KEY } from './worker-storage';

export type { MessageId };

declare module '@lingui/core' {
  interface Register {
    messageIds: MessageId;
  }
}

export const LANGUAGES = SITE_LANGUAGES;
export type Language = SiteLanguage;

/** Each language by its own name, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी', te: 'తెలుగు' };

/** The locale `Intl` formats numbers, money and dates in (₹ and lakh grouping in all three). */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', te: 'te-IN' };

const firstParts: Record<Language, () => Promise<Messages>> = {
  en: () => import('./locales/compiled-en').then((m) => m.messages),
  hi: () => import('./locales/compiled-hi').then((m) => m.messages),
  te: () => import('./locales/compiled-te').then((m) => m.messages),
};
const laterParts: Record<Language, () => Promise<Messages>> = {
  en: () => import('./locales/later-en').then((m) => m.messages),
  hi: () => import('./locales/later-hi').then((m) => m.messages),
  te: () => import('./locales/later-te').then((m) => m.messages),
};

/** The parts of each language's messages loaded so far (a language's first part is always loaded first). */
const loaded = new Set<`${Language}:${'first' | 'later'}`>();
/** Whether a lazily loaded part of the app has asked for the later messages: a new language then needs them too. */
let laterWanted = false;

/** Each language's messages as Lingui holds them: the object its first load gave Lingui, which a later part joins. */
const catalogues = new Map<Language, Messages>();

async function loadPart(language: Language, part: 'first' | 'later'): Promise<void> {
  if (loaded.has(`${language}:${part}`)) return;
  const messages = await (part === 'first' ? firstParts : laterParts)[language]();
  const catalogue = catalogues.get(language);
  // Joined without Lingui's change event: nothing on screen shows these messages yet (the lazy part waiting for
  // them renders once they are in), and an update while React hydrates a prerendered page would make it render
  // the page afresh, losing what was typed into it.
  if (catalogue) Object.assign(catalogue, messages);
  else {
    const own = { ...messages };
    catalogues.set(language, own);
    i18n.load(language, own);
  }
  loaded.add(`${language}:${part}`);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function readStoredLanguage(): Language | undefined {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage refused: the choice lasts until the page closes.
  }
  rememberLanguageForPages(language);
}

/** The first of the browser's languages we have ('hi-IN' counts as 'hi'), else English. */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

/** The language to start in: the one chosen in this browser, else the browser's. */
export function initialLanguage(): Language {
  return (
    urlLanguage() ?? readStoredLanguage() ?? browserLanguage(navigator.languages ?? [navigator.language])
  );
}

/**
 * The language a public page's address names (`/jobs?city=hyderabad&lang=hi`, decision 616): the page the
 * server rendered in it is shown in it, before the stored choice and the browser's.
 */
function urlLanguage(): Language | undefined {
  const asked = new URLSearchParams(window.location.search).get('lang');
  return asked !== null && isLanguage(asked) ? asked : undefined;
}

export function activeLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : 'en';
}

/**
 * Loads the language's catalogue (once: its first part, and its later part too once the app has needed it) and
 * makes it the active one; the document's `lang` follows, so screen readers and fonts pick the right script.
 */
export async function activateLanguage(language: Language): Promise<void> {
  await Promise.all([loadPart(language, 'first'), laterWanted ? loadPart(language, 'later') : undefined]);
  i18n.activate(language, [INTL_LOCALES[language]]);
  document.documentElement.lang = language;
}

/**
 * The active language's later messages (every message the first load of a page cannot show), and from now on a
 * new language's too. A failed fetch is retried by the next call.
 */
export function loadLaterMessages(): Promise<void> {
  laterWanted = true;
  return loadPart(activeLanguage(), 'later');
}

/**
 * React's `lazy` for a part of the app outside the first load: its code and the active language's later messages
 * arrive together (fetched side by side), so it never renders a message id for a text not yet loaded.
 */
// biome-ignore lint/suspicious/noExplicitAny: React's own `lazy` takes any component type
export function lazyPart<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() => Promise.all([load(), loadLaterMessages()]).then(([module]) => module));
}

export type MessageValues = Record<string, string | number>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** The worker chose a language: shown at once and kept in this browser. */
export async function chooseLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await activateLanguage(language);
}

/** The message with this id in the active language (for code outside components: toasts, validation). */
export const translate: Translate = (id, values) => i18n._(id, values);

/** `t(id, values)` in the active language; the component renders again when the language changes. */
export function useT(): Translate {
  const { _ } = useLingui();
  return useCallback<Translate>((id, values) => _(id, values), [_]);
}

/** The active language; components using it render again when it changes. */
export function useLanguage(): Language {
  const { i18n: active } = useLingui();
  return isLanguage(active.locale) ? active.locale : 'en';
}

export { i18n, LANGUAGE_KEY };
