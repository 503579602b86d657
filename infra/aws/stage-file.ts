/**
 * Each stage's deployment settings live in one file, `infra/aws/stages/<stage>.json` (`example.json` is the
 * committed example: copy it to `prod.json` and edit). Every CDK command reads it the same way: `cdk.json`'s app
 * (app.ts) builds an app whose context is the file the `stage` context names, so
 * `cdk bootstrap`, which synthesizes the app too, sees the same values as `cdk deploy`. `npm run bootstrap`,
 * `synth`, `diff` and `deploy` (scripts/cdk.ts) pass `-c stage=<stage>`.
 *
 * The file is checked here against the stage schema's fields (stage-schema.ts: every value text that its key's
 * rule accepts, no unknown key, as a misspelt key would silently fall back to a default; the stage named as the
 * file is); the rules between keys are checked by config.ts on the app's context, as `-c key=value` given on the
 * command line still overrides a value of the file for one command.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { repoRoot } from './paths';
import { type StageFile, stageFileSchema } from './stage-schema';

export type { StageFile } from './stage-schema';

export const stagesDir = join(repoRoot, 'infra', 'aws', 'stages');

const STAGE_NAME = /^[a-z][a-z0-9-]{0,19}$/;

/** The stages that have a file, for messages. */
export function knownStages(): string[] {
  if (!existsSync(stagesDir)) return [];
  return readdirSync(stagesDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

export function stageFilePath(stage: string): string {
  return join(stagesDir, `${stage}.json`);
}

const howToChoose = () =>
  `Stage files: ${knownStages().join(', ') || 'none'} (infra/aws/stages/; copy example.json to <stage>.json and edit it)`;

/** Reads and checks a stage's file; throws a message naming the file and each problem. */
export function readStageFile(stage: string): StageFile {
  if (!STAGE_NAME.test(stage)) {
    throw new Error(`The stage "${stage}" must be lower-case letters, digits and dashes. ${howToChoose()}`);
  }
  const path = stageFilePath(stage);
  if (!existsSync(path))
    throw new Error(`There is no settings file for the stage "${stage}". ${howToChoose()}`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error: unknown) {
    throw new Error(`infra/aws/stages/${stage}.json is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = stageFileSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const where = issue.path.length > 0 ? `"${issue.path.join('.')}"` : 'the file';
      return issue.code === 'unrecognized_keys'
        ? `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => `"${key}"`).join(', ')}`
        : `${where}: ${issue.message}`;
    });
    throw new Error(`infra/aws/stages/${stage}.json: ${problems.join('; ')}`);
  }
  if (parsed.data.stage !== stage) {
    throw new Error(
      `infra/aws/stages/${stage}.json says "stage": "${parsed.data.stage}": a stage file names its own stage`,
    );
  }
  return parsed.data;
}

/** The stage the command line chose (`-c stage=<stage>`), read without building anything. */
function chosenStage(): string {
  const stage: unknown = new App({ treeMetadata: false, autoSynth: false }).node.tryGetContext('stage');
  if (typeof stage !== 'string' || stage === '') {
    throw new Error(
      `Choose a stage: npm run <bootstrap|synth|diff|deploy> -- --stage <stage>, or cdk <command> -c stage=<stage>. ${howToChoose()}`,
    );
  }
  return stage;
}

/**
 * The app of the stage the command line chose, with the settings of its file as context. A value given with
 * `-c key=value` still wins for that one command (CDK gives the CLI's context precedence over the app's own).
 */
export function stageApp(stage = chosenStage()): App {
  return new App({ context: readStageFile(stage) });
}
