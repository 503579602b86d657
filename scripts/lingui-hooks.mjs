/**
 * Module hooks for scripts/lingui.mjs: start the chosen Lingui CLI command's module (its `import.meta.main`), and
 * on Node 20 give the CLI's modules a `globSync` for plain file paths and a `glob` that refuses watch mode (Lingui 6
 * imports Node 22's from `node:fs`).
 */
import * as fs from 'node:fs';

let commandUrl = '';

export function initialize(data) {
  commandUrl = data.commandUrl;
}

const globShim = `data:text/javascript,${encodeURIComponent(`
import { existsSync } from 'node:fs';
export function globSync(patterns) {
  return [patterns].flat().filter((pattern) => {
    if (/[*?[\\]{}]/.test(pattern)) {
      throw new Error('On Node 20, scripts/lingui.mjs handles plain file paths only: ' + pattern);
    }
    return existsSync(pattern);
  });
}
export async function* glob() {
  throw new Error('On Node 20, scripts/lingui.mjs has no watch mode');
}`)}`;

export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context);
  if (!url.includes('/@lingui/cli/dist/') || loaded.format !== 'module') return loaded;
  let source = String(loaded.source);
  if (url === commandUrl) {
    if (!source.includes('if (import.meta.main)')) throw new Error(`No import.meta.main start in ${url}`);
    source = source.replace('if (import.meta.main)', 'if (true)');
  }
  if (!('globSync' in fs)) {
    source = source
      .replace('import { globSync } from "node:fs";', `import { globSync } from "${globShim}";`)
      .replace('import { glob } from "node:fs/promises";', `import { glob } from "${globShim}";`);
  }
  return { ...loaded, source };
}
