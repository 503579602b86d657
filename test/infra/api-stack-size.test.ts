/**
 * CloudFormation refuses a stack of more than 500 resources (and 200 outputs). The api stack keeps the HTTP API
 * and a route, an integration and a permission per endpoint; the functions are in one nested stack per area, each
 * with its role, policy, log group, version, `live` alias, Errors alarm and CodeDeploy deployment group
 * (docs/decisions.md 114 and 118). This keeps every one of them under a budget with room for more endpoints.
 */
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { allContracts } from '#shared/api/index';
import {
  everyEndpointWithFixtureHandler,
  type SynthesizedEarnlearn,
  synthesizeEarnlearn,
} from './support/synth';

/** CloudFormation's quotas on one template (a nested stack's too). */
const CLOUDFORMATION_STACK_LIMIT = 500;
const CLOUDFORMATION_OUTPUT_LIMIT = 200;
/** Room kept under the limit, for endpoints to come. */
const STACK_BUDGET = 450;
/** Endpoints each stack must still have room for, within the budget. */
const ROOM_FOR_ENDPOINTS = 5;

const count = (template: Template, section: 'Resources' | 'Outputs') =>
  Object.keys((template.toJSON()[section] as object | undefined) ?? {}).length;

let templates: SynthesizedEarnlearn['templates'];
let areas: [string, Template][];

beforeAll(() => {
  ({ templates } = synthesizeEarnlearn({}, { endpoints: everyEndpointWithFixtureHandler() }));
  areas = Object.entries(templates.apiAreas) as [string, Template][];
}, 300_000);

describe('api stack size, with gradual deploys', () => {
  it('splits the functions into one nested stack per area, with every gradual-deploy resource present', () => {
    expect(areas.map(([area]) => area).sort()).toEqual(['admin', 'internal', 'worker']);
    for (const [area, template] of areas) {
      const endpoints = allContracts.filter((contract) => contract.area === area).length;
      for (const type of [
        'AWS::Lambda::Function',
        'AWS::Lambda::Version',
        'AWS::Lambda::Alias',
        'AWS::CloudWatch::Alarm',
        'AWS::CodeDeploy::DeploymentGroup',
      ]) {
        template.resourceCountIs(type, endpoints);
      }
      template.resourceCountIs('AWS::CodeDeploy::Application', 1);
    }
    templates.api.resourceCountIs('AWS::CloudFormation::Stack', areas.length);
    templates.api.resourceCountIs('AWS::ApiGatewayV2::Route', allContracts.length);
  });

  it('keeps the api stack and each area stack under the budget, with room for more endpoints', () => {
    expect(STACK_BUDGET).toBeLessThan(CLOUDFORMATION_STACK_LIMIT);
    // The api stack: a route, an integration and a permission per endpoint.
    const api = count(templates.api, 'Resources');
    expect(api + 3 * ROOM_FOR_ENDPOINTS).toBeLessThan(STACK_BUDGET);
    expect(count(templates.api, 'Outputs')).toBeLessThan(CLOUDFORMATION_OUTPUT_LIMIT);
    for (const [area, template] of areas) {
      const endpoints = allContracts.filter((contract) => contract.area === area).length;
      const resources = count(template, 'Resources');
      // Function, role, policy, log group, version, alias, alarm and deployment group; an SMS sender has a policy more.
      const perEndpoint = 9;
      expect(resources, area).toBeLessThanOrEqual(2 + perEndpoint * endpoints);
      expect(resources + perEndpoint * ROOM_FOR_ENDPOINTS, area).toBeLessThan(STACK_BUDGET);
      // One output per endpoint: its alias's ARN, which the route's integration and permission read.
      expect(count(template, 'Outputs'), area).toBe(endpoints);
      expect(endpoints + ROOM_FOR_ENDPOINTS, area).toBeLessThan(CLOUDFORMATION_OUTPUT_LIMIT);
    }
  });

  it('could not hold the functions in one stack: with their gradual deploys they are over 500', () => {
    const all =
      count(templates.api, 'Resources') + areas.reduce((sum, [, t]) => sum + count(t, 'Resources'), 0);
    expect(all).toBeGreaterThan(CLOUDFORMATION_STACK_LIMIT);
  });
});
