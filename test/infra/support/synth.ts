import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, type IPolicyValidationContext, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { inject } from 'vitest';
import { type BuildOptions, buildEarnlearn, type EarnlearnStacks } from '#infra/aws/build';
import type { ApiStack } from '#infra/aws/stacks/api-stack';
import { allContracts } from '#shared/api/index';

export const fixtureHandler = fileURLToPath(new URL('../fixtures/handler.ts', import.meta.url));
export const fixtureWebBuild = fileURLToPath(new URL('../fixtures/web', import.meta.url));

/** Every contract deployed, each with the fixture handler: exercises every combination of `uses`. */
export function everyEndpointWithFixtureHandler(): BuildOptions['endpoints'] {
  return allContracts.map((contract) => ({ contract, entry: fixtureHandler }));
}

/** A stack of the once-synthesized app, as its cloud assembly holds it. */
export interface SynthesizedStack {
  readonly stackName: string;
  readonly region: string;
  /** The stacks it is deployed after, by name. */
  readonly dependencies: readonly string[];
  readonly templateFile: string;
}

/** Where global-synth.ts wrote the app (serializable: it crosses from the main process to the test workers). */
export interface AssemblyIndex {
  readonly outdir: string;
  readonly nagFindings: readonly string[];
  readonly stacks: Partial<Record<keyof EarnlearnStacks, SynthesizedStack>>;
  /** By the stack's label: its area, and its number after the first (`worker-2`). */
  readonly apiAreas: Readonly<Record<string, string>>;
  /** The api stack's nested route stacks, by id (`ApiRoutes2`: route-stacks.ts). */
  readonly apiRoutes: Readonly<Record<string, string>>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where synthesize-app.ts writes the app, and its index last. */
    earnlearnAssemblyDir: string;
  }
}

type Templates = { readonly [K in keyof EarnlearnStacks]: Template } & {
  /** Each nested stack of functions of the api stack, by its label (`worker`, `worker-2`: function-stacks.ts). */
  readonly apiAreas: Readonly<Record<string, Template>>;
  /**
   * Every endpoint function's resources in one view: the area stacks' templates merged (their logical ids do
   * not clash, as each is a function's path). For tests that look at every function (roles, variables, grants).
   */
  readonly apiFunctions: Template;
  /** Each nested route stack of the api stack, by its id (`ApiRoutes2`: route-stacks.ts). */
  readonly apiRoutes: Readonly<Record<string, Template>>;
  /**
   * Every route of the API in one view, with its integration and permission: the api stack's template merged
   * with its route stacks'. For tests that look at every route.
   */
  readonly routes: Template;
};

export interface SynthesizedEarnlearn {
  /** The cloud assembly: templates and the staged assets (`asset.<hash>/`). */
  readonly outdir: string;
  /** The cdk-nag findings nobody acknowledged (unacknowledgedNagFindings). */
  readonly nagFindings: readonly string[];
  readonly stacks: {
    readonly [K in keyof EarnlearnStacks]: EarnlearnStacks[K] extends Stack
      ? SynthesizedStack
      : SynthesizedStack | undefined;
  };
  readonly templates: Templates;
}

/**
 * The context of the app every test reads: stage `test` with each optional setting a test looks at switched on
 * (an alarm e-mail and https endpoint, a cost budget, an SMS sender id (the spend limit left at its default), a site URL, a from-address
 * of the stage's own and a WhatsApp number).
 */
export const SYNTHESIZED_CONTEXT = {
  alarmEmail: 'oncall@earnlearn.in',
  alarmHttpsUrl: 'https://events.pagerduty.com/integration/0123456789abcdef/enqueue',
  monthlyBudgetUsd: '150',
  smsSenderId: 'EARNJB',
  siteUrl: 'https://earnlearn.in',
  sesFromAddress: 'jobs@mail.earnlearn.in',
  whatsappPhoneNumberId: 'phone-number-id-0123456789abcdef0123456789abcdef',
} as const;

let synthesized: SynthesizedEarnlearn | undefined;

/** What synthesize-app.ts writes beside the cloud assembly: the index last, or the error. */
export const ASSEMBLY_INDEX_FILE = 'index.json';
export const SYNTHESIS_FAILED_FILE = 'failed.txt';
const SYNTHESIS_WAIT_MS = 600_000;

/** The index synthesize-app.ts writes once the app is synthesized; its error if it failed. */
async function assemblyIndex(outdir: string): Promise<AssemblyIndex> {
  const indexFile = join(outdir, ASSEMBLY_INDEX_FILE);
  const failedFile = join(outdir, SYNTHESIS_FAILED_FILE);
  const deadline = Date.now() + SYNTHESIS_WAIT_MS;
  while (Date.now() < deadline) {
    if (existsSync(indexFile)) return JSON.parse(readFileSync(indexFile, 'utf8')) as AssemblyIndex;
    if (existsSync(failedFile))
      throw new Error(`The app did not synthesize:\n${readFileSync(failedFile, 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app was not synthesized within ${SYNTHESIS_WAIT_MS / 1000} s`);
}

/**
 * The whole app as `cdk synth` builds it, synthesized once per run by synthesize-app.ts (real handlers bundled,
 * SYNTHESIZED_CONTEXT, the fixture web build), read from its cloud assembly.
 */
export async function synthesizedEarnlearn(): Promise<SynthesizedEarnlearn> {
  if (synthesized) return synthesized;
  const index = await assemblyIndex(inject('earnlearnAssemblyDir'));
  const read = (file: string) =>
    Template.fromJSON(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
  const stack = (key: keyof EarnlearnStacks) => {
    const found = index.stacks[key];
    if (!found) throw new Error(`The synthesized app has no ${key} stack`);
    return found;
  };
  const optional = (key: keyof EarnlearnStacks) => index.stacks[key] && read(index.stacks[key].templateFile);
  const apiAreas = Object.fromEntries(
    Object.entries(index.apiAreas).map(([area, file]) => [area, read(file)]),
  );
  const apiRoutes = Object.fromEntries(Object.entries(index.apiRoutes).map(([id, file]) => [id, read(file)]));
  const api = read(stack('api').templateFile);
  synthesized = {
    outdir: index.outdir,
    nagFindings: index.nagFindings,
    stacks: {
      data: stack('data'),
      api: stack('api'),
      web: stack('web'),
      observability: stack('observability'),
      migrations: stack('migrations'),
      waf: index.stacks.waf,
      edgeAlarms: index.stacks.edgeAlarms,
      deployAccess: index.stacks.deployAccess,
    },
    templates: {
      data: read(stack('data').templateFile),
      api,
      web: read(stack('web').templateFile),
      observability: read(stack('observability').templateFile),
      migrations: read(stack('migrations').templateFile),
      waf: optional('waf') as Template,
      edgeAlarms: optional('edgeAlarms') as Template,
      deployAccess: optional('deployAccess') as Template,
      apiAreas,
      apiFunctions: mergedTemplate(Object.values(apiAreas)),
      apiRoutes,
      routes: mergedTemplate([api, ...Object.values(apiRoutes)]),
    },
  };
  return synthesized;
}

/** Stacks' resources, outputs and conditions in one template (throws on a logical id in two of them: each
 * function's and route's are named by its path, an area's own by its area). */
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
        if (id in merged[section]) throw new Error(`${section}.${id} is in two of the stacks merged`);
        merged[section][id] = value;
      }
    }
  }
  return Template.fromJSON(merged);
}

/**
 * Context that bundles no function, as the CLI leaves the stacks it was not asked for: for the apps a test
 * builds for their templates (the once-synthesized app holds the real bundles).
 */
export const NO_BUNDLING = { [BUNDLING_STACKS]: [] as string[] };

/**
 * The whole app as `cdk synth` builds it (stage `test`), not yet synthesized: a test may add to it first. Its
 * functions are not bundled (as the CLI leaves the stacks it was not asked for) unless `bundled`: only the
 * once-synthesized app (global-synth.ts) bundles them.
 */
export function buildEarnlearnApp(
  context: Record<string, string> = {},
  options: BuildOptions = {},
  { outdir, bundled = false }: { outdir?: string; bundled?: boolean } = {},
): { app: App; stacks: EarnlearnStacks } {
  const app = new App({
    ...(outdir ? { outdir } : {}),
    context: {
      stage: 'test',
      googleClientId: 'test-client.apps.googleusercontent.com',
      ...(bundled ? {} : NO_BUNDLING),
      ...context,
    },
  });
  return { app, stacks: buildEarnlearn(app, options) };
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

/** What a route invokes, followed from the api stack or its route stack into its area stack (decision 118). */
export interface RouteTarget {
  /** The route's integration, in the api stack or a route stack. */
  readonly integration: TemplateResource;
  /** The value of its IntegrationUri in the api stack: the area stack's output (a route stack's parameter's). */
  readonly uri: unknown;
  /** The output's logical id in the area stack and the resource it names there. */
  readonly targetId: string;
  readonly target: TemplateResource;
  /** The permissions of the route's stack on the function its integration invokes. */
  readonly permissions: readonly TemplateResource[];
}

/** The resource the one route of `routeKey` (`GET /api/getAllJobs`) invokes; throws unless there is one route. */
export function routeTarget(earnlearn: SynthesizedEarnlearn, routeKey: string): RouteTarget {
  const parent = earnlearn.templates.api.toJSON().Resources as Record<string, TemplateResource>;
  // The api stack's own routes, then each route stack's, with the api stack's nested stack resource of it.
  const holders = [
    { resources: parent, stackResource: undefined as TemplateResource | undefined },
    ...Object.entries(earnlearn.templates.apiRoutes).map(([id, template]) => ({
      resources: template.toJSON().Resources as Record<string, TemplateResource>,
      stackResource: Object.entries(parent).find(
        ([logicalId, resource]) =>
          resource.Type === 'AWS::CloudFormation::Stack' && logicalId.startsWith(`${id}NestedStack`),
      )?.[1],
    })),
  ];
  const found = holders.flatMap(({ resources, stackResource }) =>
    Object.values(resources)
      .filter(
        (resource) =>
          resource.Type === 'AWS::ApiGatewayV2::Route' && resource.Properties.RouteKey === routeKey,
      )
      .map((route) => ({ route, resources, stackResource })),
  );
  if (found.length !== 1 || !found[0])
    throw new Error(`Expected one route ${routeKey}, found ${found.length}`);
  const { route, resources, stackResource } = found[0];
  const [prefix, integrationRef] = (
    route.Properties.Target as { 'Fn::Join': [string, [string, { Ref: string }]] }
  )['Fn::Join'][1];
  const integration = resources[integrationRef.Ref];
  if (prefix !== 'integrations/' || integration?.Type !== 'AWS::ApiGatewayV2::Integration') {
    throw new Error(`${routeKey} has no integration`);
  }
  // In a route stack the URI is a parameter, which the api stack passes from the area stack's output.
  const inStack = integration.Properties.IntegrationUri as { Ref?: string };
  const uri = stackResource
    ? (stackResource.Properties.Parameters as Record<string, unknown>)[inStack.Ref ?? '']
    : inStack;
  const [stackId, attribute] = (uri as { 'Fn::GetAtt'?: [string, string] } | undefined)?.['Fn::GetAtt'] ?? [];
  if (parent[stackId ?? '']?.Type !== 'AWS::CloudFormation::Stack' || !attribute?.startsWith('Outputs.')) {
    throw new Error(`${routeKey} does not invoke an output of an area stack: ${JSON.stringify(uri)}`);
  }
  const areas = earnlearn.templates.apiFunctions.toJSON() as {
    Outputs: Record<string, { Value: { Ref?: string } }>;
    Resources: Record<string, TemplateResource>;
  };
  const targetId = areas.Outputs[attribute.slice('Outputs.'.length)]?.Value.Ref ?? '';
  const target = areas.Resources[targetId];
  if (!target) throw new Error(`${routeKey}: ${attribute} names no resource of an area stack`);
  const permissions = Object.values(resources).filter(
    (resource) =>
      resource.Type === 'AWS::Lambda::Permission' &&
      JSON.stringify(resource.Properties.FunctionName) === JSON.stringify(inStack),
  );
  return { integration, uri, targetId, target, permissions };
}

/** The endpoint functions of an api stack built by a test: its area stacks' templates in one view. */
export function functionsTemplate(api: ApiStack): Template {
  return mergedTemplate(api.areas.map((area) => Template.fromStack(area)));
}
