import { fileURLToPath } from 'node:url';
import griffel from '@griffel/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';

/**
 * Replaces a module by the values it exports, computed when building (so they must be plain data): what the
 * browser gets is the result, not the code and imports that compute it. Type checks and tests use the module as
 * written.
 */
function precomputed(file: string): Plugin {
  return {
    name: 'earnlearn:precomputed',
    enforce: 'pre',
    apply: 'build',
    async load(id) {
      if (id !== file) return null;
      const { module } = await runnerImport<Record<string, unknown>>(file, {
        configFile: false,
        logLevel: 'error',
      });
      return Object.entries(module)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join('\n');
    },
  };
}

const root = fileURLToPath(new URL('.', import.meta.url));

// The product never runs Vite's dev server: the local twin serves dist/web itself and /api is same-origin.
export default defineConfig({
  root,
  plugins: [
    // Ahead-of-time Griffel: each `makeStyles()` of ours becomes `__styles()` with its class names and CSS rules
    // computed here, as Fluent's own packages ship theirs. The browser then only inserts ready rules (still at
    // run time, in the same style buckets as Fluent's) instead of resolving style objects, which was a third of
    // the first render of `/`, and Griffel's style compiler leaves the bundle.
    griffel({ include: [`${root}src/**/*.ts`, `${root}src/**/*.tsx`] }),
    precomputed(`${root}src/lib/api-routes.ts`),
    precomputed(`${root}src/app/theme.ts`),
    // Each language's catalogue arrives compiled: no ICU parser in the browser (web/src/lib/i18n.ts).
    precomputed(`${root}src/lib/locales/compiled-en.ts`),
    precomputed(`${root}src/lib/locales/compiled-hi.ts`),
    precomputed(`${root}src/lib/locales/compiled-te.ts`),
    react(),
  ],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // No modulepreload polyfill: it ran at every start in every browser, for the few (Safari before 17) without
    // <link rel="modulepreload">, which load the same chunks through their imports anyway, only a little later.
    modulePreload: { polyfill: false },
  },
});
