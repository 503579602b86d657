/**
 * The language of a public page and the addresses of its language versions (decision 616): the URL's
 * `?lang=` first (en, hi or te), then the browser's Accept-Language, then English. Every language version has
 * its own address with `lang`, which is the page's canonical; the address without `lang` is the x-default, which
 * answers in the visitor's language. Pure.
 */
import { SITE_LANGUAGES, type SiteLanguage } from '#shared/domain/codes';

export function isSiteLanguage(value: string | null | undefined): value is SiteLanguage {
  return (SITE_LANGUAGES as readonly string[]).includes(value ?? '');
}

/** The first of the site's languages an Accept-Language header asks for (by its q-values), if any. */
export function acceptedLanguage(header: string | undefined): SiteLanguage | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isSiteLanguage);
}

/** The page's language: the URL's, else the browser's, else English. */
export function pageLanguage(query: URLSearchParams, acceptLanguage: string | undefined): SiteLanguage {
  const asked = query.get('lang');
  return isSiteLanguage(asked) ? asked : (acceptedLanguage(acceptLanguage) ?? 'en');
}

/** `path` (with its query, if any) in `language`, or as the x-default without one. */
export function inLanguage(path: string, language: SiteLanguage | undefined): string {
  const url = new URL(path, 'http://page');
  url.searchParams.delete('lang');
  if (language) url.searchParams.set('lang', language);
  return `${url.pathname}${url.search}`;
}

/** The head's canonical and its hreflang alternates (en, hi, te, x-default), absolute on `siteUrl`. */
export function languageLinks(path: string, language: SiteLanguage, siteUrl: string): string {
  const absolute = (target: SiteLanguage | undefined) => new URL(inLanguage(path, target), siteUrl).href;
  const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return [
    `<link rel="canonical" href="${attribute(absolute(language))}" />`,
    ...SITE_LANGUAGES.map(
      (other) => `<link rel="alternate" hreflang="${other}" href="${attribute(absolute(other))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${attribute(absolute(undefined))}" />`,
  ].join('\n    ');
}
