/**
 * The functions as `cdk synth` builds them, with the real handlers bundled: one route and one function per
 * endpoint of the registry (shared/api), wired to each other; the runtime (and the AWS SDK it ships) changing
 * only on deploy; and bundles that carry the SDK clients they use rather than importing the runtime's
 * (docs/decisions.md 117).
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { allContracts, type EndpointContract, routePath } from '#shared/api/index';
import { BUNDLE_CEILING_BYTES, sdkInBundle } from './support/bundles';
import {
  routeTarget,
  type SynthesizedEarnlearn,
  synthesizedEarnlearn,
  type TemplateResource,
} from './support/synth';

let earnlearn: SynthesizedEarnlearn;

beforeAll(async () => {
  earnlearn = await synthesizedEarnlearn();
});

function resourcesOf(template: Template, type: string): [string, TemplateResource][] {
  return Object.entries(template.findResources(type) as Record<string, TemplateResource>);
}

/**
 * The endpoint functions, described by their route (the stack's others are the hourly sweep of held accounts,
 * scheduled-jobs.test.ts, and the SMS account settings' handler and its CDK provider framework).
 */
function endpointFunctions(): [string, TemplateResource][] {
  return resourcesOf(earnlearn.templates.apiFunctions, 'AWS::Lambda::Function').filter(
    ([, fn]) =>
      String(fn.Properties.FunctionName).startsWith('earnlearn-test-') &&
      /^(GET|POST) \/api\//.test(String(fn.Properties.Description)),
  );
}

function functionOf(contract: EndpointContract): [string, TemplateResource] {
  const found = endpointFunctions().filter(
    ([, fn]) => fn.Properties.FunctionName === `earnlearn-test-${contract.name}`,
  );
  expect(found).toHaveLength(1);
  return found[0] as [string, TemplateResource];
}

const cases = allContracts.map((contract) => [contract.name, contract] as const);

describe('every endpoint of the registry', () => {
  it('has exactly one function and one route, and nothing else is deployed', () => {
    expect(endpointFunctions()).toHaveLength(allContracts.length);
    expect(resourcesOf(earnlearn.templates.routes, 'AWS::ApiGatewayV2::Route')).toHaveLength(
      allContracts.length,
    );
  });

  it.each(cases)('%s: its one route invokes the live alias of its one function', (_, contract) => {
    // The function is in its area's stack, the route in the api stack or a route stack (decisions 118, 500):
    // routeTarget follows the integration into the area stack's output.
    const { target } = routeTarget(earnlearn, `${contract.method} ${routePath(contract)}`);
    const [functionId] = functionOf(contract);
    expect(target.Type).toBe('AWS::Lambda::Alias');
    expect(target.Properties).toMatchObject({ Name: 'live', FunctionName: { Ref: functionId } });
  });
});

/** The bundled index.mjs of a function: CDK stages its code as `asset.<hash>` beside the templates. */
function bundleOf(fn: TemplateResource): string {
  const key = (fn.Properties.Code as { S3Key: string }).S3Key;
  return join(earnlearn.outdir, `asset.${key.replace(/\.zip$/, '')}`, 'index.mjs');
}

describe('the runtime and the AWS SDK', () => {
  it.each(cases)('%s changes runtime version only when we deploy', (_, contract) => {
    const [, fn] = functionOf(contract);
    expect(fn.Properties.RuntimeManagementConfig).toEqual({ UpdateRuntimeOn: 'FunctionUpdate' });
  });

  it.each(cases)(
    "%s carries the SDK clients it uses instead of importing the runtime's",
    async (_, contract) => {
      const [, fn] = functionOf(contract);
      const file = bundleOf(fn);
      expect(existsSync(file), file).toBe(true);
      const sdk = await sdkInBundle(file);
      // Every handler reads its session secret with the SDK, and the table: both clients are inside the bundle.
      expect(sdk.bundled).toEqual(
        expect.arrayContaining(['@aws-sdk/client-dynamodb', '@aws-sdk/client-secrets-manager']),
      );
      expect(sdk.external).toEqual([]);
      expect(statSync(file).size).toBeLessThanOrEqual(BUNDLE_CEILING_BYTES);
    },
  );
});
