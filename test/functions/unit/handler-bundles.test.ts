/**
 * What a small handler's bundle holds of the project: its own contract and what it calls, not its area's other
 * contracts, other features or the form rules with their lists, which a cold start would load and build. The
 * entry is bundled by esbuild with the functions' options (packages aside, which the bench measures), and its
 * metafile's inputs are the modules the bundle carries.
 */
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { functionBundling } from '#infra/aws/constructs/api-function';
import { repoRoot } from '#infra/aws/paths';

async function projectModules(entry: string): Promise<string[]> {
  const { bundling } = functionBundling;
  const { metafile } = await build({
    absWorkingDir: repoRoot,
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    outfile: 'out/index.mjs',
    platform: 'node',
    format: 'esm',
    target: bundling.target,
    mainFields: bundling.mainFields,
    define: bundling.define,
    packages: 'external',
    logLevel: 'silent',
  });
  const [output] = Object.values(metafile.outputs);
  return Object.keys(output?.inputs ?? {}).sort();
}

/** The shapes every job contract answers with, and the registry's own plumbing. */
const sharedShapes = [
  'shared/api/common.ts',
  'shared/api/contract.ts',
  'shared/api/contracts-version.ts',
  'shared/api/interview-shape.ts',
  'shared/api/job-shapes.ts',
];

describe("a job handler's bundle", () => {
  it.each([
    ['functions/worker/get-job-by-id.ts', 'shared/api/jobs/get-job-by-id.ts'],
    ['functions/worker/get-all-jobs.ts', 'shared/api/jobs/get-all-jobs.ts'],
    ['functions/worker/get-applied-jobs.ts', 'shared/api/jobs/get-applied-jobs.ts'],
    ['functions/worker/apply-job.ts', 'shared/api/jobs/apply-job.ts'],
  ])(
    '%s carries its own contract, no other, and not the form rules, the district list or the search synonyms',
    async (entry, own) => {
      const modules = await projectModules(entry);
      expect(modules).toContain(own);
      const contracts = modules.filter(
        (path) => path.startsWith('shared/api/') && !sharedShapes.includes(path),
      );
      expect(contracts).toEqual([own]);
      expect(modules).not.toContain('shared/domain/rules.ts');
      expect(modules).not.toContain('shared/domain/districts.data.json');
      expect(modules).not.toContain('shared/content/search/job-synonyms.json');
      expect(modules.filter((path) => path.startsWith('functions/features/'))).toEqual([]);
    },
  );
});
