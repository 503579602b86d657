import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, from this file's own location, so the app works from any working directory. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Where `vite build` writes the SPA. */
export const webBuildDir = join(repoRoot, 'dist', 'web');

/** The built SPA, or undefined before the first web build (synth must work without it). */
export function builtWebAssets(): string | undefined {
  return existsSync(join(webBuildDir, 'index.html')) ? webBuildDir : undefined;
}
