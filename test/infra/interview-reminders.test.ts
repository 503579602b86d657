/**
 * The day-before interview reminders (issue 23, functions/scheduled/send-interview-reminders.ts) as `cdk synth`
 * builds them: the real handler bundled, run every hour by an EventBridge rule, allowed exactly the table
 * actions its code needs (checked against the SDK calls of its bundle) on the table and the gsi3 index it reads
 * the day's interviews from, SMS to phone numbers only, its own log group.
 */
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { REMINDERS_ENTRY, REMINDERS_TABLE_ACTIONS } from '#infra/aws/constructs/interview-reminders';
import { alarmEmail, expectScheduledJobAlarm } from './support/operations';
import {
  everyEndpointWithFixtureHandler,
  onlyResource,
  type SynthesizedEarnlearn,
  synthesizeEarnlearn,
  type TemplateResource,
  unacknowledgedNagFindings,
} from './support/synth';

const functionName = 'earnlearn-test-sendInterviewReminders';
let earnlearn: SynthesizedEarnlearn;
/** The SDK commands the reminders' code sends (the SDK left external, so only the project's own are found). */
let calls: string[];

beforeAll(async () => {
  earnlearn = synthesizeEarnlearn(
    { alarmEmail, siteUrl: 'https://earnlearn.in' },
    { endpoints: everyEndpointWithFixtureHandler()?.slice(0, 1) },
  );
  const result = await build({
    entryPoints: [REMINDERS_ENTRY],
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

function remindersFunction(): [string, TemplateResource] {
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

function statements(): Statement[] {
  const [, fn] = remindersFunction();
  const role = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const policies = Object.values(
    earnlearn.templates.api.findResources('AWS::IAM::Policy'),
  ) as TemplateResource[];
  return policies
    .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some(({ Ref }) => Ref === role))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

describe('the interview reminders', () => {
  it('run the real handler on Node 24 / arm64 with the SMS settings and the site address', () => {
    const [, fn] = remindersFunction();
    expect(fn.Properties).toMatchObject({
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
    });
    const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables)).toEqual(
      expect.arrayContaining([
        'TABLE_NAME',
        'SESSION_SECRET_ARN',
        'SMS_SENDER_ID',
        'SMS_STATUS_MONTHLY_PARTS',
        'SITE_URL',
      ]),
    );
  });

  it('are run every hour by an EventBridge rule, the only caller allowed to invoke them', () => {
    const [functionId] = remindersFunction();
    const rule = onlyResource(earnlearn.templates.api, 'AWS::Events::Rule', {
      Properties: { Description: 'Runs the day-before interview reminders every hour' },
    });
    expect(rule.Properties).toMatchObject({ ScheduleExpression: 'rate(1 hour)', State: 'ENABLED' });
    const targets = rule.Properties.Targets as { Arn: unknown; RetryPolicy?: unknown }[];
    expect(targets).toEqual([
      expect.objectContaining({
        Arn: { 'Fn::GetAtt': [functionId, 'Arn'] },
        RetryPolicy: { MaximumEventAgeInSeconds: 3600, MaximumRetryAttempts: 2 },
      }),
    ]);
    const permissions = Object.values(
      earnlearn.templates.api.findResources('AWS::Lambda::Permission', {
        Properties: { FunctionName: { 'Fn::GetAtt': [functionId, 'Arn'] } },
      }),
    ) as TemplateResource[];
    expect(permissions.map(({ Properties }) => Properties.Principal)).toEqual(['events.amazonaws.com']);
  });

  it('may do the table actions their code does, on the table and gsi3, and SMS to phone numbers only', () => {
    const allowed = statements().filter((statement) => statement.Effect === 'Allow');
    const table = allowed.filter((statement) =>
      [statement.Action].flat().some((a) => a.startsWith('dynamodb:')),
    );
    expect(table).toHaveLength(1);
    expect([table[0]?.Action].flat().sort()).toEqual([...REMINDERS_TABLE_ACTIONS].sort());
    expect(JSON.stringify(table[0]?.Resource)).toContain('/index/gsi3');
    const denied = statements().filter((statement) => statement.Effect === 'Deny');
    expect(denied.map((statement) => statement.Action)).toEqual(['sns:Publish']);
    // Every DynamoDB command of the bundle is covered: Get, Query, Update, Put (the record of the SMS).
    expect(calls.filter((call) => !call.startsWith('Publish'))).toEqual(
      ['GetCommand', 'PutCommand', 'QueryCommand', 'UpdateCommand'].sort(),
    );
    expect(calls).toContain('PublishCommand');
  });

  it('have an alarm on their errors that notifies the alarm topic', () => {
    expectScheduledJobAlarm(earnlearn.templates.observability, {
      alarm: 'sendInterviewRemindersErrors',
      functionName,
      runbook: 'Interview reminders',
    });
  });

  it('leave the app passing the cdk-nag AWS Solutions checks', () => {
    expect(unacknowledgedNagFindings(earnlearn.app)).toEqual([]);
  });
});
