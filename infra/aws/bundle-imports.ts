/**
 * What a bundled function still imports at run time, read from the bundle itself: esbuild parses it again with
 * every package external, so its metafile lists the real imports, dynamic imports and `require` calls, not the
 * strings that look like them (the SDK's error messages quote `require("@aws-sdk/signature-v4-crt")`). Used by
 * the bench's bundle report and the infra tests of the deployed bundles.
 */
import { builtinModules } from 'node:module';
import { build } from 'esbuild';

/** The packages (bare specifiers, Node built-ins and relative paths aside) the bundle imports when it runs. */
export async function packagesImportedAtRunTime(file: string): Promise<string[]> {
  const { metafile } = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
  });
  const found = new Set<string>();
  for (const input of Object.values(metafile.inputs))
    for (const { path } of input.imports) {
      if (path.startsWith('node:') || builtinModules.includes(path.split('/')[0] ?? '')) continue;
      if (path.startsWith('.') || path.startsWith('/')) continue;
      found.add(path);
    }
  return [...found].sort();
}
