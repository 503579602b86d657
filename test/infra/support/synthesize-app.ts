/**
 * The infra project's one synthesis of the whole app, run as a process of its own (`node --import tsx`) that
 * global-synth.ts starts: stage `test`, every endpoint with its real handler bundled as `cdk synth` bundles it,
 * SYNTHESIZED_CONTEXT, the fixture web build. It writes the cloud assembly to the directory it is given, then
 * `index.json` (the AssemblyIndex) last, or `failed.txt` with the error; synthesizedEarnlearn() waits for one.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Stack } from 'aws-cdk-lib';
import {
  ASSEMBLY_INDEX_FILE,
  type AssemblyIndex,
  buildEarnlearnApp,
  fixtureWebBuild,
  SYNTHESIS_FAILED_FILE,
  SYNTHESIZED_CONTEXT,
  type SynthesizedStack,
  unacknowledgedNagFindings,
} from './synth';

function synthesize(outdir: string): AssemblyIndex {
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
  return {
    outdir,
    nagFindings: unacknowledgedNagFindings(app),
    stacks: Object.fromEntries(
      Object.entries(stacks).flatMap(([key, stack]) => (stack ? [[key, described(stack)]] : [])),
    ),
    apiAreas: Object.fromEntries(
      stacks.api.areas.map((area) => [area.label, join(outdir, area.templateFile)]),
    ),
    apiRoutes: Object.fromEntries(
      stacks.api.routeStacks.map((routes) => [routes.node.id, join(outdir, routes.templateFile)]),
    ),
  };
}

const outdir = process.argv[2];
if (!outdir) throw new Error('usage: synthesize-app.ts <outdir>');
try {
  // Renamed into place, so a reader never sees half an index.
  const partial = join(outdir, `${ASSEMBLY_INDEX_FILE}.partial`);
  writeFileSync(partial, JSON.stringify(synthesize(outdir)));
  renameSync(partial, join(outdir, ASSEMBLY_INDEX_FILE));
} catch (error) {
  const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
  writeFileSync(join(outdir, SYNTHESIS_FAILED_FILE), reason);
  process.exitCode = 1;
}
