import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { allContracts, type EndpointContract } from '#shared/api/index';
import { byUses } from '#test/support/uses-combinations';
import {
  onlyResource,
  type SynthesizedEarnlearn,
  synthesizedEarnlearn,
  type TemplateResource,
} from './support/synth';

// Every contract deployed (with a stand-in handler) so each combination of `uses` is checked, whichever
// handlers exist today; with a web build, so the site deployment is checked too.
let earnlearn: SynthesizedEarnlearn;
const sesFromAddress = 'jobs@mail.earnlearn.in';
const googleClientId = 'test-client.apps.googleusercontent.com';
const whatsappPhoneNumberId = 'phone-number-id-0123456789abcdef0123456789abcdef';

beforeAll(async () => {
  earnlearn = await synthesizedEarnlearn();
});

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
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

/** One case per distinct `uses` (test/support/uses-combinations.ts), named by it and its first contract. */
const combinations = byUses(allContracts.map((contract) => ({ contract })));
const cases = [...combinations].map(
  ([uses, [{ contract }]]) => [`${uses} (${contract.name})`, contract] as const,
);
const everyFunction = allContracts.map((contract) => [contract.name, contract] as const);
const tableWrites = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'];

/** A resource as text: the imported uploads bucket as `<bucket>`, the partition as `aws`. */
function resourceText(value: unknown): string {
  if (typeof value === 'string') return value;
  const record = value as Record<string, unknown>;
  if ('Fn::ImportValue' in record) return '<bucket>';
  if ('Ref' in record) return record.Ref === 'AWS::Partition' ? 'aws' : `<${String(record.Ref)}>`;
  if ('Fn::GetAtt' in record) return `<${(record['Fn::GetAtt'] as string[])[0]}>`;
  const [separator, parts] = record['Fn::Join'] as [string, unknown[]];
  return parts.map(resourceText).join(separator);
}

/** Each allowed S3 action of the endpoint with each resource it is allowed on, as `action on resource`. */
function s3Grants(template: Template, contract: EndpointContract): string[] {
  return statementsOf(template, contract)
    .filter((statement) => statement.Effect === 'Allow')
    .flatMap((statement) =>
      [statement.Action]
        .flat()
        .filter((action) => action.startsWith('s3:'))
        .flatMap((action) =>
          [statement.Resource].flat().map((resource) => `${action} on ${resourceText(resource)}`),
        ),
    )
    .sort();
}

/** What each way of using the uploads bucket may do, and where: the object keys of functions/features/documents. */
const expectedS3Grants: Record<NonNullable<EndpointContract['uses']['uploads']>, string[]> = {
  documentForm: ['s3:PutObject on <bucket>/uploads/*'],
  logoForm: ['s3:PutObject on <bucket>/uploads/logos/*'],
  documentLinks: ['s3:GetObject on <bucket>/documents/*'],
  keepDocuments: [
    's3:DeleteObject on <bucket>/documents/*',
    's3:GetObject on <bucket>/uploads/*',
    's3:ListBucket on <bucket>',
    's3:PutObject on <bucket>/documents/*',
  ],
  keepLogos: [
    's3:DeleteObject on <bucket>/logos/*',
    's3:GetObject on <bucket>/uploads/logos/*',
    's3:ListBucket on <bucket>',
    's3:PutObject on <bucket>/logos/*',
  ],
  // Erasure: every version under the workers' two folders, and listing the versions of those only.
  eraseDocuments: [
    's3:DeleteObject on <bucket>/documents/*',
    's3:DeleteObject on <bucket>/uploads/*',
    's3:DeleteObjectVersion on <bucket>/documents/*',
    's3:DeleteObjectVersion on <bucket>/uploads/*',
    's3:ListBucketVersions on <bucket>',
  ],
};

describe('grants follow each contract’s `uses`', () => {
  it('gives every function the grants and environment of the first of its `uses`', () => {
    const template = earnlearn.templates.apiFunctions;
    const grantsOf = (contract: EndpointContract) => ({
      actions: [...new Set(allowedActions(template, contract))].sort(),
      s3: s3Grants(template, contract),
      environment: Object.keys(environmentOf(template, contract)).sort(),
    });
    for (const [{ contract: first }, ...others] of combinations.values()) {
      for (const { contract } of others) expect(grantsOf(contract), contract.name).toEqual(grantsOf(first));
    }
  });

  it.each(cases)('%s can read the table and the session secret', (_, contract) => {
    const actions = allowedActions(earnlearn.templates.apiFunctions, contract);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
    expect(actions).toContain('secretsmanager:GetSecretValue');
  });

  it.each(cases)('%s cannot Scan the table', (_, contract) => {
    const actions = allowedActions(earnlearn.templates.apiFunctions, contract);
    expect(actions.filter((action) => /^dynamodb:(Scan|\*)$/.test(action))).toEqual([]);
  });

  it.each(cases)('%s can write the table only if its contract says readWrite', (_, contract) => {
    const actions = allowedActions(earnlearn.templates.apiFunctions, contract);
    for (const write of tableWrites) {
      if (contract.uses.table === 'readWrite') expect(actions).toContain(write);
      else expect(actions).not.toContain(write);
    }
  });

  it.each(cases)(
    '%s may batch-read only if its contract says batchGet, and batch-write only if it says batchWrite',
    (_, contract) => {
      const actions = allowedActions(earnlearn.templates.apiFunctions, contract);
      expect(actions.includes('dynamodb:BatchGetItem')).toBe(contract.uses.batchGet === true);
      expect(actions.includes('dynamodb:BatchWriteItem')).toBe(contract.uses.batchWrite === true);
      expect(actions.filter((action) => /^dynamodb:Batch\*|^dynamodb:\*$/.test(action))).toEqual([]);
    },
  );

  it('gives BatchWriteItem to the staff reads that write access entries, and to no other handler', () => {
    const batchWriters = everyFunction
      .filter(([, contract]) =>
        allowedActions(earnlearn.templates.apiFunctions, contract).includes('dynamodb:BatchWriteItem'),
      )
      .map(([name]) => name)
      .sort();
    expect(batchWriters).toEqual([
      'exportApplications',
      'getApplicantThread',
      'getApplicationDetails',
      'getInternalDataById',
      'getUserDataById',
      'translateApplicantMessage',
    ]);
  });

  it('a read-only handler that batch-writes gets no PutItem, UpdateItem or DeleteItem with it', () => {
    const userDetail = everyFunction.find(([name]) => name === 'getUserDataById')?.[1];
    expect(userDetail).toBeDefined();
    const actions = allowedActions(earnlearn.templates.apiFunctions, userDetail as EndpointContract);
    expect(actions).toContain('dynamodb:BatchWriteItem');
    for (const write of tableWrites) expect(actions).not.toContain(write);
  });

  it.each(cases)('%s can send SMS only if its contract uses sms, and never to a topic', (_, contract) => {
    const statements = statementsOf(earnlearn.templates.apiFunctions, contract);
    const actions = allowedActions(earnlearn.templates.apiFunctions, contract);
    expect(actions.includes('sns:Publish')).toBe(contract.uses.sms === true);
    const denied = statements
      .filter((statement) => statement.Effect === 'Deny' && [statement.Action].flat().includes('sns:Publish'))
      .flatMap((statement) => [statement.Resource].flat().map(resourceText));
    expect(denied).toEqual(contract.uses.sms ? ['arn:aws:sns:*:*:*'] : []);
    expect('SMS_SENDER_ID' in environmentOf(earnlearn.templates.apiFunctions, contract)).toBe(
      contract.uses.sms === true,
    );
    // The line past which status SMS stop, every SMS counted: 60% of what the default USD 1 buys at USD 0.0027.
    expect(environmentOf(earnlearn.templates.apiFunctions, contract).SMS_STATUS_MONTHLY_PARTS).toBe(
      contract.uses.sms ? '222' : undefined,
    );
  });

  it.each(cases)(
    '%s can send WhatsApp (SendWhatsAppMessage, on the configured number only) only if its contract sends it',
    (_, contract) => {
      const statements = statementsOf(earnlearn.templates.apiFunctions, contract).filter((statement) =>
        [statement.Action].flat().some((action) => action.startsWith('social-messaging:')),
      );
      if (contract.uses.whatsapp === 'send') {
        expect(statements).toHaveLength(1);
        expect(statements[0]?.Effect).toBe('Allow');
        expect([statements[0]?.Action].flat()).toEqual(['social-messaging:SendWhatsAppMessage']);
        expect([statements[0]?.Resource].flat().map(resourceText)).toEqual([
          'arn:aws:social-messaging:ap-south-1:<AWS::AccountId>:phone-number-id/0123456789abcdef0123456789abcdef',
        ]);
      } else {
        expect(statements).toEqual([]);
      }
      // The number's id is how a function knows WhatsApp is offered: only those that send or offer it get it.
      expect(environmentOf(earnlearn.templates.apiFunctions, contract).WHATSAPP_PHONE_NUMBER_ID).toBe(
        contract.uses.whatsapp ? whatsappPhoneNumberId : undefined,
      );
    },
  );

  it("gives WhatsApp to the reviews alone (the worker's status news)", () => {
    const senders = everyFunction
      .filter(([, contract]) =>
        allowedActions(earnlearn.templates.apiFunctions, contract).includes(
          'social-messaging:SendWhatsAppMessage',
        ),
      )
      .map(([name]) => name)
      .sort();
    expect(senders).toEqual(['reviewApplication', 'reviewApplications']);
  });

  it.each(cases)(
    '%s can call Amazon Translate (TranslateText, nothing else) only if its contract uses translate',
    (_, contract) => {
      const translateActions = allowedActions(earnlearn.templates.apiFunctions, contract).filter((action) =>
        action.startsWith('translate:'),
      );
      expect(translateActions).toEqual(contract.uses.translate ? ['translate:TranslateText'] : []);
      expect(environmentOf(earnlearn.templates.apiFunctions, contract).JOB_TRANSLATION).toBe(
        contract.uses.translate ? 'amazon' : undefined,
      );
    },
  );

  it("gives Amazon Translate to the postings and edits (their machine drafts of Hindi and Telugu) and to a thread message's translate on demand alone", () => {
    const translators = everyFunction
      .filter(([, contract]) =>
        allowedActions(earnlearn.templates.apiFunctions, contract).includes('translate:TranslateText'),
      )
      .map(([name]) => name);
    expect(translators.sort()).toEqual([
      'editEmployerJob',
      'editJob',
      'postEmployerJob',
      'postJob',
      'translateApplicantMessage',
      'translateApplicationMessage',
    ]);
  });

  it.each(cases)(
    '%s can send e-mail, as the configured sender only, only if its contract uses email',
    (_, contract) => {
      const sendEmail = statementsOf(earnlearn.templates.apiFunctions, contract).filter((statement) =>
        [statement.Action].flat().includes('ses:SendEmail'),
      );
      if (contract.uses.email) {
        expect(sendEmail).toHaveLength(1);
        expect(sendEmail[0]?.Condition).toEqual({ StringEquals: { 'ses:FromAddress': sesFromAddress } });
        expect(environmentOf(earnlearn.templates.apiFunctions, contract).SES_FROM_ADDRESS).toBe(
          sesFromAddress,
        );
      } else {
        expect(sendEmail).toEqual([]);
      }
    },
  );

  it.each(cases)(
    '%s can touch the uploads bucket only as its contract says, on its prefixes',
    (_, contract) => {
      expect(s3Grants(earnlearn.templates.apiFunctions, contract)).toEqual(
        contract.uses.uploads ? expectedS3Grants[contract.uses.uploads] : [],
      );
      expect('UPLOADS_BUCKET' in environmentOf(earnlearn.templates.apiFunctions, contract)).toBe(
        contract.uses.uploads !== undefined,
      );
    },
  );

  it.each(cases)('%s is told how to verify Google ID tokens only if it signs workers in', (_, contract) => {
    const environment = environmentOf(earnlearn.templates.apiFunctions, contract);
    if (contract.uses.googleSignIn) {
      expect(environment).toMatchObject({
        GOOGLE_CLIENT_ID: googleClientId,
        GOOGLE_ISSUER: 'https://accounts.google.com',
        GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
      });
    } else {
      expect(environment).not.toHaveProperty('GOOGLE_CLIENT_ID');
    }
  });

  it('gives no endpoint function an AWS managed policy, each its own role', () => {
    const template = earnlearn.templates.apiFunctions;
    const roleIds = allContracts.map(
      (contract) =>
        (functionOf(template, contract).Properties.Role as { 'Fn::GetAtt': [string, string] })[
          'Fn::GetAtt'
        ][0],
    );
    expect(new Set(roleIds).size).toBe(allContracts.length);
    const resources = template.toJSON().Resources as Record<string, TemplateResource>;
    for (const id of roleIds) {
      expect(resources[id]?.Type).toBe('AWS::IAM::Role');
      expect(resources[id]?.Properties.ManagedPolicyArns).toBeUndefined();
    }
  });
});

describe('with every endpoint and a web build', () => {
  it('still passes the cdk-nag AWS Solutions checks', () => {
    expect(earnlearn.nagFindings).toEqual([]);
  });

  it('routes every endpoint of the registry', () => {
    earnlearn.templates.routes.resourceCountIs('AWS::ApiGatewayV2::Route', allContracts.length);
  });
});
