/**
 * Starts the infra project's one synthesis of the whole app (vitest globalSetup) in a process of its own
 * (synthesize-app.ts) and returns at once: the other projects' files run while it bundles every handler, and
 * each infra file that reads the app waits for it (synthesizedEarnlearn() in synth.ts). A test that needs another
 * app builds a small one of its own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { ASSEMBLY_INDEX_FILE, SYNTHESIS_FAILED_FILE } from './synth';

const script = fileURLToPath(new URL('./synthesize-app.ts', import.meta.url));

export default function synthesizeInTheBackground(project: TestProject): () => void {
  const outdir = mkdtempSync(join(tmpdir(), 'earnlearn-infra-'));
  // esbuild's report of each bundle is left out of the test output; a failure's own output is kept.
  const synthesis: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script, outdir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  synthesis.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  });
  // A process that dies before it can say why (it did not load) still ends the infra files' wait.
  synthesis.on('exit', (code, signal) => {
    const done = [ASSEMBLY_INDEX_FILE, SYNTHESIS_FAILED_FILE].some((file) => existsSync(join(outdir, file)));
    if (!done && existsSync(outdir))
      writeFileSync(join(outdir, SYNTHESIS_FAILED_FILE), `exited with ${code ?? signal}\n${output}`);
  });
  project.provide('earnlearnAssemblyDir', outdir);
  return () => {
    if (synthesis.exitCode === null) synthesis.kill();
    rmSync(outdir, { recursive: true, force: true });
  };
}
