// Writes the public pages as HTML (decision 229), after `vite build` built the SPA and
// web/src/prerender.tsx for Node: each page of PRERENDERED_PAGES in each language, into the SPA's own
// index.html (same scripts and stylesheet), at dist/web/pages/<language>/<page>.html. The twin and CloudFront
// serve one of them for exactly its path (infra/aws/edge/spa-routing.js picks the language); main.tsx hydrates it.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pageInLanguage } from './page-language.mjs';

const webRoot = resolve(process.argv[2] ?? 'dist/web');
const serverBuild = resolve(process.argv[3] ?? 'dist/prerender');
process.env.NODE_ENV = 'production';
const { prerenderPage, PRERENDERED_PAGES, PRERENDERED_LANGUAGES } = await import(
  pathToFileURL(join(serverBuild, 'prerender.js')).href
);
const template = readFileSync(join(webRoot, 'index.html'), 'utf8');
const assets = readdirSync(join(webRoot, 'assets'));

function replaceOnce(text, pattern, replacement) {
  if (!pattern.test(text)) throw new Error(`index.html has no ${pattern}: is it still the SPA's template?`);
  return text.replace(pattern, () => replacement);
}

/** The SPA's index.html carrying the page: its language, its title, its styles and its markup. */
function fill(page) {
  // React writes the page's <title> (components/PageTitle.tsx) first; it belongs in <head>.
  const titleMatch = page.html.match(/^<title>[^<]*<\/title>/);
  const title = titleMatch ? titleMatch[0] : undefined;
  const body = title ? page.html.slice(title.length) : page.html;
  // The page preloads its own language's catalogue, not the shell's English one.
  let html = pageInLanguage(template, page.language, assets);
  html = replaceOnce(html, /<html lang="[^"]*">/, `<html lang="${page.language}">`);
  if (title) html = replaceOnce(html, /<title>[^<]*<\/title>/, title);
  html = replaceOnce(html, /<\/head>/, `${page.styles}\n  </head>`);
  html = replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered="${page.language}">${body}</div>`,
  );
  return html;
}

const pagesDir = join(webRoot, 'pages');
rmSync(pagesDir, { recursive: true, force: true });
for (const language of PRERENDERED_LANGUAGES) {
  mkdirSync(join(pagesDir, language), { recursive: true });
  for (const [name, path] of Object.entries(PRERENDERED_PAGES)) {
    const page = await prerenderPage(path, language);
    writeFileSync(join(pagesDir, language, `${name}.html`), fill(page));
  }
}
rmSync(serverBuild, { recursive: true, force: true });
