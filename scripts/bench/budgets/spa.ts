/**
 * SPA first load: the JavaScript `dist/web/index.html` makes the browser fetch for `/` (the entry module and
 * the modulepreload links), each gzipped at level 9. Chunks loaded later (lazy routes) are listed, not counted.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { repoRoot } from '#infra/local/handlers';

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
  /**
   * The first load in each language: English is in the entry; Hindi and Telugu add their compiled catalogue,
   * which main.tsx fetches before the first render (web/src/lib/i18n.ts).
   */
  firstLoadByLanguage: { language: string; gzip: number }[];
  /** Chunks whose name says admin or internal, and whether any of them is in the first load. */
  adminChunks: { path: string; firstLoad: boolean }[];
  /** Folders of web/src/features, to tell whether admin/internal screens exist yet. */
  features: string[];
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
  const catalogue = (language: string) =>
    files.find(
      (file) => file.kind === 'lazy' && new RegExp(`/compiled-${language}-[^/]*\\.js$`).test(file.path),
    );
  const firstLoadByLanguage = [
    { language: 'en', gzip: firstLoadJsGzip },
    ...['hi', 'te'].map((language) => ({
      language,
      gzip: firstLoadJsGzip + (catalogue(language)?.gzip ?? Number.NaN),
    })),
  ];
  return {
    builtNow,
    builtAt: statSync(indexFile).mtime,
    files,
    firstLoadJsGzip,
    firstLoadByLanguage,
    adminChunks: files
      .filter((file) => file.path.endsWith('.js') && /admin|internal/i.test(file.path))
      .map((file) => ({ path: file.path, firstLoad: isFirstLoadJs(file) })),
    features: existsSync(featuresDir)
      ? readdirSync(featuresDir, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name)
      : [],
  };
}
