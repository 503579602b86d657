/**
 * The table's data migrations run inside AWS at the end of a deploy (infra/aws/stacks/migrations-stack.ts), as
 * `cdk synth` builds them: the real handler bundled, invoked by a CDK trigger that waits for its answer and runs
 * again whenever its code changes, in a stack deployed after every stack with code that reads the table, with a
 * role allowed exactly the table actions the migrations' bundle sends and its own log group.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MIGRATION_TABLE_ACTIONS,
  MIGRATIONS_ENTRY,
  MIGRATIONS_TIMEOUT,
} from '#infra/aws/stacks/migrations-stack';
import { bundledWithoutSdk } from './support/bundles';
import {
  onlyResource,
  type SynthesizedEarnlearn,
  synthesizedEarnlearn,
  type TemplateResource,
} from './support/synth';

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

/** Each SDK command the migrations' bundle sends, and the IAM actions it needs (a transaction's as its items). */
const CALLS: Record<string, readonly string[]> = {
  GetCommand: ['dynamodb:GetItem'],
  PutCommand: ['dynamodb:PutItem'],
  QueryCommand: ['dynamodb:Query'],
  ScanCommand: ['dynamodb:Scan'],
  UpdateCommand: ['dynamodb:UpdateItem'],
  // Listing items written and deleted, jobs and accounts updated (0002, 0004, 0005): no ConditionCheck.
  TransactWriteCommand: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
};

let earnlearn: SynthesizedEarnlearn;
let bundle: { text: string; calls: string[] };

beforeAll(async () => {
  [earnlearn, bundle] = await Promise.all([synthesizedEarnlearn(), bundledWithoutSdk(MIGRATIONS_ENTRY)]);
}, 300_000);

const actionsOf = (statements: readonly Statement[]) => statements.flatMap(({ Action }) => [Action].flat());

function migrationsFunction(): [string, TemplateResource] {
  const template = earnlearn.templates.migrations;
  const functions = Object.entries(
    template.findResources('AWS::Lambda::Function', {
      Properties: { FunctionName: 'earnlearn-test-migrations' },
    }) as Record<string, TemplateResource>,
  );
  expect(functions).toHaveLength(1);
  return functions[0] as [string, TemplateResource];
}

function roleStatements(): Statement[] {
  const [, fn] = migrationsFunction();
  const [roleId] = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'];
  return (
    Object.values(earnlearn.templates.migrations.findResources('AWS::IAM::Policy')) as TemplateResource[]
  )
    .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some(({ Ref }) => Ref === roleId))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

describe('the migrations function (migrations stack)', () => {
  it('runs the real migrations with the table and nothing of the endpoints, for up to 15 minutes', () => {
    const [, fn] = migrationsFunction();
    expect(fn.Properties).toMatchObject({
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      Timeout: MIGRATIONS_TIMEOUT.toSeconds(),
    });
    const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables).sort()).toEqual([
      'NODE_OPTIONS',
      'POWERTOOLS_LOG_LEVEL',
      'POWERTOOLS_SERVICE_NAME',
      'SESSION_SECRET_ARN',
      'TABLE_NAME',
    ]);
    expect(JSON.stringify(variables.TABLE_NAME)).toContain('earnlearn-test-data-TableArn');
    // Every migration of functions/migrations is in the bundle, by its id.
    for (const id of ['0001-consent-state', '0002-job-listings', '0005-student-substrings']) {
      expect(bundle.text, id).toContain(id);
    }
  });

  it('is invoked by a trigger that waits for its answer and runs again whenever its code changes', () => {
    const [fnId] = migrationsFunction();
    const trigger = onlyResource(earnlearn.templates.migrations, 'Custom::Trigger');
    expect(trigger.Properties).toMatchObject({
      InvocationType: 'RequestResponse',
      Timeout: String(MIGRATIONS_TIMEOUT.toMilliseconds()),
      ExecuteOnHandlerChange: true,
    });
    // The function's current version: a new one (and a new run) on every change of its code or configuration.
    const versionId = (trigger.Properties.HandlerArn as { Ref: string }).Ref;
    const version = earnlearn.templates.migrations.toJSON().Resources[versionId] as TemplateResource;
    expect(version.Type).toBe('AWS::Lambda::Version');
    expect(version.Properties.FunctionName).toEqual({ Ref: fnId });
  });

  it('is deployed after the data, api and web stacks, whose code reads the table', () => {
    expect([...earnlearn.stacks.migrations.dependencies].sort()).toEqual(
      [
        earnlearn.stacks.api.stackName,
        earnlearn.stacks.data.stackName,
        earnlearn.stacks.web.stackName,
      ].sort(),
    );
  });

  it('is allowed exactly the table actions its bundle sends, on the table and its indexes, and its logs', () => {
    expect(bundle.calls).toEqual(Object.keys(CALLS).sort());
    const needed = [...new Set(Object.values(CALLS).flat())].sort();
    const allowed = roleStatements().filter((statement) => statement.Effect === 'Allow');
    const table = allowed.filter((statement) =>
      actionsOf([statement]).some((a) => a.startsWith('dynamodb:')),
    );
    expect(table).toHaveLength(1);
    expect(actionsOf(table).sort()).toEqual(needed);
    expect([...MIGRATION_TABLE_ACTIONS].sort()).toEqual(needed);
    const resources = JSON.stringify(table[0]?.Resource);
    expect(resources).toContain('earnlearn-test-data-TableArn');
    expect(resources).toContain('/index/*');
    // Nothing else: no secret (the migrations sign nothing), no S3, SNS or SES, no other table.
    const others = actionsOf(allowed.filter((statement) => statement !== table[0]));
    expect([...new Set(others)].sort()).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
    expect(roleStatements().filter((statement) => statement.Effect === 'Deny')).toEqual([]);
  });

  it('writes a log group of its own, kept a year but not past a first deploy that rolls back', () => {
    const logs = onlyResource(earnlearn.templates.migrations, 'AWS::Logs::LogGroup', {
      Properties: { LogGroupName: '/aws/lambda/earnlearn-test-migrations' },
    });
    expect(logs.Properties.RetentionInDays).toBe(400);
    expect((logs as unknown as { DeletionPolicy: string }).DeletionPolicy).toBe('RetainExceptOnCreate');
  });
});
