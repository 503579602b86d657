import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, type IPolicyValidationContext, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { type BuildOptions, buildEarnlearn, type EarnlearnStacks } from '#infra/aws/build';
import { allContracts } from '#shared/api/index';

export const fixtureHandler = fileURLToPath(new URL('../fixtures/handler.ts', import.meta.url));
export const fixtureWebBuild = fileURLToPath(new URL('../fixtures/web', import.meta.url));

/** Every contract deployed, each with the fixture handler: exercises every combination of `uses`. */
export function everyEndpointWithFixtureHandler(): BuildOptions['endpoints'] {
  return allContracts.map((contract) => ({ contract, entry: fixtureHandler }));
}

export interface SynthesizedEarnlearn {
  readonly app: App;
  readonly stacks: EarnlearnStacks;
  readonly templates: { readonly [K in keyof EarnlearnStacks]: Template };
}

/** The whole app as `cdk synth` builds it (stage `test`), not yet synthesized: a test may add to it first. */
export function buildEarnlearnApp(
  context: Record<string, string> = {},
  options: BuildOptions = {},
): { app: App; stacks: EarnlearnStacks } {
  const app = new App({
    context: { stage: 'test', googleClientId: 'test-client.apps.googleusercontent.com', ...context },
  });
  return { app, stacks: buildEarnlearn(app, options) };
}

/**
 * Builds and synthesizes the whole app. Synthesis throws when cdk-nag reports a finding nobody
 * acknowledged, and this throws when cdk-nag did not run at all, so a returned value has passed the AWS
 * Solutions checks.
 */
export function synthesizeEarnlearn(
  context: Record<string, string> = {},
  options: BuildOptions = {},
): SynthesizedEarnlearn {
  const { app, stacks } = buildEarnlearnApp(context, options);
  app.synth();
  unacknowledgedNagFindings(app);
  const template = (stack: Stack) => Template.fromStack(stack);
  return {
    app,
    stacks,
    templates: {
      data: template(stacks.data),
      api: template(stacks.api),
      web: template(stacks.web),
      observability: template(stacks.observability),
      waf: stacks.waf && template(stacks.waf),
      deployAccess: stacks.deployAccess && template(stacks.deployAccess),
    },
  };
}

interface ValidationReport {
  readonly pluginReports: readonly {
    readonly pluginName: string;
    readonly violations: readonly {
      readonly ruleName: string;
      readonly violatingConstructs: readonly { readonly constructPath?: string }[];
    }[];
  }[];
}

// CDK leaves a plugin out of the validation report when it reports nothing, and cdk-nag reports nothing
// when every finding is acknowledged: the report alone cannot tell "passed" from "never ran". So every
// app the AWS Solutions checks were run on is recorded here, from the plugin's own entry point.
const appsCheckedByNag = new WeakSet<IConstruct>();
const validate = AwsSolutionsChecks.prototype.validate;
AwsSolutionsChecks.prototype.validate = function recordingValidate(
  this: AwsSolutionsChecks,
  context: IPolicyValidationContext,
) {
  const app = (context as { appConstruct?: IConstruct }).appConstruct;
  if (app) appsCheckedByNag.add(app);
  return validate.call(this, context);
};

/**
 * The cdk-nag findings left unacknowledged after the last synthesis of `app`, as `rule at construct`, read
 * from the validation report CDK writes into the cloud assembly. A missing report, or an app the AWS
 * Solutions checks did not run on, is an error rather than "no findings": deleting the plugin from
 * infra/aws/build.ts must fail the tests.
 */
export function unacknowledgedNagFindings(app: App): string[] {
  const reportFile = join(app.outdir, 'validation-report.json');
  if (!existsSync(reportFile)) {
    throw new Error(`No validation report at ${reportFile}: synthesize the app with its validation plugins`);
  }
  if (!appsCheckedByNag.has(app)) {
    throw new Error('cdk-nag did not run: the AWS Solutions checks are not registered on this app');
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as ValidationReport;
  return report.pluginReports
    .filter((plugin) => plugin.pluginName === 'AwsSolutions')
    .flatMap((plugin) => plugin.violations)
    .flatMap((violation) =>
      violation.violatingConstructs.map((construct) => `${violation.ruleName} at ${construct.constructPath}`),
    );
}

export interface TemplateResource {
  readonly Type: string;
  readonly Properties: Record<string, unknown>;
  readonly DependsOn?: string[];
}

/** The one resource of `type` (matching `props`, if given) in the template; throws unless exactly one. */
export function onlyResource(template: Template, type: string, props?: unknown): TemplateResource {
  const found = Object.values(template.findResources(type, props)) as TemplateResource[];
  if (found.length !== 1 || !found[0]) throw new Error(`Expected one ${type}, found ${found.length}`);
  return found[0];
}

/** Synthesizes an app that is expected to fail, returning the error so a test can inspect it. */
export function synthesisError(app: App): Error | undefined {
  try {
    app.synth();
    return undefined;
  } catch (error: unknown) {
    return error instanceof Error ? error : new Error(String(error));
  }
}
