import { fileURLToPath } from 'node:url';
import griffel from '@griffel/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown, runnerImport } from 'vite';
import { contractsVersion } from './contracts-version-plugin.js';

/** The precomputed modules' imports, one at a time (see `precomputed`). */
let precomputing: Promise<unknown> = Promise.resolve();

/**
 * Replaces a module by the values it exports, computed when building (so they must be plain data): what the
 * browser gets is the result, not the code and imports that compute it. Type checks and tests use the module as
 * written. The values are computed at the build's start, one module after another, before any other module is
 * transformed: computed while the build transformed the app, on a busy 2-core machine, a module's import waited
 * past Vite's 60 s module-runner timeout and failed the build.
 */
function precomputed(file: string): Plugin {
  let code: string | undefined;
  return {
    name: 'earnlearn:precomputed',
    enforce: 'pre',
    apply: 'build',
    async buildStart() {
      const imported = precomputing.then(() =>
        runnerImport<Record<string, unknown>>(file, { configFile: false, logLevel: 'error' }),
      );
      precomputing = imported.catch(() => undefined);
      const { module } = await imported;
      code = Object.entries(module)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join('\n');
    },
    load(id) {
      if (id !== file) return null;
      if (code === undefined) throw new Error(`${file} was not precomputed at the build's start`);
      return code;
    },
  };
}

/**
 * Drops the unused constants of Fluent's ahead-of-time style files whose value reads `tokens` (decision 242).
 * Fluent's Button ships `const boxShadowStrokeWidthThinMoz = \`calc(${tokens.strokeWidthThin} + 0.25px)\`;`,
 * used nowhere: the bundler keeps the property read (a read may run a getter), and with it Fluent's whole
 * `tokens` map in the first load of every page, though the styles it was for are already compiled to CSS.
 * Measured on `/` (entry and its preloaded chunks): 147.0 KB gzip with this step, 150.7 KB without (3.7 KB).
 * Only a top-level `const` whose value is one template literal and whose name appears nowhere else in the file
 * is removed; a file with none is left as it is.
 */
export function unusedFluentTokenReads(): Plugin {
  const declaration = /^const (\w+) = `[^`]*\$\{tokens\.\w+\}[^`]*`;\n/gm;
  return {
    name: 'earnlearn:unused-fluent-token-reads',
    apply: 'build',
    transform: {
      filter: { id: /@fluentui\/[\w-]+\/lib\/.*\.styles\.js$/ },
      handler(code) {
        const unused = [...code.matchAll(declaration)].filter(
          ([, name]) => code.split(new RegExp(`\\b${name}\\b`)).length === 2,
        );
        if (unused.length === 0) return null;
        // Each declaration becomes an empty line, so the lines after it keep their numbers.
        let result = code;
        for (const [whole] of unused) result = result.replace(whole, '\n');
        return { code: result, map: null };
      },
    },
  };
}

const root = fileURLToPath(new URL('.', import.meta.url));
const src = `${root}src/`;

/**
 * Preloads the English catalogue's chunk from index.html. Each language's catalogue is a chunk of its own, imported
 * before the first render (web/src/lib/i18n.ts), so a page carries only its own language's messages; without a
 * preload the browser would find the catalogue only once the entry runs, a round trip later. The SPA's shell
 * preloads English (the language of a first visit); scripts/prerender.mjs gives each prerendered page its own
 * language's chunk instead (`pageInLanguage`, scripts/page-language.mjs).
 */
export function preloadEnglishCatalogue(): Plugin {
  return {
    name: 'earnlearn:preload-english-catalogue',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId === `${src}lib/locales/compiled-en.ts`,
        );
        if (!chunk) throw new Error('No chunk of its own for the English catalogue (web/src/lib/i18n.ts)');
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/** Every module reached from `from`, following static imports (and dynamic ones if asked), stopping at `stop`. */
function reach(
  ctx: Rolldown.ChunkingContext,
  from: string[],
  dynamic: boolean,
  stop: (id: string) => boolean,
): Set<string> {
  const found = new Set<string>();
  const stack = [...from];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (found.has(id) || stop(id)) continue;
    found.add(id);
    const info = ctx.getModuleInfo(id);
    if (info) stack.push(...info.importedIds, ...(dynamic ? info.dynamicallyImportedIds : []));
  }
  return found;
}

/**
 * The staff log-in pages' own small modules in one chunk: the card, its fields, the log-in calls...
 * were a chunk each, and a phone on HTTP/1.1 fetches 6 files at a time. Only what the log-in pages alone import:
 * no other page reaches it (following every import from main.tsx, static or dynamic, without entering the
 * log-in routes), so the first load of `/`, the worker's pages and the back office's screens keep their chunks,
 * and a module they share with the log-in pages (Fluent's fields, the spinner, the staff session) stays where
 * Rolldown puts it. The log-in routes themselves stay chunks of their own (the entry imports them by name).
 */
function staffLoginChunk(): (id: string, ctx: Rolldown.ChunkingContext) => string | null {
  let login: Set<string> | undefined;
  return (id, ctx) => {
    if (!login) {
      const routes = [
        `${src}features/admin/AdminLoginRoute.tsx`,
        `${src}features/internal/InternalLoginRoute.tsx`,
      ];
      // Every other page's code, the back office's included (all but the log-in routes).
      const others = reach(ctx, [`${src}main.tsx`], true, (m) => routes.includes(m));
      login = reach(ctx, routes, false, (m) => others.has(m));
      for (const route of routes) login.delete(route);
    }
    return login.has(id) ? 'staff-login' : null;
  };
}

// The product never runs Vite's dev server: the local twin serves dist/web itself and /api is same-origin.
export default defineConfig({
  root,
  plugins: [
    // Ahead-of-time Griffel: each `makeStyles()` of ours becomes `__styles()` with its class names and CSS rules
    // computed here, as Fluent's own packages ship theirs. The browser then only inserts ready rules (still at
    // run time, in the same style buckets as Fluent's) instead of resolving style objects, which was a third of
    // the first render of `/`, and Griffel's style compiler leaves the bundle.
    griffel({ include: [`${root}src/**/*.ts`, `${root}src/**/*.tsx`] }),
    unusedFluentTokenReads(),
    contractsVersion(),
    precomputed(`${root}src/lib/api-routes.ts`),
    precomputed(`${root}src/app/theme.ts`),
    // Each language's catalogue arrives compiled: no ICU parser in the browser (web/src/lib/i18n.ts).
    precomputed(`${root}src/lib/locales/compiled-en.ts`),
    precomputed(`${root}src/lib/locales/compiled-hi.ts`),
    precomputed(`${root}src/lib/locales/compiled-te.ts`),
    precomputed(`${root}src/lib/locales/later-en.ts`),
    precomputed(`${root}src/lib/locales/later-hi.ts`),
    precomputed(`${root}src/lib/locales/later-te.ts`),
    preloadEnglishCatalogue(),
    react(),
  ],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // No modulepreload polyfill: it ran at every start in every browser, for the few (Safari before 17) without
    // <link rel="modulepreload">, which load the same chunks through their imports anyway, only a little later.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Only the listed modules, not their imports (which a worker's page may share).
          groups: [
            { name: staffLoginChunk(), debugName: 'staff-login', includeDependenciesRecursively: false },
            // Everything `/` loads first, in one chunk: without it Rolldown split the modules the entry shares with
            // the lazy areas (React Router, i18n, the site's texts, Fluent's button styles) into seven small
            // chunks once the employer area came, which compress worse than one (152.7 KB gzip in Hindi, 151.0 with it).
            { name: 'first-load', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
