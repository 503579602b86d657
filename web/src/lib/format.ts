/**
 * Dates, numbers and money in the active language's Indian locale (en-IN, hi-IN, te-IN: ₹ and lakh grouping).
 * Components that format also read a message (useT), so they render again when the language changes.
 */
import { activeLanguage, INTL_LOCALES, type Language } from './i18n';

function perLanguage<F>(make: (locale: string) => F): () => F {
  const cache = new Map<Language, F>();
  return () => {
    const language = activeLanguage();
    let formatter = cache.get(language);
    if (!formatter) {
      formatter = make(INTL_LOCALES[language]);
      cache.set(language, formatter);
    }
    return formatter;
  };
}

const dateFormat = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }),
);
const dayFormat = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
);
const dateTimeFormat = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
);
const numberFormat = perLanguage((locale) => new Intl.NumberFormat(locale));
const rupeeFormat = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
);

/** '20 Nov 2026' (or '20 नव॰ 2026') for an ISO date-time; the text itself when it is not a date. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat().format(date);
}

/** '2 Dec 2026, 10:30 am' for an ISO date-time, in the browser's time zone; the text itself when it is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat().format(date);
}

/** '17 May 2003' for a calendar day (YYYY-MM-DD), read as that day wherever the browser is. */
export function formatDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : dayFormat().format(date);
}

/** '1,50,000' */
export function formatNumber(value: number): string {
  return numberFormat().format(value);
}

/** '₹1,50,000' */
export function formatRupees(value: number): string {
  return rupeeFormat().format(value);
}
