/**
 * Build-time rendering of the public pages (decision 229): the same components the SPA
 * renders, to HTML, with Fluent UI's Griffel styles collected into `<style>` elements, so the page paints
 * before any JavaScript arrives. `npm run build:web` builds this file for Node (`vite build --ssr`) and
 * scripts/prerender.mjs writes each page, in each language, beside the SPA (dist/web/pages/). main.tsx then
 * hydrates the markup (or replaces it when the visitor's session or language differ from the prerendered one).
 *
 * Never part of the browser bundle.
 */
import { createDOMRenderer, renderToStyleElements } from '@fluentui/react-components';
import type { Messages } from '@lingui/core';
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { SITE_LANGUAGES, type SiteLanguage } from '#shared/domain/codes';
import { INTL_LOCALES, i18n } from '#web/lib/i18n';
import { AppProviders } from './app/providers';
import { Rendering } from './app/Rendering';
import { AppRoutes } from './app/routes';

export { PRERENDERED_PAGES } from '#web/lib/prerendered';

export const PRERENDERED_LANGUAGES = SITE_LANGUAGES;

// As lib/i18n.ts loads them (its `activateLanguage` also sets the document's language, which is the template's
// here), both parts at once: a page written ahead renders its lazily loaded route too.
const catalogues: Record<SiteLanguage, () => Promise<Messages>> = {
  en: () =>
    Promise.all([import('#web/lib/locales/compiled-en'), import('#web/lib/locales/later-en')]).then(
      ([first, later]) => ({ ...first.messages, ...later.messages }),
    ),
  hi: () =>
    Promise.all([import('#web/lib/locales/compiled-hi'), import('#web/lib/locales/later-hi')]).then(
      ([first, later]) => ({ ...first.messages, ...later.messages }),
    ),
  te: () =>
    Promise.all([import('#web/lib/locales/compiled-te'), import('#web/lib/locales/later-te')]).then(
      ([first, later]) => ({ ...first.messages, ...later.messages }),
    ),
};

export interface PrerenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** The Griffel `<style>` elements, for `<head>`. */
  styles: string;
  language: SiteLanguage;
}

/** Renders the page at `path` in `language`, waiting for its lazily loaded route (prerender, not renderToString). */
export async function prerenderPage(path: string, language: SiteLanguage): Promise<PrerenderedPage> {
  i18n.load(language, await catalogues[language]());
  i18n.activate(language, [INTL_LOCALES[language]]);
  const render = async () => {
    const renderer = createDOMRenderer();
    const { prelude } = await prerender(
      <StrictMode>
        <Rendering renderer={renderer}>
          <AppProviders>
            <StaticRouter location={path}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </Rendering>
      </StrictMode>,
      // One piece: React would otherwise move a large boundary's content out of line, behind an inline script.
      { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
    );
    return { html: await new Response(prelude).text(), renderer };
  };
  // The first pass loads the page's lazy chunks; the second finds them loaded, so nothing suspends and the
  // markup is whole: no streamed boundaries, whose inline scripts the site's CSP would refuse.
  await render();
  const { html, renderer } = await render();
  if (/<script\b|<template\b/.test(html))
    throw new Error(`The page ${path} still suspends when prerendered: its markup has streaming scripts`);
  const styles = renderToStaticMarkup(renderToStyleElements(renderer));
  return { html, styles, language };
}
