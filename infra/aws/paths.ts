import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../paths';

export { repoRoot };

/** Where `vite build` writes the SPA. */
export const webBuildDir = join(repoRoot, 'dist', 'web');

/** The built SPA, or undefined before the first web build (synth must work without it). */
export function builtWebAssets(): string | undefined {
  return existsSync(join(webBuildDir, 'index.html')) ? webBuildDir : undefined;
}
