/**
 * The stage's counter of undelivered SMS (infra/aws/scheduled-jobs.ts `smsDeliveries`) as `cdk synth` builds it:
 * subscribed to the account's SMS delivery failure log, allowed to read only the items that say which purpose
 * each SMS was for, and every SMS sender allowed to write those items and nothing more of the kind.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { smsDeliveries } from '#infra/aws/scheduled-jobs';
import { bundledWithoutSdk } from './support/bundles';
import { type SynthesizedEarnlearn, synthesizedEarnlearn, type TemplateResource } from './support/synth';

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
  ({ calls } = await bundledWithoutSdk(smsDeliveries.entry));
});

const apiResources = () => earnlearn.templates.api.toJSON().Resources as Record<string, TemplateResource>;

function counter(): [string, TemplateResource] {
  const found = Object.entries(apiResources()).filter(
    ([, resource]) =>
      resource.Type === 'AWS::Lambda::Function' &&
      resource.Properties.FunctionName === 'earnlearn-test-countSmsDeliveries',
  );
  expect(found).toHaveLength(1);
  return found[0] as [string, TemplateResource];
}

function statementsOfRole(role: string): Statement[] {
  return Object.values(apiResources())
    .filter((resource) => resource.Type === 'AWS::IAM::Policy')
    .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some(({ Ref }) => Ref === role))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

const purposeItems = { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SMS_MESSAGE#*'] } };

describe('the counter of undelivered SMS', () => {
  it('is subscribed to every record of the account’s SMS delivery failure log', () => {
    const [id] = counter();
    const filters = Object.values(apiResources()).filter(
      (resource) => resource.Type === 'AWS::Logs::SubscriptionFilter',
    );
    expect(filters).toHaveLength(1);
    const filter = filters[0]?.Properties as {
      LogGroupName: { Ref: string };
      DestinationArn: unknown;
      FilterPattern: string;
    };
    expect(filter.DestinationArn).toEqual({ 'Fn::GetAtt': [id, 'Arn'] });
    expect(filter.FilterPattern).toBe('');
    const logGroup = apiResources()[filter.LogGroupName.Ref];
    expect(JSON.stringify(logGroup?.Properties.LogGroupName)).toMatch(/DirectPublishToPhoneNumber\/Failure"/);
    // CloudWatch Logs may invoke it from that log group only.
    const permissions = Object.values(apiResources()).filter(
      (resource) =>
        resource.Type === 'AWS::Lambda::Permission' &&
        JSON.stringify(resource.Properties.FunctionName) === JSON.stringify({ 'Fn::GetAtt': [id, 'Arn'] }),
    );
    expect(permissions).toHaveLength(1);
    expect(permissions[0]?.Properties.Principal).toBe('logs.amazonaws.com');
    expect(JSON.stringify(permissions[0]?.Properties.SourceArn)).toContain(filter.LogGroupName.Ref);
  });

  it('reads the purpose items only, and writes only its log: its bundle’s one call', () => {
    expect(calls).toEqual(['GetCommand']);
    const [, fn] = counter();
    const role = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const allowed = statementsOfRole(role).filter((statement) => statement.Effect === 'Allow');
    expect(allowed.flatMap((statement) => [statement.Action].flat()).sort()).toEqual([
      'dynamodb:GetItem',
      'logs:CreateLogStream',
      'logs:PutLogEvents',
    ]);
    expect(allowed).toContainEqual(
      expect.objectContaining({ Action: 'dynamodb:GetItem', Condition: purposeItems }),
    );
  });

  it('every role that may send SMS may put the purpose items', () => {
    const senders = Object.values(apiResources())
      .filter((resource) => resource.Type === 'AWS::IAM::Policy')
      .map((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
      .filter((statements) =>
        statements.some(
          (statement) => statement.Effect === 'Allow' && [statement.Action].flat().includes('sns:Publish'),
        ),
      );
    expect(senders.length).toBeGreaterThan(0);
    // Those items only (by condition), unless the role may put any item of the table already.
    for (const statements of senders) {
      const puts = statements.filter(
        (statement) =>
          statement.Effect === 'Allow' &&
          [statement.Action].flat().includes('dynamodb:PutItem') &&
          JSON.stringify(statement.Resource).includes('TableArn'),
      );
      expect(puts.length).toBeGreaterThan(0);
      expect(
        puts.some(
          (statement) =>
            statement.Condition === undefined ||
            JSON.stringify(statement.Condition) === JSON.stringify(purposeItems),
        ),
      ).toBe(true);
    }
  });
});
