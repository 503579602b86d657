/**
 * The daily retention job (issue 21 item 6, functions/scheduled/run-retention.ts) as `cdk synth` builds it: the
 * real handler bundled like the endpoints, run every day by an EventBridge Scheduler schedule, allowed the
 * actions its code needs (checked against the SDK calls of its bundle) on the table, the sign-in index and the
 * workers' two prefixes of the uploads bucket, and passing cdk-nag.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_ENTRY, RETENTION_TABLE_ACTIONS } from '#infra/aws/constructs/retention-job';
import { alarmEmail, expectScheduledJobAlarm } from './support/operations';
import {
  everyEndpointWithFixtureHandler,
  onlyResource,
  type SynthesizedEarnlearn,
  synthesizeEarnlearn,
  type TemplateResource,
  unacknowledgedNagFindings,
} from './support/synth';

const functionName = 'earnlearn-test-runRetention';
let earnlearn: SynthesizedEarnlearn;
let calls: string[];

beforeAll(async () => {
  earnlearn = synthesizeEarnlearn(
    { alarmEmail },
    { endpoints: everyEndpointWithFixtureHandler()?.slice(0, 1) },
  );
  const result = await build({
    entryPoints: [RETENTION_ENTRY],
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
}, 300_000);

function jobFunction(): [string, TemplateResource] {
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
  Condition?: unknown;
}

function statements(): Statement[] {
  const [, fn] = jobFunction();
  const role = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return (Object.values(earnlearn.templates.api.findResources('AWS::IAM::Policy')) as TemplateResource[])
    .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some(({ Ref }) => Ref === role))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

const allowedActions = () =>
  new Set(
    statements()
      .filter((s) => s.Effect === 'Allow')
      .flatMap((s) => [s.Action].flat()),
  );

describe('the retention job', () => {
  it('runs the real handler on Node 24 / arm64', () => {
    const [, fn] = jobFunction();
    expect(fn.Properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'], Timeout: 600 });
    const key = (fn.Properties.Code as { S3Key: string }).S3Key;
    const bundle = join(earnlearn.app.outdir, `asset.${key.replace(/\.zip$/, '')}`, 'index.mjs');
    expect(existsSync(bundle), bundle).toBe(true);
    expect(readFileSync(bundle, 'utf8')).toContain('Retention job ran');
  });

  it('is run every day by EventBridge Scheduler', () => {
    const [functionId] = jobFunction();
    const schedule = onlyResource(earnlearn.templates.api, 'AWS::Scheduler::Schedule');
    expect(schedule.Properties).toMatchObject({ ScheduleExpression: 'cron(0 21 * * ? *)', State: 'ENABLED' });
    const target = schedule.Properties.Target as { Arn: unknown; RetryPolicy: unknown };
    expect(target.Arn).toEqual({ 'Fn::GetAtt': [functionId, 'Arn'] });
    expect(target.RetryPolicy).toEqual({ MaximumEventAgeInSeconds: 21600, MaximumRetryAttempts: 2 });
  });

  it('is allowed what its bundle calls, and the uploads actions only on the workers’ two prefixes', () => {
    const needed: Record<string, string[]> = {
      GetCommand: ['dynamodb:GetItem'],
      QueryCommand: ['dynamodb:Query'],
      PutCommand: ['dynamodb:PutItem'],
      UpdateCommand: ['dynamodb:UpdateItem'],
      TransactWriteCommand: ['dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
      ListObjectVersionsCommand: ['s3:ListBucketVersions'],
      DeleteObjectsCommand: ['s3:DeleteObject', 's3:DeleteObjectVersion'],
      PublishCommand: ['sns:Publish'],
      SendEmailCommand: ['ses:SendEmail'],
      GetSecretValueCommand: ['secretsmanager:GetSecretValue'],
    };
    expect(calls).toEqual(Object.keys(needed).sort());
    const allowed = allowedActions();
    for (const action of Object.values(needed).flat()) expect(allowed, action).toContain(action);
    expect([...allowed].filter((a) => a.startsWith('dynamodb:')).sort()).toEqual(
      [...RETENTION_TABLE_ACTIONS].sort(),
    );
    const s3 = statements().filter((s) => [s.Action].flat().some((a) => a.startsWith('s3:')));
    expect(JSON.stringify(s3)).toContain('/uploads/*');
    expect(JSON.stringify(s3)).toContain('/documents/*');
    expect(JSON.stringify(s3)).not.toMatch(/"Resource":\s*"\*"/);
    const list = s3.find((s) => [s.Action].flat().includes('s3:ListBucketVersions'));
    expect(list?.Condition).toEqual({ StringLike: { 's3:prefix': ['uploads/*', 'documents/*'] } });
  });

  it('has an alarm on its errors that notifies the alarm topic', () => {
    expectScheduledJobAlarm(earnlearn.templates.observability, {
      alarm: 'runRetentionErrors',
      functionName,
      runbook: 'Erasure and the daily retention job',
    });
  });

  it('leaves the app passing the cdk-nag AWS Solutions checks', () => {
    expect(unacknowledgedNagFindings(earnlearn.app)).toEqual([]);
  });
});
