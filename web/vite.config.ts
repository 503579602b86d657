import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The product never runs Vite's dev server: the local twin serves dist/web itself and /api is same-origin.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
  },
});
