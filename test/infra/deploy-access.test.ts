import { App, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { readConfig } from '#infra/aws/config';
import { DeployAccessStack } from '#infra/aws/stacks/deploy-access-stack';
import { buildEarnlearnApp, onlyResource, unacknowledgedNagFindings } from './support/synth';

const providerArn = 'arn:aws:iam::123456789012:oidc-provider/token.actions.githubusercontent.com';

function synthesize(oidcProviderArn?: string, githubDiffEnvironment?: string) {
  const app = new App();
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const stack = new DeployAccessStack(app, 'earnlearn-staging-deploy-access', {
    env: { account: '123456789012', region: 'ap-south-1' },
    namePrefix: 'earnlearn-staging',
    githubRepository: 'earnlearn/earnlearn',
    githubEnvironment: 'staging',
    oidcProviderArn,
    ...(githubDiffEnvironment ? { githubDiffEnvironment } : {}),
  });
  app.synth();
  return { app, template: Template.fromStack(stack) };
}

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, string>>;
  Principal?: { Federated: unknown };
}

describe('the role GitHub Actions deploys with (deploy-access stack)', () => {
  it('is taken only by an OIDC token of the one repository and Environment, for STS', () => {
    const { template } = synthesize();
    const provider = onlyResource(template, 'AWS::IAM::OIDCProvider');
    expect(provider.Properties).toMatchObject({
      Url: 'https://token.actions.githubusercontent.com',
      ClientIdList: ['sts.amazonaws.com'],
    });
    const role = onlyResource(template, 'AWS::IAM::Role');
    expect(role.Properties.RoleName).toBe('earnlearn-staging-github-deploy');
    const trust = (role.Properties.AssumeRolePolicyDocument as { Statement: Statement[] }).Statement;
    expect(trust).toHaveLength(1);
    expect(trust[0]).toMatchObject({
      Effect: 'Allow',
      Action: 'sts:AssumeRoleWithWebIdentity',
      Condition: {
        StringEquals: {
          'token.actions.githubusercontent.com:aud': 'sts.amazonaws.com',
          'token.actions.githubusercontent.com:sub': 'repo:earnlearn/earnlearn:environment:staging',
        },
      },
    });
    // No StringLike: a wildcard in `sub` would let any branch or fork-triggered job in.
    expect(JSON.stringify(trust)).not.toContain('StringLike');
  });

  it('may only assume the CDK bootstrap roles and read the stage’s stacks', () => {
    const { template } = synthesize();
    const policies = Object.values(template.findResources('AWS::IAM::Policy'));
    expect(policies).toHaveLength(1);
    const [policy] = policies;
    if (!policy) throw new Error('No policy');
    const statements = (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement;
    const resolved = JSON.stringify(statements);
    expect(statements.map((statement) => statement.Action)).toEqual([
      'sts:AssumeRole',
      'cloudformation:DescribeStacks',
    ]);
    for (const role of ['deploy-role', 'file-publishing-role', 'lookup-role']) {
      expect(resolved).toContain(`:role/cdk-hnb659fds-${role}-`);
    }
    expect(resolved).toContain(':stack/earnlearn-staging-*/*');
    expect(resolved).not.toMatch(/"Resource":"\*"/);
    expect(template.findResources('AWS::IAM::ManagedPolicy')).toEqual({});
    expect(onlyResource(template, 'AWS::IAM::Role').Properties.ManagedPolicyArns).toBeUndefined();
  });

  it('is cdk-nag clean, creating the provider or importing the account’s one', () => {
    const created = synthesize();
    expect(unacknowledgedNagFindings(created.app)).toEqual([]);
    const imported = synthesize(providerArn);
    expect(unacknowledgedNagFindings(imported.app)).toEqual([]);
    expect(imported.template.findResources('AWS::IAM::OIDCProvider')).toEqual({});
    const role = onlyResource(imported.template, 'AWS::IAM::Role');
    expect(JSON.stringify(role.Properties.AssumeRolePolicyDocument)).toContain(providerArn);
  });
});

describe('the role the diff before the approval runs with (githubDiffEnvironment)', () => {
  it('is taken only by the diff Environment’s jobs and may only assume the lookup role and read the stacks', () => {
    const { app, template } = synthesize(undefined, 'production-diff');
    expect(unacknowledgedNagFindings(app)).toEqual([]);
    const diffRole = Object.entries(template.findResources('AWS::IAM::Role')).find(
      ([, role]) => role.Properties.RoleName === 'earnlearn-staging-github-diff',
    );
    expect(diffRole).toBeDefined();
    const [roleId, role] = diffRole as [string, { Properties: Record<string, unknown> }];
    expect(JSON.stringify(role.Properties.AssumeRolePolicyDocument)).toContain(
      '"token.actions.githubusercontent.com:sub":"repo:earnlearn/earnlearn:environment:production-diff"',
    );
    const policy = Object.values(template.findResources('AWS::IAM::Policy')).find((candidate) =>
      (candidate.Properties.Roles as { Ref: string }[]).some(({ Ref }) => Ref === roleId),
    );
    if (!policy) throw new Error('The diff role has no policy');
    const statements = (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement;
    expect(statements.map((statement) => statement.Action)).toEqual([
      'sts:AssumeRole',
      'cloudformation:DescribeStacks',
    ]);
    const assumable = JSON.stringify(statements[0]?.Resource);
    expect(assumable).toContain(':role/cdk-hnb659fds-lookup-role-');
    expect(assumable).not.toContain('deploy-role');
    expect(assumable).not.toContain('file-publishing-role');
    template.hasOutput('DiffRoleArn', {});
  });

  it('is not made without the setting', () => {
    const { template } = synthesize();
    expect(Object.keys(template.findResources('AWS::IAM::Role'))).toHaveLength(1);
    expect(template.findOutputs('DiffRoleArn')).toEqual({});
  });

  it('comes from the stage setting, which needs githubRepository', () => {
    const context = new App({
      context: {
        stage: 'prod',
        googleClientId: 'x.apps.googleusercontent.com',
        githubRepository: 'earnlearn/earnlearn',
        githubEnvironment: 'production',
        githubDiffEnvironment: 'production-diff',
      },
    });
    expect(readConfig(context).github).toEqual({
      repository: 'earnlearn/earnlearn',
      environment: 'production',
      diffEnvironment: 'production-diff',
    });
    const alone = new App({
      context: { stage: 'prod', googleClientId: 'x.apps.googleusercontent.com', githubDiffEnvironment: 'd' },
    });
    expect(() => readConfig(alone)).toThrow(/need "githubRepository"/);
  });
});

describe('the stage settings githubRepository, githubEnvironment, githubOidcProviderArn', () => {
  const context = (extra: Record<string, string>) =>
    new App({ context: { stage: 'staging', googleClientId: 'x.apps.googleusercontent.com', ...extra } });

  it('make no deploy-access stack without a repository, and one named for the stage with it', () => {
    // No endpoints: only which stacks there are matters here, not the functions' bundles.
    expect(buildEarnlearnApp({}, { endpoints: [] }).stacks.deployAccess).toBeUndefined();
    const { stacks } = buildEarnlearnApp({ githubRepository: 'earnlearn/earnlearn' }, { endpoints: [] });
    expect(stacks.deployAccess?.stackName).toBe('earnlearn-test-deploy-access');
  });

  it('default the Environment to the stage and reject what is not a repository, an Environment or the provider', () => {
    expect(readConfig(context({ githubRepository: 'earnlearn/earnlearn' })).github).toEqual({
      repository: 'earnlearn/earnlearn',
      environment: 'staging',
    });
    expect(() => readConfig(context({ githubRepository: 'earnlearn' }))).toThrow(
      /"githubRepository" must be owner\/name/,
    );
    expect(() => readConfig(context({ githubRepository: 'a/b', githubEnvironment: 'pro duction' }))).toThrow(
      /"githubEnvironment"/,
    );
    expect(() =>
      readConfig(
        context({ githubRepository: 'a/b', githubOidcProviderArn: 'arn:aws:iam::1:oidc-provider/x' }),
      ),
    ).toThrow(/"githubOidcProviderArn" must be/);
    expect(() => readConfig(context({ githubEnvironment: 'production' }))).toThrow(/need "githubRepository"/);
  });
});
