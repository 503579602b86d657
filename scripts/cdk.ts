/**
 * One command per deploy step, each reading the stage's settings file (infra/aws/stages/<stage>.json):
 *
 *   npm run bootstrap -- --stage prod   once per account: the CDK's bootstrap stack in every region the app uses
 *   npm run synth     [-- --stage prod] synthesize offline, cdk-nag included (the committed example by default)
 *   npm run diff      -- --stage prod   what a deploy would change
 *   npm run deploy    -- --stage prod   build the SPA, deploy every stack (the last runs the table's pending migrations)
 *
 * Anything after the options goes to the CDK CLI as it is (`-- --stage prod -o out`, `--require-approval never`).
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '#infra/aws/paths';
import { EXAMPLE_STAGE, placeholderProblems } from '#infra/aws/placeholders';
import { readStageFile } from '#infra/aws/stage-file';

export const STEPS = ['bootstrap', 'synth', 'diff', 'deploy'] as const;
export type Step = (typeof STEPS)[number];

/** The stage synth uses without --stage: the committed example, so `npm run synth` works on a fresh clone. */
export { EXAMPLE_STAGE };

const USAGE = `Usage: npm run <${STEPS.join('|')}> -- --stage <stage> [CDK CLI options]
  --stage   the settings file infra/aws/stages/<stage>.json (synth defaults to "${EXAMPLE_STAGE}")`;

export interface Plan {
  /** Commands to run in order, each as argv. */
  readonly commands: readonly (readonly string[])[];
}

/** What a step runs for a stage: pure, so tests check it without running anything. */
export function planFor(step: Step, stage: string, extra: readonly string[] = []): Plan {
  const context = ['-c', `stage=${stage}`];
  const cdk = (...args: string[]) => ['npx', 'cdk', ...args, ...context, ...extra];
  switch (step) {
    case 'bootstrap':
      // Without environments named, bootstrap synthesizes the app and bootstraps each account and region its
      // stacks use: the stage's region, and us-east-1 when the WAF is on.
      return { commands: [cdk('bootstrap')] };
    case 'synth':
      return { commands: [cdk('synth', '--quiet')] };
    case 'diff':
      return { commands: [cdk('diff', '--all')] };
    case 'deploy':
      // The web stack uploads whatever dist/web holds: build it from this checkout first. The table's pending
      // data migrations run inside AWS, in the migrations stack deployed after the others: nothing here needs
      // more than the CDK's bootstrap roles.
      return { commands: [['npm', 'run', 'build:web'], cdk('deploy', '--all')] };
  }
}

/** No AWS credentials are needed to synthesize: skip the CLI's probe of the EC2 instance metadata service. */
export const synthEnvironment = { ...process.env, AWS_EC2_METADATA_DISABLED: 'true' };

/** `--stage <stage>` or `--stage=<stage>` taken out of the arguments; the rest go to the CDK CLI. */
export function splitStage(args: readonly string[]): { stage?: string; extra: string[] } {
  const extra: string[] = [];
  let stage: string | undefined;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    if (arg === '--stage') {
      stage = args[index + 1];
      index++;
    } else if (arg.startsWith('--stage=')) stage = arg.slice('--stage='.length);
    else extra.push(arg);
  }
  return stage === undefined ? { extra } : { stage, extra };
}

export function main(argv: readonly string[], out: Pick<Console, 'log' | 'error'> = console): number {
  const [step, ...rest] = argv;
  if (!STEPS.includes(step as Step)) {
    out.error(USAGE);
    return 2;
  }
  const { stage = step === 'synth' ? EXAMPLE_STAGE : undefined, extra } = splitStage(rest);
  if (!stage) {
    out.error(`Give the stage: npm run ${step} -- --stage <stage>\n\n${USAGE}`);
    return 2;
  }
  try {
    // A missing or malformed file fails here, before the CDK CLI starts.
    const settings = readStageFile(stage);
    // Only synth may use the example's placeholders: the other steps would act on another account's ARNs.
    const placeholders = step === 'synth' ? [] : placeholderProblems(settings);
    if (placeholders.length > 0) {
      out.error(
        `infra/aws/stages/${stage}.json still holds the example's placeholders, which ${step} would use as real: ${placeholders.join('; ')}. Put in the stage's own values (docs/operations.md, section 2); npm run synth works without them.`,
      );
      return 2;
    }
  } catch (error: unknown) {
    out.error((error as Error).message);
    return 2;
  }
  for (const command of planFor(step as Step, stage, extra).commands) {
    out.log(`> ${command.join(' ')}`);
    const [program = '', ...args] = command;
    const result = spawnSync(program, args, {
      cwd: repoRoot,
      env: step === 'synth' ? synthEnvironment : process.env,
      stdio: 'inherit',
    });
    if (result.status !== 0) return result.status ?? 1;
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
