/**
 * `npm run synth`: the real CDK CLI synthesizes the app with every context value of example-context.json, as
 * CI does, so a context key the app requires but the example (and docs/operations.md) lacks fails here
 * first. Extra arguments go to `cdk synth` (for example `-o <dir>`); a deploy passes its own `-c` values.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './paths';

export const exampleContextFile = join(repoRoot, 'infra', 'aws', 'example-context.json');

/** The example context, key by key. */
export function exampleContext(): Record<string, string> {
  return JSON.parse(readFileSync(exampleContextFile, 'utf8')) as Record<string, string>;
}

/** `npx cdk synth --quiet` with the example context as `-c key=value` arguments, then `extra`. */
export function exampleSynthArguments(extra: readonly string[] = []): string[] {
  const context = Object.entries(exampleContext()).flatMap(([key, value]) => ['-c', `${key}=${value}`]);
  return ['cdk', 'synth', '--quiet', ...context, ...extra];
}

/** No AWS credentials are needed to synthesize: skip the CLI's probe of the EC2 instance metadata service. */
export const synthEnvironment = { ...process.env, AWS_EC2_METADATA_DISABLED: 'true' };

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = spawnSync('npx', exampleSynthArguments(process.argv.slice(2)), {
    cwd: repoRoot,
    env: synthEnvironment,
    stdio: 'inherit',
  });
  process.exit(result.status ?? 1);
}
