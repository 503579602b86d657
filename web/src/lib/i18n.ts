/**
 * The SPA's languages (English, Hindi, Telugu) on Lingui's runtime, without macros: messages are
 * addressed by the ids of the English catalogue (web/src/locales/en/messages.po; their type, MessageId, is generated
 * from it), so a misspelt id does not compile. Each language's catalogue is a chunk of its own, fetched before
 * the first render (main.tsx), so a page carries only its own language's messages: the page's HTML preloads
 * it (web/vite.config.ts, scripts/prerender.mjs). Every catalogue is compiled when building
 * (locales/compiled-*.ts), so the browser gets no ICU parser. docs/translations.md tells how the catalogues are edited and translated.
 *
 * The choice is kept in this browser (local storage, kept across sign-out: it is the browser's setting, not
 * the worker's data) and, for a signed-in worker, on the account (setLanguage; sign-in brings it back).
 * Without a choice the browser's own languages decide.
 */
import { i18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
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

const loaders: Record<Language, () => Promise<Messages>> = {
  en: () => import('./locales/compiled-en').then((m) => m.messages),
  hi: () => import('./locales/compiled-hi').then((m) => m.messages),
  te: () => import('./locales/compiled-te').then((m) => m.messages),
};

const loaded = new Set<Language>();

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
  return readStoredLanguage() ?? browserLanguage(navigator.languages ?? [navigator.language]);
}

export function activeLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : 'en';
}

/**
 * Loads the language's catalogue (once) and makes it the active one; the document's `lang` follows, so
 * screen readers and fonts pick the right script.
 */
export async function activateLanguage(language: Language): Promise<void> {
  if (!loaded.has(language)) {
    i18n.load(language, await loaders[language]());
    loaded.add(language);
  }
  i18n.activate(language, [INTL_LOCALES[language]]);
  document.documentElement.lang = language;
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
