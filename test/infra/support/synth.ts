import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, type IPolicyValidationContext, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { type BuildOptions, buildEarnlearn, type EarnlearnStacks } from '#infra/aws/build';
import type { ApiStack } from '#infra/aws/stacks/api-stack';
import { type Area, allContracts } from '#shared/api/index';

export const fixtureHandler = fileURLToPath(new URL('../fixtures/handler.ts', import.meta.url));
export const fixtureWebBuild = fileURLToPath(new URL('../fixtures/web', import.meta.url));

/** Every contract deployed, each with the fixture handler: exercises every combination of `uses`. */
export function everyEndpointWithFixtureHandler(): BuildOptions['endpoints'] {
  return allContracts.map((contract) => ({ contract, entry: fixtureHandler }));
}

export interface SynthesizedEarnlearn {
  readonly app: App;
  readonly stacks: EarnlearnStacks;
  readonly templates: { readonly [K in keyof EarnlearnStacks]: Template } & {
    /** Each nested stack of the api stack (one per area with endpoints: the functions, decision 118). */
    readonly apiAreas: Partial<Record<Area, Template>>;
    /**
     * Every endpoint function's resources in one view: the area stacks' templates merged (their logical ids do
     * not clash, as each is a function's path). For tests that look at every function (roles, variables, grants).
     */
    readonly apiFunctions: Template;
  };
}

/** The area stacks' resources, outputs and conditions in one template (throws on a logical id in two of them: each
 * function's are named by its path, the area's own by its area). */
export function mergedTemplate(templates: readonly Template[]): Template {
  const merged: Record<'Resources' | 'Outputs' | 'Conditions', Record<string, unknown>> = {
    Resources: {},
    Outputs: {},
    Conditions: {},
  };
  for (const template of templates) {
    const json = template.toJSON() as Partial<Record<keyof typeof merged, Record<string, unknown>>>;
    for (const section of Object.keys(merged) as (keyof typeof merged)[]) {
      for (const [id, value] of Object.entries(json[section] ?? {})) {
        if (id in merged[section]) throw new Error(`${section}.${id} is in two area stacks`);
        merged[section][id] = value;
      }
    }
  }
  return Template.fromJSON(merged);
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
  const apiAreas = Object.fromEntries(stacks.api.areas.map((area) => [area.area, template(area)]));
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
      apiAreas,
      apiFunctions: mergedTemplate(Object.values(apiAreas)),
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

/** What a route invokes, followed from the api stack into its area stack (decision 118). */
export interface RouteTarget {
  /** The route's integration in the api stack. */
  readonly integration: TemplateResource;
  /** The value of its IntegrationUri: the area stack's output. */
  readonly uri: unknown;
  /** The output's logical id in the area stack and the resource it names there. */
  readonly targetId: string;
  readonly target: TemplateResource;
}

/** The resource the one route of `routeKey` (`GET /api/getAllJobs`) invokes; throws unless there is one route. */
export function routeTarget(earnlearn: SynthesizedEarnlearn, routeKey: string): RouteTarget {
  const resources = earnlearn.templates.api.toJSON().Resources as Record<string, TemplateResource>;
  const routes = Object.values(resources).filter(
    (resource) => resource.Type === 'AWS::ApiGatewayV2::Route' && resource.Properties.RouteKey === routeKey,
  );
  if (routes.length !== 1 || !routes[0])
    throw new Error(`Expected one route ${routeKey}, found ${routes.length}`);
  const [prefix, integrationRef] = (
    routes[0].Properties.Target as { 'Fn::Join': [string, [string, { Ref: string }]] }
  )['Fn::Join'][1];
  const integration = resources[integrationRef.Ref];
  if (prefix !== 'integrations/' || integration?.Type !== 'AWS::ApiGatewayV2::Integration') {
    throw new Error(`${routeKey} has no integration`);
  }
  const uri = integration.Properties.IntegrationUri;
  const [stackId, attribute] = (uri as { 'Fn::GetAtt'?: [string, string] })['Fn::GetAtt'] ?? [];
  if (resources[stackId ?? '']?.Type !== 'AWS::CloudFormation::Stack' || !attribute?.startsWith('Outputs.')) {
    throw new Error(`${routeKey} does not invoke an output of an area stack: ${JSON.stringify(uri)}`);
  }
  const areas = earnlearn.templates.apiFunctions.toJSON() as {
    Outputs: Record<string, { Value: { Ref?: string } }>;
    Resources: Record<string, TemplateResource>;
  };
  const targetId = areas.Outputs[attribute.slice('Outputs.'.length)]?.Value.Ref ?? '';
  const target = areas.Resources[targetId];
  if (!target) throw new Error(`${routeKey}: ${attribute} names no resource of an area stack`);
  return { integration, uri, targetId, target };
}

/** The endpoint functions of an api stack built by a test: its area stacks' templates in one view. */
export function functionsTemplate(api: ApiStack): Template {
  return mergedTemplate(api.areas.map((area) => Template.fromStack(area)));
}
