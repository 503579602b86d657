/**
 * SPA first load: the JavaScript `dist/web/index.html` makes the browser fetch for `/` (the entry module and
 * the modulepreload links), each gzipped at level 9. Chunks loaded later (lazy routes) are listed, not counted.
 * Each language's first load is measured on `/` as prerendered in it (dist/web/pages/<language>/home.html),
 * which preloads that language's catalogue instead of the shell's English one.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { repoRoot } from '#infra/local/handlers';
import { catalogueChunk } from '../../page-language.mjs';

export interface SpaFile {
  path: string;
  kind: 'entry' | 'modulepreload' | 'stylesheet' | 'lazy';
  bytes: number;
  gzip: number;
}

export interface SpaReport {
  builtNow: boolean;
  builtAt: Date;
  files: SpaFile[];
  firstLoadJsGzip: number;
  /** The first load of `/` in each language: the entry, its preloads and its own language's catalogue. */
  firstLoadByLanguage: LanguageFirstLoad[];
  /** Chunks whose name says admin or internal, and whether any of them is in the first load. */
  adminChunks: { path: string; firstLoad: boolean }[];
  /** Folders of web/src/features, to tell whether admin/internal screens exist yet. */
  features: string[];
  /** What each staff log-in page fetches beyond the first load: its chunk and their imports. */
  staffLogins: StaffLoginLoad[];
}

/** The JavaScript a page in one language fetches first, and any other language's catalogue among it. */
export interface LanguageFirstLoad {
  language: string;
  files: string[];
  gzip: number;
  /** Catalogue chunks of other languages in this first load (there should be none). */
  foreignCatalogues: string[];
}

/** A staff log-in page's own code: the route's chunk and every chunk it imports that the first load does not. */
export interface StaffLoginLoad {
  page: string;
  chunk: string;
  files: string[];
  gzip: number;
}

/** The staff log-in pages and the name their route's chunk is built under (web/src/app/routes.tsx). */
export const STAFF_LOGIN_CHUNKS = [
  { page: '/admin/login', name: 'AdminLoginRoute' },
  { page: '/internal/login', name: 'InternalLoginRoute' },
] as const;

/**
 * The budget of a staff log-in page's own code, gzip level 9 (decision 203: 70 KB; decision 235: 30 KB, the
 * district list, zod and the toaster left out, 18 KB measured).
 */
export const STAFF_LOGIN_GZIP_BYTES = 30 * 1024;

const gzip9 = (content: Buffer) => gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length;

/** The chunks a built chunk imports statically (`import "./x.js"`, `from "./x.js"`), and theirs, in dist/web/assets. */
function staticChunkClosure(webRoot: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(webRoot, 'assets', file), 'utf8');
  for (const match of code.matchAll(/(?:\bimport|\bfrom)\s*["']\.\/([\w.-]+\.js)["']/g))
    if (match[1]) staticChunkClosure(webRoot, match[1], seen);
  return seen;
}

/**
 * What each staff log-in page loads beyond the first load of any page (entry and modulepreloads of index.html):
 * its route's chunk and the chunks that one imports, each gzipped at level 9.
 */
export function measureStaffLogins(webRoot: string): StaffLoginLoad[] {
  const firstLoad = new Set(firstLoadFiles(webRoot, readFileSync(join(webRoot, 'index.html'), 'utf8')));
  const assets = readdirSync(join(webRoot, 'assets'));
  return STAFF_LOGIN_CHUNKS.map(({ page, name }) => {
    const chunk = assets.find((file) => file.startsWith(`${name}-`) && file.endsWith('.js'));
    if (!chunk)
      throw new Error(`No ${name} chunk in ${webRoot}/assets: is ${page} still a chunk of its own?`);
    const files = [...staticChunkClosure(webRoot, chunk)].filter((file) => !firstLoad.has(file));
    const gzip = files.reduce((sum, file) => sum + gzip9(readFileSync(join(webRoot, 'assets', file))), 0);
    return { page, chunk, files, gzip };
  });
}

/** The chunks a page's HTML makes the browser fetch first: its entry, its modulepreloads and their static imports. */
export function firstLoadFiles(webRoot: string, html: string): string[] {
  const files = new Set<string>();
  for (const [, file] of html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/assets\/([\w.-]+\.js)"/g))
    if (file) staticChunkClosure(webRoot, file, files);
  return [...files];
}

/**
 * The first load of a page in each of `languages` (`pageIn` gives its HTML) and the other languages' catalogue
 * chunks found in it, each file gzipped at level 9.
 */
export function measureLanguageFirstLoads(
  webRoot: string,
  languages: readonly string[],
  pageIn: (language: string) => string,
): LanguageFirstLoad[] {
  const assets = readdirSync(join(webRoot, 'assets'));
  const catalogues = new Map(languages.map((language) => [language, catalogueChunk(assets, language)]));
  return languages.map((language) => {
    const files = firstLoadFiles(webRoot, pageIn(language));
    const foreign = [...catalogues].filter(([other]) => other !== language).map(([, chunk]) => chunk);
    return {
      language,
      files,
      gzip: files.reduce((sum, file) => sum + gzip9(readFileSync(join(webRoot, 'assets', file))), 0),
      foreignCatalogues: files.filter((file) => foreign.includes(file)),
    };
  });
}

function attributes(tag: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z-]+)(?:\s*=\s*"([^"]*)")?/g)) {
    if (match[1]) result[match[1].toLowerCase()] = match[2] ?? '';
  }
  return result;
}

export function measureSpa(): SpaReport {
  const webRoot = join(repoRoot, 'dist/web');
  const indexFile = join(webRoot, 'index.html');
  let builtNow = false;
  if (!existsSync(indexFile)) {
    execFileSync('npm', ['run', 'build:web'], { cwd: repoRoot, stdio: 'inherit' });
    builtNow = true;
  }
  const html = readFileSync(indexFile, 'utf8');
  const files: SpaFile[] = [];
  const measure = (href: string, kind: SpaFile['kind']) => {
    const path = href.replace(/^\//, '');
    const content = readFileSync(join(webRoot, path));
    files.push({
      path,
      kind,
      bytes: content.length,
      gzip: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length,
    });
  };
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const attrs = attributes(tag.replace(/^<\w+|\/?>$/g, ''));
    if (tag.toLowerCase().startsWith('<script') && attrs.type === 'module' && attrs.src)
      measure(attrs.src, 'entry');
    else if (attrs.rel === 'modulepreload' && attrs.href) measure(attrs.href, 'modulepreload');
    else if (attrs.rel === 'stylesheet' && attrs.href?.startsWith('/assets/'))
      measure(attrs.href, 'stylesheet');
  }
  const firstLoad = new Set(files.map((file) => file.path));
  for (const name of readdirSync(join(webRoot, 'assets'))) {
    if (name.endsWith('.js') && !firstLoad.has(`assets/${name}`)) measure(`/assets/${name}`, 'lazy');
  }
  const isFirstLoadJs = (file: SpaFile) => file.kind === 'entry' || file.kind === 'modulepreload';
  const featuresDir = join(repoRoot, 'web/src/features');
  const firstLoadJsGzip = files.filter(isFirstLoadJs).reduce((sum, file) => sum + file.gzip, 0);
  const firstLoadByLanguage = measureLanguageFirstLoads(webRoot, ['en', 'hi', 'te'], (language) => {
    const page = join(webRoot, 'pages', language, 'home.html');
    if (!existsSync(page))
      throw new Error(
        `No ${page}: dist/web was built without scripts/prerender.mjs (npm run build:web writes it)`,
      );
    return readFileSync(page, 'utf8');
  });
  return {
    builtNow,
    builtAt: statSync(indexFile).mtime,
    files,
    firstLoadJsGzip,
    firstLoadByLanguage,
    adminChunks: files
      .filter((file) => file.path.endsWith('.js') && /admin|internal/i.test(file.path))
      .map((file) => ({ path: file.path, firstLoad: isFirstLoadJs(file) })),
    staffLogins: measureStaffLogins(webRoot),
    features: existsSync(featuresDir)
      ? readdirSync(featuresDir, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name)
      : [],
  };
}
