import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { allContracts, type EndpointContract } from '#shared/api/index';
import {
  everyEndpointWithFixtureHandler,
  fixtureWebBuild,
  onlyResource,
  type SynthesizedEarnlearn,
  synthesizeEarnlearn,
  type TemplateResource,
  unacknowledgedNagFindings,
} from './support/synth';

// Every contract deployed (with a stand-in handler) so each combination of `uses` is checked, whichever
// handlers exist today; with a web build, so the site deployment is checked too.
let earnlearn: SynthesizedEarnlearn;
const sesFromAddress = 'jobs@mail.earnlearn.in';
const googleClientId = 'test-client.apps.googleusercontent.com';

beforeAll(() => {
  earnlearn = synthesizeEarnlearn(
    { sesFromAddress, googleClientId },
    { endpoints: everyEndpointWithFixtureHandler(), webAssetsDir: fixtureWebBuild },
  );
}, 180_000);

interface Statement {
  Effect: string;
  Action: string | string[];
  Condition?: Record<string, Record<string, string>>;
}

function functionOf(template: Template, contract: EndpointContract): TemplateResource {
  return onlyResource(template, 'AWS::Lambda::Function', {
    Properties: { FunctionName: `earnlearn-test-${contract.name}` },
  });
}

/** Every statement of every IAM policy attached to the endpoint's execution role. */
function statementsOf(template: Template, contract: EndpointContract): Statement[] {
  const roleLogicalId = (
    functionOf(template, contract).Properties.Role as { 'Fn::GetAtt': [string, string] }
  )['Fn::GetAtt'][0];
  const policies = Object.values(template.findResources('AWS::IAM::Policy')) as TemplateResource[];
  return policies
    .filter((policy) =>
      (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleLogicalId),
    )
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

function allowedActions(template: Template, contract: EndpointContract): string[] {
  return statementsOf(template, contract)
    .filter((statement) => statement.Effect === 'Allow')
    .flatMap((statement) => statement.Action);
}

function environmentOf(template: Template, contract: EndpointContract): Record<string, unknown> {
  return (functionOf(template, contract).Properties.Environment as { Variables: Record<string, unknown> })
    .Variables;
}

const cases = allContracts.map((contract) => [contract.name, contract] as const);
const tableWrites = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

describe('grants follow each contract’s `uses`', () => {
  it.each(cases)('%s can read the table and the session secret', (_, contract) => {
    const actions = allowedActions(earnlearn.templates.api, contract);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
    expect(actions).toContain('secretsmanager:GetSecretValue');
  });

  it.each(cases)('%s cannot Scan the table', (_, contract) => {
    const actions = allowedActions(earnlearn.templates.api, contract);
    expect(actions.filter((action) => /^dynamodb:(Scan|\*)$/.test(action))).toEqual([]);
  });

  it.each(cases)('%s can write the table only if its contract says readWrite', (_, contract) => {
    const actions = allowedActions(earnlearn.templates.api, contract);
    for (const write of tableWrites) {
      if (contract.uses.table === 'readWrite') expect(actions).toContain(write);
      else expect(actions).not.toContain(write);
    }
  });

  it.each(cases)('%s can send SMS only if its contract uses sms', (_, contract) => {
    const actions = allowedActions(earnlearn.templates.api, contract);
    expect(actions.includes('sns:Publish')).toBe(contract.uses.sms === true);
    expect('SMS_SENDER_ID' in environmentOf(earnlearn.templates.api, contract)).toBe(
      contract.uses.sms === true,
    );
  });

  it.each(cases)(
    '%s can send e-mail, as the configured sender only, only if its contract uses email',
    (_, contract) => {
      const sendEmail = statementsOf(earnlearn.templates.api, contract).filter((statement) =>
        [statement.Action].flat().includes('ses:SendEmail'),
      );
      if (contract.uses.email) {
        expect(sendEmail).toHaveLength(1);
        expect(sendEmail[0]?.Condition).toEqual({ StringEquals: { 'ses:FromAddress': sesFromAddress } });
        expect(environmentOf(earnlearn.templates.api, contract).SES_FROM_ADDRESS).toBe(sesFromAddress);
      } else {
        expect(sendEmail).toEqual([]);
      }
    },
  );

  it.each(cases)('%s can touch uploaded documents only as its contract says', (_, contract) => {
    const actions = allowedActions(earnlearn.templates.api, contract);
    expect(actions.includes('s3:GetObject*')).toBe(contract.uses.uploads !== undefined);
    expect(actions.includes('s3:PutObject')).toBe(contract.uses.uploads === 'readWrite');
    expect('UPLOADS_BUCKET' in environmentOf(earnlearn.templates.api, contract)).toBe(
      contract.uses.uploads !== undefined,
    );
  });

  it.each(cases)('%s is told how to verify Google ID tokens only if it signs workers in', (_, contract) => {
    const environment = environmentOf(earnlearn.templates.api, contract);
    if (contract.name === 'loginOrRegister') {
      expect(environment).toMatchObject({
        GOOGLE_CLIENT_ID: googleClientId,
        GOOGLE_ISSUER: 'https://accounts.google.com',
        GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
      });
    } else {
      expect(environment).not.toHaveProperty('GOOGLE_CLIENT_ID');
    }
  });

  it('gives no function an AWS managed policy', () => {
    const roles = Object.values(
      earnlearn.templates.api.findResources('AWS::IAM::Role'),
    ) as TemplateResource[];
    expect(roles).toHaveLength(allContracts.length);
    for (const role of roles) expect(role.Properties.ManagedPolicyArns).toBeUndefined();
  });
});

describe('with every endpoint and a web build', () => {
  it('still passes the cdk-nag AWS Solutions checks', () => {
    expect(unacknowledgedNagFindings(earnlearn.app)).toEqual([]);
  });

  it('routes every endpoint of the registry', () => {
    earnlearn.templates.api.resourceCountIs('AWS::ApiGatewayV2::Route', allContracts.length);
  });
});
