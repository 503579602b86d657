/**
 * Gradual deploys (docs/decisions.md 118): every route invokes its function's `live` alias, which CodeDeploy moves
 * to each new version, gradually (canary) or at once (a dev stage's choice in its file), rolling back when the
 * deployment fails, is stopped, or the alias's Errors alarm or the API's 5xx-rate alarm fires.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEarnlearn } from '#infra/aws/build';
import { readConfig } from '#infra/aws/config';
import { repoRoot } from '#infra/aws/paths';
import { readStageFile, stageApp, stageFilePath } from '#infra/aws/stage-file';
import { allContracts, contracts, routePath } from '#shared/api/index';
import {
  fixtureHandler,
  routeTarget,
  type SynthesizedEarnlearn,
  synthesizedEarnlearn,
  type TemplateResource,
} from './support/synth';

let earnlearn: SynthesizedEarnlearn;

beforeAll(async () => {
  earnlearn = await synthesizedEarnlearn();
});

const cases = allContracts.map((contract) => [contract.name, contract] as const);

function resourcesOf(template: Template, type: string): Record<string, TemplateResource> {
  return template.findResources(type) as Record<string, TemplateResource>;
}

const functionsJson = () =>
  earnlearn.templates.apiFunctions.toJSON() as { Resources: Record<string, TemplateResource> };

interface DeploymentGroup {
  readonly id: string;
  readonly properties: Record<string, unknown>;
}

/** The deployment group the alias's update policy names, in the same area stack. */
function deploymentGroupOf(alias: TemplateResource & { UpdatePolicy?: unknown }): DeploymentGroup {
  const policy = (alias.UpdatePolicy as { CodeDeployLambdaAliasUpdate?: Record<string, { Ref: string }> })
    ?.CodeDeployLambdaAliasUpdate;
  expect(policy, 'the alias has a CodeDeployLambdaAliasUpdate update policy').toBeDefined();
  const id = policy?.DeploymentGroupName?.Ref ?? '';
  const group = functionsJson().Resources[id];
  expect(group?.Type).toBe('AWS::CodeDeploy::DeploymentGroup');
  expect(policy?.ApplicationName).toEqual(group?.Properties.ApplicationName);
  return { id, properties: group?.Properties ?? {} };
}

describe('every route', () => {
  it.each(cases)(
    '%s: invokes the live alias of its function, with the permission on that alias',
    (_, contract) => {
      const routeKey = `${contract.method} ${routePath(contract)}`;
      const { target, permissions } = routeTarget(earnlearn, routeKey);
      expect(target.Type).toBe('AWS::Lambda::Alias');
      expect(target.Properties.Name).toBe('live');
      const fnId = (target.Properties.FunctionName as { Ref: string }).Ref;
      expect(functionsJson().Resources[fnId]?.Properties.FunctionName).toBe(
        `earnlearn-test-${contract.name}`,
      );
      // The alias points at the version the function's current code and configuration published.
      const versionId = (target.Properties.FunctionVersion as { 'Fn::GetAtt': [string, string] })[
        'Fn::GetAtt'
      ][0];
      expect(functionsJson().Resources[versionId]).toMatchObject({
        Type: 'AWS::Lambda::Version',
        Properties: { FunctionName: { Ref: fnId } },
      });
      // API Gateway may invoke the alias, from this route only; nothing lets it invoke the function itself.
      expect(permissions).toHaveLength(1);
      expect(permissions[0]?.Properties.Principal).toBe('apigateway.amazonaws.com');
      expect(JSON.stringify(permissions[0]?.Properties.SourceArn)).toContain(`/*/*${routePath(contract)}"`);
    },
  );

  it('leaves no function invocable by API Gateway except through its alias', () => {
    expect(Object.keys(resourcesOf(earnlearn.templates.apiFunctions, 'AWS::Lambda::Permission'))).toEqual([]);
    const toFunctions = Object.values(
      resourcesOf(earnlearn.templates.routes, 'AWS::Lambda::Permission'),
    ).filter((permission) => permission.Properties.Principal === 'apigateway.amazonaws.com');
    expect(toFunctions).toHaveLength(allContracts.length);
  });
});

describe('every alias', () => {
  it.each(cases)(
    '%s: is shifted by a deployment group of its own that rolls back on its Errors alarm and the API 5xx rate',
    (_, contract) => {
      const { target, targetId } = routeTarget(earnlearn, `${contract.method} ${routePath(contract)}`);
      const group = deploymentGroupOf(target);
      expect(group.properties).toMatchObject({
        DeploymentGroupName: contract.name,
        DeploymentConfigName: 'CodeDeployDefault.LambdaCanary10Percent5Minutes',
        DeploymentStyle: { DeploymentOption: 'WITH_TRAFFIC_CONTROL', DeploymentType: 'BLUE_GREEN' },
        AutoRollbackConfiguration: {
          Enabled: true,
          Events: expect.arrayContaining(['DEPLOYMENT_FAILURE', 'DEPLOYMENT_STOP_ON_ALARM']),
        },
        AlarmConfiguration: { Enabled: true },
      });
      const alarms = (group.properties.AlarmConfiguration as { Alarms: { Name: unknown }[] }).Alarms;
      // Its own alarm: Errors of the live alias in one minute, so it can fire inside the canary's 5 minutes.
      const ownId = alarms.map(({ Name }) => (Name as { Ref?: string }).Ref).find(Boolean) ?? '';
      const own = functionsJson().Resources[ownId];
      expect(own?.Properties).toMatchObject({
        AlarmName: `earnlearn-test-${contract.name}LiveErrors`,
        Namespace: 'AWS/Lambda',
        MetricName: 'Errors',
        Period: 60,
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
      const fnId = (target.Properties.FunctionName as { Ref: string }).Ref;
      expect(own?.Properties.Dimensions).toEqual([
        { Name: 'FunctionName', Value: { Ref: fnId } },
        { Name: 'Resource', Value: { 'Fn::Join': ['', [{ Ref: fnId }, ':live']] } },
      ]);
      // And the API's 5xx rate, named as the observability stack names it.
      expect(alarms.map(({ Name }) => Name)).toContain('earnlearn-test-Api5xxRate');
      expect(targetId).not.toBe('');
    },
  );

  it('names an API 5xx alarm the observability stack has, without the api stack depending on it', () => {
    const names = Object.values(resourcesOf(earnlearn.templates.observability, 'AWS::CloudWatch::Alarm')).map(
      (alarm) => alarm.Properties.AlarmName,
    );
    expect(names).toContain('earnlearn-test-Api5xxRate');
    // The observability stack reads the API (it depends on the api stack); the api stack imports nothing of it.
    expect(earnlearn.stacks.observability.dependencies).toContain(earnlearn.stacks.api.stackName);
    const api = JSON.stringify([earnlearn.templates.api.toJSON(), earnlearn.templates.apiFunctions.toJSON()]);
    expect(api).not.toMatch(/observability/i);
  });

  it('deploys with one CodeDeploy application and one deployment role per area, the role CodeDeploy’s own', () => {
    for (const [area, template] of Object.entries(earnlearn.templates.apiAreas) as [string, Template][]) {
      const [application] = Object.values(resourcesOf(template, 'AWS::CodeDeploy::Application'));
      expect(application?.Properties).toMatchObject({
        ApplicationName: `earnlearn-test-api-${area}`,
        ComputePlatform: 'Lambda',
      });
      const groups = Object.values(resourcesOf(template, 'AWS::CodeDeploy::DeploymentGroup'));
      const roles = new Set(groups.map((group) => JSON.stringify(group.Properties.ServiceRoleArn)));
      expect(roles.size).toBe(1);
      const roleArn = groups[0]?.Properties.ServiceRoleArn as { 'Fn::GetAtt': [string, string] } | undefined;
      const roleId = roleArn?.['Fn::GetAtt'][0] ?? '';
      const role = (template.toJSON().Resources as Record<string, TemplateResource>)[roleId];
      expect(JSON.stringify(role?.Properties.AssumeRolePolicyDocument)).toContain('codedeploy.amazonaws.com');
      expect(JSON.stringify(role?.Properties.ManagedPolicyArns)).toContain(
        ':iam::aws:policy/service-role/AWSCodeDeployRoleForLambdaLimited',
      );
      expect(role?.Properties.Policies).toBeUndefined();
    }
  });
});

/** Stage files written by the tests below, removed after them. */
const written: string[] = [];
afterAll(() => {
  for (const path of written) rmSync(path, { force: true });
});
function stageFile(stage: string, content: Record<string, string>) {
  const path = stageFilePath(stage);
  writeFileSync(
    path,
    JSON.stringify({ stage, googleClientId: '1234-abc.apps.googleusercontent.com', ...content }),
  );
  written.push(path);
}

describe('the deployment setting comes from the stage file', () => {
  it('is canary when the file says nothing, and in the committed example', () => {
    stageFile('t-default', {});
    expect(readConfig(stageApp('t-default')).deployment).toBe('canary');
    expect(readStageFile('example').deployment).toBe('canary');
  });

  it('refuses anything but canary and allAtOnce, in the file and on the command line', () => {
    stageFile('t-slow', { deployment: 'linear' });
    expect(() => readStageFile('t-slow')).toThrow(
      't-slow.json: "deployment": must be "canary" or "allAtOnce"',
    );
    const app = stageApp('t-default');
    app.node.setContext('deployment', 'bluegreen');
    expect(() => readConfig(app)).toThrow(
      'Context "deployment" must be "canary" or "allAtOnce", got "bluegreen"',
    );
  });

  it('lets a dev stage deploy all at once, the alarms still rolling back a deployment they catch', () => {
    stageFile('t-dev', { deployment: 'allAtOnce', waf: 'off' });
    const app = stageApp('t-dev');
    // Only the deployment groups are read: no function is bundled (as the CLI leaves a stack it was not asked for).
    app.node.setContext(BUNDLING_STACKS, []);
    const stacks = buildEarnlearn(app, {
      endpoints: [contracts.getAllJobs, contracts.adminLogin].map((contract) => ({
        contract,
        entry: fixtureHandler,
      })),
    });
    const groups = stacks.api.areas.flatMap((area) =>
      Object.values(resourcesOf(Template.fromStack(area), 'AWS::CodeDeploy::DeploymentGroup')),
    );
    expect(groups).toHaveLength(2);
    for (const group of groups) {
      expect(group.Properties).toMatchObject({
        DeploymentConfigName: 'CodeDeployDefault.LambdaAllAtOnce',
        AutoRollbackConfiguration: { Enabled: true },
        AlarmConfiguration: { Enabled: true },
      });
    }
  }, 120_000);
});

describe('the break-glass setting deploymentAlarms', () => {
  /** The deployment groups of a small app of the stage file `settings`, nothing bundled. */
  function deploymentGroups(stage: string, settings: Record<string, string>): TemplateResource[] {
    stageFile(stage, { waf: 'off', ...settings });
    const app = stageApp(stage);
    app.node.setContext(BUNDLING_STACKS, []);
    const stacks = buildEarnlearn(app, {
      endpoints: [contracts.getAllJobs, contracts.adminLogin].map((contract) => ({
        contract,
        entry: fixtureHandler,
      })),
    });
    return stacks.api.areas.flatMap((area) =>
      Object.values(resourcesOf(Template.fromStack(area), 'AWS::CodeDeploy::DeploymentGroup')),
    );
  }

  it('is on unless the file says off, and refuses anything else', () => {
    stageFile('t-glass-default', {});
    expect(readConfig(stageApp('t-glass-default')).deploymentAlarms).toBe(true);
    expect(readStageFile('example').deploymentAlarms).toBe('on');
    stageFile('t-glass-typo', { deploymentAlarms: 'no' });
    expect(() => readStageFile('t-glass-typo')).toThrow('"deploymentAlarms": must be "on" or "off"');
  });

  it('off: every deployment group skips its alarms and rolls back on nothing but a failed or stopped deployment', () => {
    const groups = deploymentGroups('t-glass', { deploymentAlarms: 'off' });
    expect(groups).toHaveLength(2);
    for (const group of groups) {
      expect(group.Properties.AlarmConfiguration).toMatchObject({ Enabled: false });
      expect(group.Properties.AutoRollbackConfiguration).toEqual({
        Enabled: true,
        Events: ['DEPLOYMENT_FAILURE', 'DEPLOYMENT_STOP_ON_REQUEST'],
      });
    }
    // On again, the same groups watch their alarms and roll back on them.
    for (const group of deploymentGroups('t-glass-on', { deploymentAlarms: 'on' })) {
      expect(group.Properties.AlarmConfiguration).toMatchObject({ Enabled: true });
      expect(JSON.stringify(group.Properties.AlarmConfiguration)).toContain('Api5xxRate');
      expect(group.Properties.AutoRollbackConfiguration).toMatchObject({
        Events: expect.arrayContaining(['DEPLOYMENT_STOP_ON_ALARM']),
      });
    }
  }, 120_000);
});

describe('the runbook (docs/operations.md)', () => {
  const text = readFileSync(join(repoRoot, 'docs', 'operations.md'), 'utf8');
  const section = (from: string, to: string) => text.slice(text.indexOf(from), text.indexOf(to));

  it('documents the deployment setting, the rollback alarm and how to watch and stop a deployment', () => {
    expect(section('## 2. Stage settings', '## 3.')).toContain('| `deployment` |');
    expect(section('## 10. Alarms', '## 11. Rollback')).toContain('| `<endpoint>LiveErrors`');
    const gradual = section('### Gradual deploys', '### Removing a stack');
    for (const step of [
      'earnlearn-<stage>-api-<area>',
      'aws deploy list-deployments',
      'aws deploy stop-deployment --deployment-id <id> --auto-rollback-enabled',
      'aws lambda get-alias --function-name earnlearn-<stage>-getAllJobs --name live',
      '"deployment": "allAtOnce"',
    ]) {
      expect(gradual).toContain(step);
    }
  });
});
