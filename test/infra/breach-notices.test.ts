/**
 * The sender of breach notices (infra/aws/scheduled-jobs.ts `breachNotices`) as `cdk synth` builds it: its real
 * handler bundled, invoked by nobody but the operator, allowed exactly what its code calls: its own notice items
 * of the table and SMS and e-mail from the stage's address.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { breachNotices } from '#infra/aws/scheduled-jobs';
import { bundledWithoutSdk } from './support/bundles';
import {
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

let earnlearn: SynthesizedEarnlearn;
let calls: string[];
beforeAll(async () => {
  earnlearn = await synthesizedEarnlearn();
  ({ calls } = await bundledWithoutSdk(breachNotices.entry));
});

function senderFunction(): [string, TemplateResource] {
  const found = Object.entries(
    earnlearn.templates.api.findResources('AWS::Lambda::Function', {
      Properties: { FunctionName: 'earnlearn-test-sendBreachNotices' },
    }),
  ) as [string, TemplateResource][];
  expect(found).toHaveLength(1);
  return found[0] as [string, TemplateResource];
}

function statements(): Statement[] {
  const [, fn] = senderFunction();
  const role = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return (Object.values(earnlearn.templates.api.findResources('AWS::IAM::Policy')) as TemplateResource[])
    .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some(({ Ref }) => Ref === role))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

describe('the sender of breach notices', () => {
  it('sends SMS and e-mail and writes table items, nothing else: its bundle’s calls', () => {
    expect(calls).toEqual(['PublishCommand', 'PutCommand', 'SendEmailCommand', 'UpdateCommand']);
  });

  it('may write only its own notice items and its SMS’s purposes, send SMS only, and e-mail from the stage’s address', () => {
    const allowed = statements().filter((statement) => statement.Effect === 'Allow');
    const table = allowed.filter((statement) => JSON.stringify(statement.Action).includes('dynamodb:'));
    // Its notice items, and (as every SMS sender) the record of each SMS's purpose, for the delivery alarms.
    expect(table).toEqual([
      expect.objectContaining({
        Action: ['dynamodb:PutItem', 'dynamodb:UpdateItem'],
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['BREACH#*'] } },
      }),
      expect.objectContaining({
        Action: 'dynamodb:PutItem',
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SMS_MESSAGE#*'] } },
      }),
    ]);
    expect(JSON.stringify(table.map(({ Resource }) => Resource))).not.toContain('/index/');
    const others = allowed
      .filter((statement) => !table.includes(statement))
      .flatMap((s) => [s.Action].flat());
    expect(others.sort()).toEqual([
      'logs:CreateLogStream',
      'logs:PutLogEvents',
      'ses:SendEmail',
      'sns:Publish',
    ]);
    expect(allowed).toContainEqual(
      expect.objectContaining({
        Action: 'ses:SendEmail',
        Condition: { StringEquals: { 'ses:FromAddress': SYNTHESIZED_CONTEXT.sesFromAddress } },
      }),
    );
    // Publish to a number only: every topic denied.
    expect(statements().filter((statement) => statement.Effect === 'Deny')).toEqual([
      expect.objectContaining({ Action: 'sns:Publish' }),
    ]);
  });

  it('is invoked by no schedule, rule or service: only by the operator’s own rights', () => {
    const [functionId] = senderFunction();
    const arn = JSON.stringify({ 'Fn::GetAtt': [functionId, 'Arn'] });
    const api = earnlearn.templates.api.toJSON().Resources as Record<string, TemplateResource>;
    const invokers = Object.values(api).filter(
      (resource) =>
        ['AWS::Lambda::Permission', 'AWS::Events::Rule', 'AWS::Scheduler::Schedule'].includes(
          resource.Type,
        ) && JSON.stringify(resource.Properties).includes(arn),
    );
    expect(invokers).toEqual([]);
  });

  it('gets the site’s origin, its sender ids and the breach texts’ template ids, nothing of the endpoints', () => {
    const [, fn] = senderFunction();
    const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables).sort()).toEqual(
      [
        'NODE_OPTIONS',
        'POWERTOOLS_LOG_LEVEL',
        'POWERTOOLS_SERVICE_NAME',
        'SESSION_SECRET_ARN',
        'SES_FROM_ADDRESS',
        'SITE_URL',
        'SMS_SENDER_ID',
        'TABLE_NAME',
      ].sort(),
    );
    expect(variables.SITE_URL).toBe(SYNTHESIZED_CONTEXT.siteUrl);
  });
});
