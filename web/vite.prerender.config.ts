/**
 * The build of web/src/prerender.tsx for Node (scripts/prerender.mjs runs it to write the public pages as HTML,
 * decision 229): the SPA's own configuration without the ahead-of-time Griffel transform, which is for the
 * browser bundle (Griffel's runtime computes the very same class names and rules in Node).
 */
import { defineConfig, mergeConfig, type PluginOption } from 'vite';
import spa from './vite.config.ts';

const isGriffel = (plugin: PluginOption) =>
  typeof plugin === 'object' && plugin !== null && 'name' in plugin && /griffel|wyw/i.test(plugin.name);

export default mergeConfig(
  { ...spa, plugins: (spa.plugins ?? []).flat().filter((plugin) => !isGriffel(plugin)) },
  defineConfig({
    build: { ssr: 'src/prerender.tsx', outDir: '../dist/prerender', emptyOutDir: true, copyPublicDir: false },
  }),
);
