// The SPA's index.html preloads the English catalogue's chunk (web/vite.config.ts, `preloadEnglishCatalogue`); a
// page written in another language preloads that language's chunk instead, so its first load carries its own
// messages and no other language's. Used by scripts/prerender.mjs, and by the bench and the build's test
// (scripts/bench/budgets/spa.ts) to measure each language's first load the way the pages are written.

/** The catalogue chunk of `language` among the SPA's built assets (Vite names a chunk after its module). */
export function catalogueChunk(assets, language) {
  const found = assets.filter((name) => new RegExp(`^compiled-${language}-[\\w-]+\\.js$`).test(name));
  if (found.length !== 1)
    throw new Error(
      `Expected one catalogue chunk for ${language} in the SPA's assets, found ${found.length}`,
    );
  return found[0];
}

/** `html` (the SPA's index.html) with its catalogue preload pointing at `language`'s chunk. */
export function pageInLanguage(html, language, assets) {
  const english = `/assets/${catalogueChunk(assets, 'en')}`;
  const preload = new RegExp(`<link rel="modulepreload" crossorigin href="${english}">`);
  if (!preload.test(html)) throw new Error(`index.html does not preload the English catalogue (${english})`);
  return html.replace(english, `/assets/${catalogueChunk(assets, language)}`);
}
