/**
 * What a function's bundle, as `cdk synth` stages it, carries of the AWS SDK (decision 117): the SDK packages
 * its source map lists (bundled code), and any `@aws-sdk/*` or `@smithy/*` it still imports at run time (left
 * external, which would load the runtime's SDK instead).
 */
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { packagesImportedAtRunTime } from '#infra/aws/bundle-imports';

/**
 * A ceiling far above any bundle (the largest, changePassword with its password list, is under 1 MB), so an
 * accidental whole SDK or a giant dependency still fails; the real budget is the bench's cold start
 * (docs/performance.md).
 */
export const BUNDLE_CEILING_BYTES = 1536 * 1024;

export interface SdkInBundle {
  /** The SDK packages bundled in, by name (`@aws-sdk/client-dynamodb`, ...), from the source map. */
  bundled: string[];
  /** SDK packages the code still imports or requires by a bare specifier. */
  external: string[];
}

/**
 * The bundle's run-time imports come from infra/aws/bundle-imports.ts, which lists the imports,
 * dynamic imports and `require` calls the code really makes (not the SDK's error messages that quote
 * `require("@aws-sdk/signature-v4-crt")` as advice).
 */
export async function sdkInBundle(file: string): Promise<SdkInBundle> {
  const { sources } = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
  const bundled = new Set<string>();
  for (const source of sources) {
    const name = /node_modules\/(@aws-sdk\/[^/]+)\//.exec(source)?.[1];
    if (name) bundled.add(name);
  }
  const external = (await packagesImportedAtRunTime(file)).filter((name) =>
    /^(@aws-sdk|@smithy)\//.test(name),
  );
  return { bundled: [...bundled].sort(), external };
}

/**
 * A handler bundled as the CDK bundles it (esbuild, ESM) but with the AWS SDK left external, so tree shaking
 * leaves exactly the SDK commands the project's own code sends: its text, and those commands.
 */
export async function bundledWithoutSdk(entry: string): Promise<{ text: string; calls: string[] }> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    outdir: 'unused',
    format: 'esm',
    platform: 'node',
    target: 'node24',
    mainFields: ['module', 'main'],
    external: ['@aws-sdk/*'],
    logLevel: 'silent',
  });
  const text = result.outputFiles.map((file) => file.text).join('\n');
  const calls = [...new Set([...text.matchAll(/\bnew (\w+Command)\d*\(/g)].map((match) => match[1] ?? ''))];
  return { text, calls: calls.sort() };
}
