/**
 * The daily digest of job alerts (issue 24, functions/scheduled/send-job-digests.ts) as `cdk synth` builds it:
 * the real handler bundled, run each morning by an EventBridge rule, allowed exactly the table actions its code
 * needs (checked against the SDK calls of its bundle) on the table and the gsi1 index it reads the alerts from,
 * the session secret read (the unsubscribe links' key), SMS to phone numbers only and e-mail from the site's
 * address only, its own log group; no other function may send a digest.
 */
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIGESTS_ENTRY, DIGESTS_TABLE_ACTIONS } from '#infra/aws/constructs/job-digests';
import { alarmEmail, expectScheduledJobAlarm } from './support/operations';
import {
  everyEndpointWithFixtureHandler,
  onlyResource,
  type SynthesizedEarnlearn,
  synthesizeEarnlearn,
  type TemplateResource,
  unacknowledgedNagFindings,
} from './support/synth';

const functionName = 'earnlearn-test-sendJobDigests';
let earnlearn: SynthesizedEarnlearn;
/** The SDK commands the reminders' code sends (the SDK left external, so only the project's own are found). */
let calls: string[];

beforeAll(async () => {
  earnlearn = synthesizeEarnlearn(
    { alarmEmail, siteUrl: 'https://earnlearn.in' },
    { endpoints: everyEndpointWithFixtureHandler()?.slice(0, 1) },
  );
  const result = await build({
    entryPoints: [DIGESTS_ENTRY],
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

function digestsFunction(): [string, TemplateResource] {
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
  const [, fn] = digestsFunction();
  const role = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const policies = Object.values(
    earnlearn.templates.api.findResources('AWS::IAM::Policy'),
  ) as TemplateResource[];
  return policies
    .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some(({ Ref }) => Ref === role))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

describe('the job-alert digests', () => {
  it('run the real handler on Node 24 / arm64 for up to 15 minutes, with the SMS, e-mail and site settings', () => {
    const [, fn] = digestsFunction();
    expect(fn.Properties).toMatchObject({
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      Timeout: 900,
    });
    const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables)).toEqual(
      expect.arrayContaining([
        'TABLE_NAME',
        'SESSION_SECRET_ARN',
        'SES_FROM_ADDRESS',
        'SMS_SENDER_ID',
        'SMS_STATUS_MONTHLY_PARTS',
        'SITE_URL',
      ]),
    );
  });

  it('are run each morning (10:00-13:00 IST, hourly) by an EventBridge rule, the only caller allowed', () => {
    const [functionId] = digestsFunction();
    const rule = onlyResource(earnlearn.templates.api, 'AWS::Events::Rule', {
      Properties: { Description: 'Runs the job-alert digests each morning (10:00-13:00 IST, hourly)' },
    });
    expect(rule.Properties).toMatchObject({ ScheduleExpression: 'cron(30 4-7 * * ? *)', State: 'ENABLED' });
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

  it('may do the table actions their code does on the table and gsi1, read the secret, SMS and e-mail only', () => {
    const allowed = statements().filter((statement) => statement.Effect === 'Allow');
    const table = allowed.filter((statement) =>
      [statement.Action].flat().some((a) => a.startsWith('dynamodb:')),
    );
    expect(table).toHaveLength(1);
    expect([table[0]?.Action].flat().sort()).toEqual([...DIGESTS_TABLE_ACTIONS].sort());
    expect(JSON.stringify(table[0]?.Resource)).toContain('/index/gsi1');
    expect(JSON.stringify(table[0]?.Resource)).not.toContain('/index/gsi2');
    // No Scan, no delete, no batch write: the run reads by Query and writes item by item.
    expect(allowed.flatMap((statement) => [statement.Action].flat())).not.toEqual(
      expect.arrayContaining(['dynamodb:Scan']),
    );
    const denied = statements().filter((statement) => statement.Effect === 'Deny');
    expect(denied.map((statement) => statement.Action)).toEqual(['sns:Publish']);
    const email = allowed.find((statement) => [statement.Action].flat().includes('ses:SendEmail'));
    expect(JSON.stringify(email)).toContain('ses:FromAddress');
    expect(
      allowed.some((statement) => [statement.Action].flat().includes('secretsmanager:GetSecretValue')),
    ).toBe(true);
    // Every DynamoDB command of the bundle is covered: Query, BatchGet, Put, Update.
    expect(
      calls.filter(
        (call) =>
          ![
            'PublishCommand',
            'SendEmailCommand',
            'GetSecretValueCommand',
            'SendWhatsAppMessageCommand',
          ].includes(call),
      ),
    ).toEqual(['BatchGetCommand', 'PutCommand', 'QueryCommand', 'UpdateCommand'].sort());
    expect(calls).toEqual(expect.arrayContaining(['PublishCommand', 'SendEmailCommand']));
  });

  it('have an alarm on their errors that notifies the alarm topic', () => {
    expectScheduledJobAlarm(earnlearn.templates.observability, {
      alarm: 'sendJobDigestsErrors',
      functionName,
      runbook: 'Job alerts and the daily digest',
    });
  });

  it('leave the app passing the cdk-nag AWS Solutions checks', () => {
    expect(unacknowledgedNagFindings(earnlearn.app)).toEqual([]);
  });
});
