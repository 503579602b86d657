/**
 * CloudFormation refuses a stack of more than 500 resources (and 200 outputs, 200 parameters). The api stack
 * keeps the HTTP API, its stage and the routes it was deployed with (a route, an integration and a permission
 * each); every other route is in a nested route stack (infra/aws/route-stacks.ts, docs/decisions.md 500). The
 * functions are in nested stacks by area (infra/aws/function-stacks.ts), each function with its role, policy,
 * log group, version, `live` alias, Errors alarm and CodeDeploy deployment group (decisions 114 and 118). This
 * keeps every one of them under a budget, and shows that new endpoints and a new area land in stacks of their
 * own without moving a function or a route.
 */
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiEndpoints } from '#infra/aws/endpoints';
import { FUNCTIONS_PER_STACK, functionStackId, functionStacks } from '#infra/aws/function-stacks';
import { ROUTES_PER_STACK, routeStackId, routeStacks } from '#infra/aws/route-stacks';
import { PARENT_ROUTES, SEALED_ROUTE_STACKS, SEALED_STACKS } from '#infra/aws/sealed-stacks';
import type { ApiEndpoint } from '#infra/aws/stacks/api-stack';
import { type Area, allContracts, type EndpointContract, routePath } from '#shared/api/index';
import { type SynthesizedEarnlearn, synthesizedEarnlearn } from './support/synth';

/** CloudFormation's quotas on one template (a nested stack's too). */
const CLOUDFORMATION_STACK_LIMIT = 500;
const CLOUDFORMATION_OUTPUT_LIMIT = 200;
const CLOUDFORMATION_PARAMETER_LIMIT = 200;
/** Room kept under the limit. */
const STACK_BUDGET = 450;
/** Endpoints the api stack must still have room for, within the budget. */
const ROOM_FOR_ENDPOINTS = 30;
/** Function, role, policy, log group, version, alias, alarm and deployment group; an SMS sender has a policy more. */
const PER_ENDPOINT = 9;
/** The area's CodeDeploy application and deployment role. */
const PER_STACK = 2;

/** A route, its integration and the permission on the function's alias. */
const PER_ROUTE = 3;

const count = (template: Template, section: 'Resources' | 'Outputs' | 'Parameters') =>
  Object.keys((template.toJSON()[section] as object | undefined) ?? {}).length;

let templates: SynthesizedEarnlearn['templates'];
let areas: [string, Template][];
let routeTemplates: [string, Template][];

beforeAll(async () => {
  ({ templates } = await synthesizedEarnlearn());
  areas = Object.entries(templates.apiAreas);
  routeTemplates = Object.entries(templates.apiRoutes);
});

/** Where each endpoint's function is, by stack id. */
const placement = (endpoints: readonly ApiEndpoint[]) =>
  new Map(
    functionStacks(endpoints).flatMap((stack) => stack.endpoints.map((e) => [e.contract.name, stack.id])),
  );

/** A worker, admin or new area's endpoint that does not exist, with a stand-in handler. */
function newEndpoint(name: string, area: string): ApiEndpoint {
  const contract = { ...allContracts[0], name, area } as unknown as EndpointContract;
  return { contract, entry: 'unused.ts' };
}

describe('api stack size, with gradual deploys', () => {
  it('puts every function in a nested stack of its area, with every gradual-deploy resource present', () => {
    const stacks = functionStacks(apiEndpoints());
    expect(areas.map(([label]) => label).sort()).toEqual(
      stacks.map((stack) => (stack.number > 1 ? `${stack.area}-${stack.number}` : stack.area)).sort(),
    );
    for (const stack of stacks) {
      const template = templates.apiAreas[stack.number > 1 ? `${stack.area}-${stack.number}` : stack.area];
      if (!template) throw new Error(`No template for ${stack.id}`);
      for (const type of [
        'AWS::Lambda::Function',
        'AWS::Lambda::Version',
        'AWS::Lambda::Alias',
        'AWS::CloudWatch::Alarm',
        'AWS::CodeDeploy::DeploymentGroup',
      ]) {
        template.resourceCountIs(type, stack.endpoints.length);
      }
      template.resourceCountIs('AWS::CodeDeploy::Application', 1);
    }
    templates.api.resourceCountIs('AWS::CloudFormation::Stack', areas.length + routeTemplates.length);
    // Every endpoint routed once: the api stack's frozen routes, the others in route stacks.
    templates.routes.resourceCountIs('AWS::ApiGatewayV2::Route', allContracts.length);
    templates.routes.resourceCountIs('AWS::ApiGatewayV2::Integration', allContracts.length);
    templates.api.resourceCountIs('AWS::ApiGatewayV2::Route', PARENT_ROUTES.length);
    const routed = routeStacks(apiEndpoints()).stacks;
    expect(routeTemplates.map(([id]) => id)).toEqual(routed.map((stack) => stack.id));
    for (const stack of routed) {
      templates.apiRoutes[stack.id]?.resourceCountIs('AWS::ApiGatewayV2::Route', stack.endpoints.length);
    }
  });

  it('keeps the api stack under the budget, holding only the routes it was deployed with', () => {
    expect(STACK_BUDGET).toBeLessThan(CLOUDFORMATION_STACK_LIMIT);
    const api = count(templates.api, 'Resources');
    // New endpoints add nothing to it; only a route stack more, every ROUTES_PER_STACK of them, adds one.
    expect(api + Math.ceil(ROOM_FOR_ENDPOINTS / ROUTES_PER_STACK)).toBeLessThan(STACK_BUDGET);
    const routeKeys = Object.values(templates.api.findResources('AWS::ApiGatewayV2::Route')).map(
      (route) => (route as { Properties: { RouteKey: string } }).Properties.RouteKey,
    );
    const frozen = allContracts.filter((contract) => PARENT_ROUTES.includes(contract.name));
    expect(routeKeys.sort()).toEqual(frozen.map((c) => `${c.method} ${routePath(c)}`).sort());
    templates.api.resourceCountIs('AWS::ApiGatewayV2::Integration', PARENT_ROUTES.length);
    expect(count(templates.api, 'Outputs')).toBeLessThan(CLOUDFORMATION_OUTPUT_LIMIT);
  });

  it('keeps each route stack under the budget, and any once full', () => {
    expect(PER_ROUTE * ROUTES_PER_STACK).toBeLessThan(STACK_BUDGET);
    // Each route's alias ARN and the API's id are parameters.
    expect(ROUTES_PER_STACK + 1).toBeLessThan(CLOUDFORMATION_PARAMETER_LIMIT);
    for (const [id, template] of routeTemplates) {
      const routes = Object.keys(template.findResources('AWS::ApiGatewayV2::Route')).length;
      expect(count(template, 'Resources'), id).toBe(PER_ROUTE * routes);
      expect(count(template, 'Parameters'), id).toBeLessThanOrEqual(routes + 1);
      expect(routes, id).toBeLessThanOrEqual(ROUTES_PER_STACK);
    }
  });

  it('keeps each area stack under the budget', () => {
    for (const [label, template] of areas) {
      const functions = Object.keys(template.findResources('AWS::Lambda::Function')).length;
      const resources = count(template, 'Resources');
      expect(resources, label).toBeLessThanOrEqual(PER_STACK + PER_ENDPOINT * functions);
      expect(resources, label).toBeLessThan(STACK_BUDGET);
      // One output per endpoint: its alias's ARN, which the route's integration and permission read.
      expect(count(template, 'Outputs'), label).toBe(functions);
    }
  });

  it('keeps any stack of functions under the budget once full', () => {
    expect(PER_STACK + PER_ENDPOINT * FUNCTIONS_PER_STACK).toBeLessThan(STACK_BUDGET);
    expect(FUNCTIONS_PER_STACK).toBeLessThan(CLOUDFORMATION_OUTPUT_LIMIT);
  });

  it('could not hold the functions in one stack: with their gradual deploys they are over 500', () => {
    const all =
      count(templates.api, 'Resources') + areas.reduce((sum, [, t]) => sum + count(t, 'Resources'), 0);
    expect(all).toBeGreaterThan(CLOUDFORMATION_STACK_LIMIT);
  });
});

describe('where new endpoints go (infra/aws/function-stacks.ts)', () => {
  const today = apiEndpoints();

  it('keeps every function of today where it was deployed: its sealed stack, else its area’s open one', () => {
    for (const [name, stack] of placement(today)) {
      const area = (today.find(({ contract }) => contract.name === name)?.contract.area ?? 'worker') as Area;
      const sealed = SEALED_STACKS[area] ?? [];
      const index = sealed.findIndex((names) => names.includes(name));
      expect(stack, name).toBe(functionStackId(area, (index < 0 ? sealed.length : index) + 1));
    }
  });

  /** The worker area's open stack (after its sealed ones), and the one a seal of it would open. */
  const openWorkerStack = functionStackId('worker', (SEALED_STACKS.worker?.length ?? 0) + 1);
  const nextWorkerStack = functionStackId('worker', (SEALED_STACKS.worker?.length ?? 0) + 2);

  it('lands 30 more worker endpoints and a new area without moving a function or filling a stack', () => {
    const more = [
      ...Array.from({ length: 30 }, (_, index) => newEndpoint(`newWorkerEndpoint${index}`, 'worker')),
      // As many admin endpoints as the open AdminFunctions2 still has room for (AdminFunctions is sealed).
      ...Array.from(
        {
          length:
            FUNCTIONS_PER_STACK -
            today.filter(
              (e) =>
                e.contract.area === 'admin' &&
                !(SEALED_STACKS.admin ?? []).some((names) => names.includes(e.contract.name)),
            ).length,
        },
        (_, index) => newEndpoint(`newAdminEndpoint${index}`, 'admin'),
      ),
      ...Array.from({ length: 20 }, (_, index) => newEndpoint(`employerEndpoint${index}`, 'employer')),
    ];
    const before = placement(today);
    // Added in any order, even between today's: a function's stack does not depend on the others'.
    const after = placement([...more.slice(0, 40), ...today, ...more.slice(40)]);
    for (const [name, stack] of before) expect(after.get(name), name).toBe(stack);
    expect(after.get('newWorkerEndpoint0')).toBe(openWorkerStack);
    expect(after.get('newAdminEndpoint0')).toBe('AdminFunctions2');
    expect(after.get('employerEndpoint0')).toBe('EmployerFunctions');
    for (const stack of functionStacks([...today, ...more])) {
      expect(stack.endpoints.length, stack.id).toBeLessThanOrEqual(FUNCTIONS_PER_STACK);
    }
  });

  it('refuses an open stack past the limit, saying to seal it', () => {
    // One more than the open stack has room for beside the worker endpoints it holds today.
    const open = placement(today);
    const inOpen = [...open.values()].filter((stack) => stack === openWorkerStack).length;
    const many = Array.from({ length: FUNCTIONS_PER_STACK + 1 - inOpen }, (_, index) =>
      newEndpoint(`newWorkerEndpoint${index}`, 'worker'),
    );
    expect(() => functionStacks([...today, ...many])).toThrow(
      `${openWorkerStack} would hold ${FUNCTIONS_PER_STACK + 1} functions, more than ${FUNCTIONS_PER_STACK}: seal it`,
    );
    // Sealed, the stack keeps its endpoints and the next one opens.
    const inOpenNames = [...open].filter(([, stack]) => stack === openWorkerStack).map(([name]) => name);
    const sealed = {
      ...SEALED_STACKS,
      worker: [
        ...(SEALED_STACKS.worker ?? []),
        [...inOpenNames, ...many.slice(0, -1).map((e) => e.contract.name)],
      ],
    };
    const stacks = functionStacks([...today, ...many], sealed);
    expect(
      stacks.find((stack) => stack.id === nextWorkerStack)?.endpoints.map((e) => e.contract.name),
    ).toEqual([many.at(-1)?.contract.name]);
  });
});

describe('where new routes go (infra/aws/route-stacks.ts)', () => {
  const today = apiEndpoints();
  const routePlacement = (endpoints: readonly ApiEndpoint[], sealed = SEALED_ROUTE_STACKS) => {
    const { parent, stacks } = routeStacks(endpoints, PARENT_ROUTES, sealed);
    return new Map([
      ...parent.map((e) => [e.contract.name, 'api'] as const),
      ...stacks.flatMap((stack) => stack.endpoints.map((e) => [e.contract.name, stack.id] as const)),
    ]);
  };

  it('keeps the routes deployed in the api stack there, and puts every other in a route stack', () => {
    const placed = routePlacement(today);
    expect(placed.size).toBe(allContracts.length);
    for (const name of PARENT_ROUTES) expect(placed.get(name), name).toBe('api');
    for (const { contract } of today) {
      if (!PARENT_ROUTES.includes(contract.name))
        expect(placed.get(contract.name), contract.name).not.toBe('api');
    }
  });

  it('lands 30 more endpoints of any area in the open route stack, moving no route', () => {
    const more = [
      ...Array.from({ length: 10 }, (_, index) => newEndpoint(`newWorkerEndpoint${index}`, 'worker')),
      ...Array.from({ length: 10 }, (_, index) => newEndpoint(`newAdminEndpoint${index}`, 'admin')),
      ...Array.from({ length: 10 }, (_, index) => newEndpoint(`employerEndpoint${index}`, 'employer')),
    ];
    const before = routePlacement(today);
    // Added in any order, even between today's.
    const after = routePlacement([...more.slice(0, 15), ...today, ...more.slice(15)]);
    for (const [name, stack] of before) expect(after.get(name), name).toBe(stack);
    const open = routeStackId(SEALED_ROUTE_STACKS.length + 2);
    for (const { contract } of more) expect(after.get(contract.name), contract.name).toBe(open);
    for (const stack of routeStacks([...today, ...more]).stacks) {
      expect(stack.endpoints.length, stack.id).toBeLessThanOrEqual(ROUTES_PER_STACK);
    }
  });

  it('refuses an open route stack past the limit, saying to seal it; sealed, the next one opens', () => {
    const open = routeStackId(SEALED_ROUTE_STACKS.length + 2);
    const inOpen = [...routePlacement(today)].filter(([, stack]) => stack === open).map(([name]) => name);
    const many = Array.from({ length: ROUTES_PER_STACK + 1 - inOpen.length }, (_, index) =>
      newEndpoint(`newEndpoint${index}`, 'worker'),
    );
    expect(() => routeStacks([...today, ...many])).toThrow(
      `${open} would hold ${ROUTES_PER_STACK + 1} routes, more than ${ROUTES_PER_STACK}: seal it`,
    );
    const sealed = [...SEALED_ROUTE_STACKS, [...inOpen, ...many.slice(0, -1).map((e) => e.contract.name)]];
    const placed = routePlacement([...today, ...many], sealed);
    for (const name of inOpen) expect(placed.get(name), name).toBe(open);
    expect(placed.get(many.at(-1)?.contract.name ?? '')).toBe(routeStackId(SEALED_ROUTE_STACKS.length + 3));
  });
});
