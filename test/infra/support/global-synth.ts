/**
 * The infra project's one synthesis of the whole app (vitest globalSetup): stage `test`, every endpoint with its
 * real handler bundled as `cdk synth` bundles it, SYNTHESIZED_CONTEXT, the fixture web build. The cloud assembly
 * goes to a temporary directory that every test file reads (synthesizedEarnlearn() in synth.ts); a test that
 * needs another app builds a small one of its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Stack } from 'aws-cdk-lib';
import type { TestProject } from 'vitest/node';
import {
  type AssemblyIndex,
  buildEarnlearnApp,
  fixtureWebBuild,
  SYNTHESIZED_CONTEXT,
  type SynthesizedStack,
  unacknowledgedNagFindings,
} from './synth';

export default function synthesizeOnce(project: TestProject): () => void {
  const outdir = mkdtempSync(join(tmpdir(), 'earnlearn-infra-'));
  const { app, stacks } = buildEarnlearnApp(
    SYNTHESIZED_CONTEXT,
    { webAssetsDir: fixtureWebBuild },
    { outdir, bundled: true },
  );
  app.synth();
  const described = (stack: Stack): SynthesizedStack => ({
    stackName: stack.stackName,
    region: stack.region,
    dependencies: stack.dependencies.map((dependency) => dependency.stackName),
    templateFile: join(outdir, stack.templateFile),
  });
  const index: AssemblyIndex = {
    outdir,
    nagFindings: unacknowledgedNagFindings(app),
    stacks: Object.fromEntries(
      Object.entries(stacks).flatMap(([key, stack]) => (stack ? [[key, described(stack)]] : [])),
    ),
    apiAreas: Object.fromEntries(
      stacks.api.areas.map((area) => [area.label, join(outdir, area.templateFile)]),
    ),
  };
  project.provide('earnlearnAssembly', index);
  return () => rmSync(outdir, { recursive: true, force: true });
}
