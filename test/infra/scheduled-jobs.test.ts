/**
 * The jobs run on a schedule (infra/aws/scheduled-jobs.ts) as `cdk synth` builds them: each its real handler
 * bundled, run by its EventBridge rule or Scheduler schedule (the only caller allowed), allowed exactly what
 * its code calls (read from its bundle, built as the CDK builds it but with the SDK left external, as
 * code-grants.test.ts does for the endpoints), its own log group, and an alarm on its errors that notifies the
 * alarm topic.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULED_JOBS, type ScheduledJobName } from '#infra/aws/scheduled-jobs';
import { BUNDLE_CEILING_BYTES, bundledWithoutSdk, sdkInBundle } from './support/bundles';
import { expectScheduledJobAlarm } from './support/operations';
import {
  onlyResource,
  SYNTHESIZED_CONTEXT,
  type SynthesizedEarnlearn,
  synthesizedEarnlearn,
  type TemplateResource,
} from './support/synth';

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

interface Expected {
  /** A line of its handler, found in the bundle: the real handler, not a stand-in. */
  readonly marker: string;
  readonly memory: number;
  readonly timeoutSeconds: number;
  readonly variables: readonly string[];
  readonly trigger:
    | { readonly rule: string; readonly expression: string }
    | { readonly schedule: string; readonly expression: string; readonly maxEventAgeSeconds: number };
  /** Each SDK command of its bundle, and the IAM actions it needs (a transaction's items as their writes). */
  readonly calls: Readonly<Record<string, readonly string[]>>;
  /** The index ARNs granted beside the table. */
  readonly indexes: readonly string[];
  /** Every other action it is allowed, beyond the table and its log group. */
  readonly otherActions: readonly string[];
  readonly denied: readonly string[];
  readonly alarm: { readonly alarm: string; readonly runbook: string };
}

const POWERTOOLS = ['NODE_OPTIONS', 'POWERTOOLS_LOG_LEVEL', 'POWERTOOLS_SERVICE_NAME'];
const SMS = ['SMS_SENDER_ID', 'SMS_STATUS_MONTHLY_PARTS'];
const READ_SECRET = ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'];

const expected: Record<ScheduledJobName, Expected> = {
  heldAccountsSweep: {
    marker: 'Held accounts swept',
    memory: 512,
    timeoutSeconds: 300,
    // The table and the session secret's ARN (config.ts requires it), nothing of the endpoints.
    variables: [...POWERTOOLS, 'SESSION_SECRET_ARN', 'TABLE_NAME'],
    trigger: { rule: 'Runs the sweep of held accounts every hour', expression: 'rate(1 hour)' },
    // The sweep signs nothing: no Secrets Manager, S3, SNS or SES call, hence no grant of them.
    // UpdateItem and DeleteItem: the erased worker's id taken out of staff page reads (decision 462).
    calls: {
      GetCommand: ['dynamodb:GetItem'],
      QueryCommand: ['dynamodb:Query'],
      UpdateCommand: ['dynamodb:UpdateItem'],
      DeleteCommand: ['dynamodb:DeleteItem'],
      TransactWriteCommand: ['dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
    },
    // Every read is consistent, which no index offers: no index is granted.
    indexes: [],
    otherActions: [],
    denied: [],
    alarm: { alarm: 'expireHeldAccountsErrors', runbook: 'Held accounts and the hourly sweep' },
  },
  interviewReminders: {
    marker: 'Interview reminders sent',
    memory: 512,
    timeoutSeconds: 300,
    variables: [...POWERTOOLS, 'SESSION_SECRET_ARN', 'TABLE_NAME', ...SMS, 'SITE_URL'],
    trigger: { rule: 'Runs the day-before interview reminders every hour', expression: 'rate(1 hour)' },
    // TransactWriteCommand: the messaging port's removal of a gone push device (an update of the account).
    calls: {
      GetCommand: ['dynamodb:GetItem'],
      PutCommand: ['dynamodb:PutItem'],
      QueryCommand: ['dynamodb:Query'],
      UpdateCommand: ['dynamodb:UpdateItem'],
      TransactWriteCommand: ['dynamodb:UpdateItem'],
      PublishCommand: ['sns:Publish'],
    },
    indexes: ['gsi3'],
    otherActions: ['sns:Publish'],
    // SMS to phone numbers only: every topic is denied.
    denied: ['sns:Publish'],
    alarm: { alarm: 'sendInterviewRemindersErrors', runbook: 'Interview reminders' },
  },
  jobDigests: {
    marker: 'Job-alert digests ran',
    memory: 1024,
    // The most Lambda allows.
    timeoutSeconds: 900,
    variables: [
      ...POWERTOOLS,
      'SESSION_SECRET_ARN',
      'TABLE_NAME',
      'SES_FROM_ADDRESS',
      ...SMS,
      'SITE_URL',
      'WHATSAPP_PHONE_NUMBER_ID',
    ],
    trigger: {
      rule: 'Runs the job-alert digests each morning (10:00-13:00 IST, hourly)',
      expression: 'cron(30 4-7 * * ? *)',
    },
    // No Scan, no delete, no batch write: the run reads by Query and writes item by item.
    calls: {
      BatchGetCommand: ['dynamodb:BatchGetItem'],
      PutCommand: ['dynamodb:PutItem'],
      QueryCommand: ['dynamodb:Query'],
      UpdateCommand: ['dynamodb:UpdateItem'],
      PublishCommand: ['sns:Publish'],
      SendEmailCommand: ['ses:SendEmail'],
      GetSecretValueCommand: ['secretsmanager:GetSecretValue'],
      SendWhatsAppMessageCommand: ['social-messaging:SendWhatsAppMessage'],
    },
    indexes: ['gsi1'],
    otherActions: [...READ_SECRET, 'ses:SendEmail', 'sns:Publish', 'social-messaging:SendWhatsAppMessage'],
    denied: ['sns:Publish'],
    alarm: { alarm: 'sendJobDigestsErrors', runbook: 'Job alerts and the daily digest' },
  },
  retentionJob: {
    marker: 'Retention job ran',
    memory: 512,
    timeoutSeconds: 600,
    variables: [
      ...POWERTOOLS,
      'SESSION_SECRET_ARN',
      'TABLE_NAME',
      'UPLOADS_BUCKET',
      'SES_FROM_ADDRESS',
      'SMS_SENDER_ID',
    ],
    trigger: {
      schedule: 'Runs the retention job every day',
      expression: 'cron(0 21 * * ? *)',
      maxEventAgeSeconds: 21_600,
    },
    calls: {
      GetCommand: ['dynamodb:GetItem'],
      QueryCommand: ['dynamodb:Query'],
      PutCommand: ['dynamodb:PutItem'],
      UpdateCommand: ['dynamodb:UpdateItem'],
      DeleteCommand: ['dynamodb:DeleteItem'],
      TransactWriteCommand: ['dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
      ListObjectVersionsCommand: ['s3:ListBucketVersions'],
      DeleteObjectsCommand: ['s3:DeleteObject', 's3:DeleteObjectVersion'],
      PublishCommand: ['sns:Publish'],
      SendEmailCommand: ['ses:SendEmail'],
      GetSecretValueCommand: ['secretsmanager:GetSecretValue'],
    },
    indexes: ['gsi2', 'gsi3'],
    otherActions: [
      ...READ_SECRET,
      's3:DeleteObject',
      's3:DeleteObjectVersion',
      's3:ListBucketVersions',
      'ses:SendEmail',
      'sns:Publish',
    ],
    denied: [],
    alarm: { alarm: 'runRetentionErrors', runbook: 'Erasure and the daily retention job' },
  },
  threadNudges: {
    marker: 'Thread nudges sent',
    memory: 512,
    timeoutSeconds: 240,
    variables: [...POWERTOOLS, 'SESSION_SECRET_ARN', 'TABLE_NAME', ...SMS, 'SITE_URL'],
    trigger: {
      rule: 'Runs the SMS of unread thread messages every 5 minutes',
      expression: 'rate(5 minutes)',
    },
    // The due-list is a partition of the table: no index.
    calls: {
      GetCommand: ['dynamodb:GetItem'],
      PutCommand: ['dynamodb:PutItem'],
      QueryCommand: ['dynamodb:Query'],
      UpdateCommand: ['dynamodb:UpdateItem'],
      DeleteCommand: ['dynamodb:DeleteItem'],
      TransactWriteCommand: ['dynamodb:UpdateItem'],
      PublishCommand: ['sns:Publish'],
    },
    indexes: [],
    otherActions: ['sns:Publish'],
    denied: ['sns:Publish'],
    alarm: { alarm: 'sendThreadNudgesErrors', runbook: 'Unread-message SMS' },
  },
};

let earnlearn: SynthesizedEarnlearn;
/** The SDK commands each job's code sends, and the kinds of transaction item it writes. */
const bundles = new Map<ScheduledJobName, { calls: string[]; transactionItems: string[] }>();

beforeAll(async () => {
  earnlearn = await synthesizedEarnlearn();
  for (const name of Object.keys(SCHEDULED_JOBS) as ScheduledJobName[]) {
    const { text, calls } = await bundledWithoutSdk(SCHEDULED_JOBS[name].entry);
    const items = text.matchAll(/\b(Put|Update|Delete|ConditionCheck): \{\s*TableName\b/g);
    bundles.set(name, {
      calls,
      transactionItems: [...new Set([...items].map((match) => match[1] ?? ''))].sort(),
    });
  }
});

function jobFunction(name: ScheduledJobName): [string, TemplateResource] {
  const found = Object.entries(
    earnlearn.templates.api.findResources('AWS::Lambda::Function', {
      Properties: { FunctionName: `earnlearn-test-${SCHEDULED_JOBS[name].name}` },
    }),
  ) as [string, TemplateResource][];
  expect(found).toHaveLength(1);
  return found[0] as [string, TemplateResource];
}

/** Every statement of every policy on the job's role. */
function statements(name: ScheduledJobName): Statement[] {
  const [, fn] = jobFunction(name);
  const role = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return (Object.values(earnlearn.templates.api.findResources('AWS::IAM::Policy')) as TemplateResource[])
    .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some(({ Ref }) => Ref === role))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

const actionsOf = (found: readonly Statement[]) => found.flatMap((statement) => [statement.Action].flat());

describe.each(Object.keys(expected) as ScheduledJobName[])('the scheduled job %s', (name) => {
  const job = expected[name];

  it('runs its real handler on Node 24 / arm64, bundled with the SDK clients it uses', async () => {
    const [, fn] = jobFunction(name);
    expect(fn.Properties).toMatchObject({
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      MemorySize: job.memory,
      Timeout: job.timeoutSeconds,
      RuntimeManagementConfig: { UpdateRuntimeOn: 'FunctionUpdate' },
    });
    const key = (fn.Properties.Code as { S3Key: string }).S3Key;
    const bundle = join(earnlearn.outdir, `asset.${key.replace(/\.zip$/, '')}`, 'index.mjs');
    expect(existsSync(bundle), bundle).toBe(true);
    expect(readFileSync(bundle, 'utf8')).toContain(job.marker);
    // The DynamoDB client is bundled in, not imported from the runtime (decision 117).
    const sdk = await sdkInBundle(bundle);
    expect(sdk.bundled).toContain('@aws-sdk/client-dynamodb');
    expect(sdk.external).toEqual([]);
    expect(statSync(bundle).size).toBeLessThanOrEqual(BUNDLE_CEILING_BYTES);
  });

  it('gets its settings and nothing of the endpoints', () => {
    const [, fn] = jobFunction(name);
    const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables).sort()).toEqual([...job.variables].sort());
  });

  it('logs to its own log group, kept 400 days and retained once created', () => {
    const [, fn] = jobFunction(name);
    const logGroup = (fn.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
    expect(earnlearn.templates.api.toJSON().Resources[logGroup]).toMatchObject({
      Type: 'AWS::Logs::LogGroup',
      Properties: {
        LogGroupName: `/aws/lambda/earnlearn-test-${SCHEDULED_JOBS[name].name}`,
        RetentionInDays: 400,
      },
      DeletionPolicy: 'RetainExceptOnCreate',
    });
  });

  it('is run on its schedule, retried briefly, by the only caller allowed to invoke it', () => {
    const [functionId] = jobFunction(name);
    const arn = { 'Fn::GetAtt': [functionId, 'Arn'] };
    const permissions = Object.values(
      earnlearn.templates.api.findResources('AWS::Lambda::Permission', {
        Properties: { FunctionName: arn },
      }),
    ) as TemplateResource[];
    if ('rule' in job.trigger) {
      const rule = onlyResource(earnlearn.templates.api, 'AWS::Events::Rule', {
        Properties: { Description: job.trigger.rule },
      });
      const [ruleId] = Object.keys(
        earnlearn.templates.api.findResources('AWS::Events::Rule', {
          Properties: { Description: job.trigger.rule },
        }),
      );
      expect(rule.Properties).toMatchObject({ ScheduleExpression: job.trigger.expression, State: 'ENABLED' });
      expect(rule.Properties.Targets).toEqual([
        expect.objectContaining({
          Arn: arn,
          RetryPolicy: { MaximumEventAgeInSeconds: 3600, MaximumRetryAttempts: 2 },
        }),
      ]);
      expect(permissions.map(({ Properties }) => Properties)).toEqual([
        {
          Action: 'lambda:InvokeFunction',
          FunctionName: arn,
          Principal: 'events.amazonaws.com',
          SourceArn: { 'Fn::GetAtt': [ruleId, 'Arn'] },
        },
      ]);
    } else {
      const schedule = onlyResource(earnlearn.templates.api, 'AWS::Scheduler::Schedule', {
        Properties: { Description: job.trigger.schedule },
      });
      expect(schedule.Properties).toMatchObject({
        ScheduleExpression: job.trigger.expression,
        State: 'ENABLED',
      });
      const target = schedule.Properties.Target as { Arn: unknown; RetryPolicy: unknown; RoleArn: unknown };
      expect(target.Arn).toEqual(arn);
      expect(target.RetryPolicy).toEqual({
        MaximumEventAgeInSeconds: job.trigger.maxEventAgeSeconds,
        MaximumRetryAttempts: 2,
      });
      // Scheduler invokes with a role of its own, not through a resource policy on the function.
      expect(permissions).toEqual([]);
      const [roleId] = (target.RoleArn as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'];
      const role = earnlearn.templates.api.toJSON().Resources[roleId] as TemplateResource;
      expect(JSON.stringify(role.Properties.AssumeRolePolicyDocument)).toContain('scheduler.amazonaws.com');
    }
  });

  it('is allowed exactly what its bundle calls: its table actions on the table and its indexes', () => {
    const bundle = bundles.get(name);
    expect(bundle?.calls).toEqual(Object.keys(job.calls).sort());
    const needed = Object.values(job.calls).flat();
    const allowed = statements(name).filter((statement) => statement.Effect === 'Allow');
    // An SMS sender's record of each SMS's purpose (smsPurposeStatement): PutItem on those keys only.
    const isPurposeRecord = (statement: Statement) =>
      JSON.stringify(statement.Condition ?? {}).includes('SMS_MESSAGE#*');
    const purposeRecord = allowed.filter(isPurposeRecord);
    const table = allowed.filter(
      (statement) =>
        !isPurposeRecord(statement) && actionsOf([statement]).some((a) => a.startsWith('dynamodb:')),
    );
    expect(table).toHaveLength(1);
    expect(actionsOf(purposeRecord)).toEqual(job.denied.includes('sns:Publish') ? ['dynamodb:PutItem'] : []);
    // No table action its code does not need (no Scan, no batch write it does not send).
    expect(actionsOf(table).sort()).toEqual(
      [...new Set(needed.filter((action) => action.startsWith('dynamodb:')))].sort(),
    );
    expect([...SCHEDULED_JOBS[name].tableActions].sort()).toEqual(actionsOf(table).sort());
    const resources = JSON.stringify(table[0]?.Resource);
    expect(resources).toContain('earnlearn-test-data-TableArn');
    for (const index of ['gsi1', 'gsi2', 'gsi3']) {
      expect(resources.includes(`/index/${index}`), index).toBe(job.indexes.includes(index));
    }
    const others = actionsOf(
      allowed.filter((statement) => statement !== table[0] && !isPurposeRecord(statement)),
    );
    expect([...new Set(others)].sort()).toEqual(
      ['logs:CreateLogStream', 'logs:PutLogEvents', ...job.otherActions].sort(),
    );
    for (const action of needed) expect(actionsOf(allowed), action).toContain(action);
    expect(actionsOf(statements(name).filter((statement) => statement.Effect === 'Deny'))).toEqual(
      job.denied,
    );
  });

  it('has an alarm on its errors that notifies the alarm topic', () => {
    expectScheduledJobAlarm(earnlearn.templates.observability, {
      ...job.alarm,
      functionName: `earnlearn-test-${SCHEDULED_JOBS[name].name}`,
    });
  });
});

describe('the grants that need more than the calls', () => {
  it('let the sweep write each kind of transaction item the erasure writes, and no Put or ConditionCheck', () => {
    // The bundle holds the items the code can build (tree shaking keeps the Put of a word written on other
    // paths: wordWrites with added words); what the erasure sends is read from the code that builds it.
    const items = bundles.get('heldAccountsSweep')?.transactionItems;
    expect(items).toEqual(expect.arrayContaining(['Delete', 'Update']));
    expect(items).not.toContain('ConditionCheck');
    const entry = SCHEDULED_JOBS.heldAccountsSweep.entry;
    const erase = readFileSync(join(entry, '../../features/consent/erase.ts'), 'utf8');
    expect(erase).toMatch(/wordWrites\(userId, \{ added: \[\], removed:/);
    expect(actionsOf(statements('heldAccountsSweep'))).not.toContain('dynamodb:PutItem');
  });

  it('let the retention job delete and list the uploads only under the workers’ two prefixes', () => {
    const s3 = statements('retentionJob').filter((s) => actionsOf([s]).some((a) => a.startsWith('s3:')));
    expect(JSON.stringify(s3)).toContain('/uploads/*');
    expect(JSON.stringify(s3)).toContain('/documents/*');
    expect(JSON.stringify(s3)).not.toMatch(/"Resource":\s*"\*"/);
    const list = s3.find((s) => actionsOf([s]).includes('s3:ListBucketVersions'));
    expect(list?.Condition).toEqual({ StringLike: { 's3:prefix': ['uploads/*', 'documents/*'] } });
  });

  it('keep e-mail to the stage’s from-address', () => {
    for (const name of ['jobDigests', 'retentionJob'] as const) {
      const email = statements(name).find((s) => actionsOf([s]).includes('ses:SendEmail'));
      expect(email?.Condition, name).toEqual({
        StringEquals: { 'ses:FromAddress': SYNTHESIZED_CONTEXT.sesFromAddress },
      });
    }
  });
});
