/**
 * The hourly sweep of held accounts (issue 18, functions/scheduled/expire-held-accounts.ts) as `cdk synth`
 * builds it: the real handler bundled, run every hour by an EventBridge rule, allowed exactly the table actions
 * its code needs (checked against the SDK calls of its bundle, as code-grants.test.ts does for the endpoints),
 * its own log group, and an alarm on its errors that notifies the alarm topic.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { SWEEP_ENTRY, SWEEP_TABLE_ACTIONS } from '#infra/aws/constructs/held-accounts-sweep';
import { BUNDLE_CEILING_BYTES, sdkInBundle } from './support/bundles';
import { alarmEmail, expectScheduledJobAlarm } from './support/operations';
import {
  everyEndpointWithFixtureHandler,
  onlyResource,
  type SynthesizedEarnlearn,
  synthesizeEarnlearn,
  type TemplateResource,
  unacknowledgedNagFindings,
} from './support/synth';

const functionName = 'earnlearn-test-expireHeldAccounts';
/** The sweep's rule (the interview reminders have an hourly rule of their own, interview-reminders.test.ts). */
const sweepRule = { Properties: { Description: 'Runs the sweep of held accounts every hour' } };
let earnlearn: SynthesizedEarnlearn;
/**
 * The SDK commands the sweep's code sends (esbuild, ESM, as the CDK bundles it but with the SDK left external,
 * so only the project's own commands are found).
 */
let calls: string[];
/** The kinds of transaction item (Put, Update, Delete, ConditionCheck) written in the bundle. */
let transactionItems: string[];

beforeAll(async () => {
  // One endpoint is enough here: the sweep is built whatever endpoints are deployed.
  earnlearn = synthesizeEarnlearn(
    { alarmEmail },
    { endpoints: everyEndpointWithFixtureHandler()?.slice(0, 1) },
  );
  const result = await build({
    entryPoints: [SWEEP_ENTRY],
    bundle: true,
    write: false,
    outdir: 'unused',
    format: 'esm',
    platform: 'node',
    target: 'node24',
    mainFields: ['module', 'main'],
    external: ['@aws-sdk/*'],
    logLevel: 'silent',
  });
  const text = result.outputFiles.map((file) => file.text).join('\n');
  calls = [...new Set([...text.matchAll(/\bnew (\w+Command)\d*\(/g)].map((match) => match[1] ?? ''))].sort();
  transactionItems = [
    ...new Set(
      [...text.matchAll(/\b(Put|Update|Delete|ConditionCheck): \{\s*TableName\b/g)].map((m) => m[1] ?? ''),
    ),
  ].sort();
}, 300_000);

function sweepFunction(): [string, TemplateResource] {
  const found = Object.entries(
    earnlearn.templates.api.findResources('AWS::Lambda::Function', {
      Properties: { FunctionName: functionName },
    }),
  ) as [string, TemplateResource][];
  expect(found).toHaveLength(1);
  return found[0] as [string, TemplateResource];
}

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

/** Every statement of every policy on the sweep's role. */
function statements(): Statement[] {
  const [, fn] = sweepFunction();
  const role = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const policies = Object.values(
    earnlearn.templates.api.findResources('AWS::IAM::Policy'),
  ) as TemplateResource[];
  return policies
    .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some(({ Ref }) => Ref === role))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

describe('the sweep function', () => {
  it('runs the real handler on Node 24 / arm64, with a timeout for up to 200 erasures', async () => {
    const [, fn] = sweepFunction();
    expect(fn.Properties).toMatchObject({
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      MemorySize: 512,
      Timeout: 300,
      RuntimeManagementConfig: { UpdateRuntimeOn: 'FunctionUpdate' },
    });
    const key = (fn.Properties.Code as { S3Key: string }).S3Key;
    const bundle = join(earnlearn.app.outdir, `asset.${key.replace(/\.zip$/, '')}`, 'index.mjs');
    expect(existsSync(bundle), bundle).toBe(true);
    const code = readFileSync(bundle, 'utf8');
    expect(code).toContain('Held accounts swept');
    // The DynamoDB client is bundled in, not imported from the runtime (decision 117).
    const sdk = await sdkInBundle(bundle);
    expect(sdk.bundled).toContain('@aws-sdk/client-dynamodb');
    expect(sdk.external).toEqual([]);
    expect(statSync(bundle).size).toBeLessThanOrEqual(BUNDLE_CEILING_BYTES);
  });

  it('writes to its own log group, kept 400 days (retention.ts) and retained', () => {
    const [, fn] = sweepFunction();
    const logGroup = (fn.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
    expect(earnlearn.templates.api.toJSON().Resources[logGroup]).toMatchObject({
      Type: 'AWS::Logs::LogGroup',
      Properties: { RetentionInDays: 400 },
      DeletionPolicy: 'Retain',
    });
  });

  it('gets the table and the session secret’s ARN (config.ts requires it), nothing of the endpoints', () => {
    const [, fn] = sweepFunction();
    const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables).sort()).toEqual([
      'NODE_OPTIONS',
      'POWERTOOLS_LOG_LEVEL',
      'POWERTOOLS_SERVICE_NAME',
      'SESSION_SECRET_ARN',
      'TABLE_NAME',
    ]);
  });
});

describe('the schedule', () => {
  it('runs the sweep every hour', () => {
    const [functionId] = sweepFunction();
    const rule = onlyResource(earnlearn.templates.api, 'AWS::Events::Rule', sweepRule);
    expect(rule.Properties).toMatchObject({ ScheduleExpression: 'rate(1 hour)', State: 'ENABLED' });
    const targets = rule.Properties.Targets as { Arn: unknown; RetryPolicy?: unknown }[];
    expect(targets).toHaveLength(1);
    expect(targets[0]?.Arn).toEqual({ 'Fn::GetAtt': [functionId, 'Arn'] });
    expect(targets[0]?.RetryPolicy).toEqual({ MaximumEventAgeInSeconds: 3600, MaximumRetryAttempts: 2 });
  });

  it('is the only caller EventBridge may invoke the sweep as', () => {
    const [functionId] = sweepFunction();
    const [ruleId] = Object.keys(earnlearn.templates.api.findResources('AWS::Events::Rule', sweepRule));
    const permissions = Object.values(
      earnlearn.templates.api.findResources('AWS::Lambda::Permission', {
        Properties: { FunctionName: { 'Fn::GetAtt': [functionId, 'Arn'] } },
      }),
    ) as TemplateResource[];
    expect(permissions.map(({ Properties }) => Properties)).toEqual([
      {
        Action: 'lambda:InvokeFunction',
        FunctionName: { 'Fn::GetAtt': [functionId, 'Arn'] },
        Principal: 'events.amazonaws.com',
        SourceArn: { 'Fn::GetAtt': [ruleId, 'Arn'] },
      },
    ]);
  });
});

describe('the sweep’s permissions', () => {
  it('are the table actions it uses, on the table alone, and writing its own log group', () => {
    const allowed = statements().filter((statement) => statement.Effect === 'Allow');
    const table = allowed.filter((statement) =>
      [statement.Action].flat().some((a) => a.startsWith('dynamodb:')),
    );
    expect(table).toHaveLength(1);
    expect([table[0]?.Action].flat().sort()).toEqual([...SWEEP_TABLE_ACTIONS].sort());
    expect(table[0]?.Resource).toEqual({ 'Fn::ImportValue': 'earnlearn-test-data-TableArn' });
    const others = allowed.filter((statement) => statement !== table[0]).flatMap((s) => [s.Action].flat());
    expect(others.sort()).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
    expect(statements().filter((statement) => statement.Effect !== 'Allow')).toEqual([]);
  });

  it('cover every SDK call of its bundle, and its code makes no other', () => {
    // The sweep signs nothing: no Secrets Manager, S3, SNS or SES call, hence no grant of them.
    expect(calls).toEqual(['GetCommand', 'QueryCommand', 'TransactWriteCommand']);
    // GetItem, Query; its transactions' items are checked as the writes they are.
    expect(SWEEP_TABLE_ACTIONS).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
  });

  it('allow each kind of transaction item the erasure writes, and no Put or ConditionCheck', async () => {
    // The bundle holds the items the code can build (tree shaking keeps the Put of a word written on other
    // paths: wordWrites with added words); what the erasure sends is read from the code that builds it.
    expect(transactionItems).toEqual(expect.arrayContaining(['Delete', 'Update']));
    expect(transactionItems).not.toContain('ConditionCheck');
    const erase = readFileSync(join(SWEEP_ENTRY, '../../features/consent/erase.ts'), 'utf8');
    expect(erase).toMatch(/wordWrites\(userId, \{ added: \[\], removed:/);
    expect(SWEEP_TABLE_ACTIONS).toEqual(
      expect.arrayContaining(['dynamodb:UpdateItem', 'dynamodb:DeleteItem']),
    );
    expect(SWEEP_TABLE_ACTIONS).not.toContain('dynamodb:PutItem');
    expect(SWEEP_TABLE_ACTIONS).not.toContain('dynamodb:ConditionCheckItem');
  });
});

describe('the sweep’s alarm', () => {
  it('fires on a single error and notifies the alarm topic', () => {
    expectScheduledJobAlarm(earnlearn.templates.observability, {
      alarm: 'expireHeldAccountsErrors',
      functionName,
      runbook: 'Held accounts and the hourly sweep',
    });
  });
});

describe('with the sweep', () => {
  it('the app passes the cdk-nag AWS Solutions checks', () => {
    expect(unacknowledgedNagFindings(earnlearn.app)).toEqual([]);
  });
});
