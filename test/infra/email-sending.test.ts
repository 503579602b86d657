/**
 * The e-mail grant of an API function: a contract that uses email (addEmployee, deployed with the fixture
 * handler until it is written) gets the SES variables and `ses:SendEmail` on the sender's identity only, as the
 * configured sender only; any other function gets neither.
 */
import { App, Validations } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { ApiStack } from '#infra/aws/stacks/api-stack';
import { DataStack } from '#infra/aws/stacks/data-stack';
import { contracts, type EndpointContract } from '#shared/api/index';
import {
  fixtureHandler,
  functionsTemplate,
  NO_BUNDLING,
  onlyResource,
  synthesisError,
  type TemplateResource,
  unacknowledgedNagFindings,
} from './support/synth';

const env = { account: '123456789012', region: 'ap-south-1' };
const sesFromAddress = 'jobs@mail.earnlearn.in';
const sending = contracts.addEmployee;
const notSending = contracts.getAllJobs;
/** Texts a link (a parent's consent link): gets the site's address, still no SES. */
const textingLinks = contracts.requestParentConsent;

function synthesizeApi(siteUrl: string | undefined) {
  const app = new App({ context: NO_BUNDLING });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const data = new DataStack(app, 'Data', { env, sesFromAddress, sesIdentity: 'domain' });
  const api = new ApiStack(app, 'Api', {
    env,
    namePrefix: 'earnlearn-email',
    endpoints: [sending, notSending, textingLinks].map((contract) => ({ contract, entry: fixtureHandler })),
    data: data.exports,
    sesFromAddress,
    siteUrl,
    googleClientId: 'test-client.apps.googleusercontent.com',
    sms: { senderId: 'EARNLN', templateIds: {}, monthlySpendLimitUsd: 1 },
  });
  const error = synthesisError(app);
  return { app, error, template: functionsTemplate(api) };
}

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

function functionOf(template: Template, contract: EndpointContract): TemplateResource {
  return onlyResource(template, 'AWS::Lambda::Function', {
    Properties: { FunctionName: `earnlearn-email-${contract.name}` },
  });
}

function environmentOf(template: Template, contract: EndpointContract): Record<string, unknown> {
  return (functionOf(template, contract).Properties.Environment as { Variables: Record<string, unknown> })
    .Variables;
}

/** Every statement of every policy on the function's role. */
function statementsOf(template: Template, contract: EndpointContract): Statement[] {
  const role = (functionOf(template, contract).Properties.Role as { 'Fn::GetAtt': [string, string] })[
    'Fn::GetAtt'
  ][0];
  return (Object.values(template.findResources('AWS::IAM::Policy')) as TemplateResource[])
    .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some(({ Ref }) => Ref === role))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

/** An ARN as CloudFormation will render it in the aws partition (`Fn::Join` of text and the partition). */
function arnText(value: unknown): string {
  if (typeof value === 'string') return value;
  const [separator, parts] = (value as { 'Fn::Join': [string, unknown[]] })['Fn::Join'];
  return parts
    .map((part) =>
      typeof part === 'string' ? part : (part as { Ref?: string }).Ref === 'AWS::Partition' ? 'aws' : '?',
    )
    .join(separator);
}

const isSesAction = (action: string) => action.toLowerCase().startsWith('ses:') || action === '*';

// Synthesized once for both sides: the same app, one function that sends e-mail and one that does not.
const withSiteUrl = synthesizeApi('https://earnlearn.in');

describe('a function whose contract uses email', () => {
  const { app, error, template } = withSiteUrl;

  it('synthesizes and passes the cdk-nag checks', () => {
    expect(error).toBeUndefined();
    expect(unacknowledgedNagFindings(app)).toEqual([]);
  });

  it('gets the from-address and the site URL, and no local endpoint', () => {
    const environment = environmentOf(template, sending);
    expect(environment).toMatchObject({ SES_FROM_ADDRESS: sesFromAddress, SITE_URL: 'https://earnlearn.in' });
    expect(environment).not.toHaveProperty('SES_ENDPOINT');
  });

  it('may call ses:SendEmail only, as that address, on the identities SES checks (recipients too, in the sandbox)', () => {
    const ses = statementsOf(template, sending).filter((statement) =>
      [statement.Action].flat().some(isSesAction),
    );
    expect(ses).toHaveLength(1);
    expect(ses[0]?.Effect).toBe('Allow');
    expect(ses[0]?.Action).toBe('ses:SendEmail');
    // A grant on the sender's identities alone is refused in the SES sandbox, which authorizes against the
    // verified recipient's identity as well.
    expect([ses[0]?.Resource].flat().map(arnText)).toEqual([
      'arn:aws:ses:ap-south-1:123456789012:identity/*',
    ]);
    expect(ses[0]?.Condition).toEqual({ StringEquals: { 'ses:FromAddress': sesFromAddress } });
  });
});

describe('a function whose contract does not use email', () => {
  const { template } = withSiteUrl;

  it('gets no SES variable and no SES action', () => {
    const environment = environmentOf(template, notSending);
    for (const name of ['SES_FROM_ADDRESS', 'SES_ENDPOINT', 'SITE_URL']) {
      expect(environment).not.toHaveProperty(name);
    }
    const actions = statementsOf(template, notSending).flatMap((statement) => [statement.Action].flat());
    expect(actions.filter(isSesAction)).toEqual([]);
  });

  it("gets the site's address when it texts a link, and still no SES", () => {
    const environment = environmentOf(template, textingLinks);
    expect(environment).toHaveProperty('SITE_URL');
    expect(environment).not.toHaveProperty('SES_FROM_ADDRESS');
    const actions = statementsOf(template, textingLinks).flatMap((statement) => [statement.Action].flat());
    expect(actions.filter(isSesAction)).toEqual([]);
  });
});

describe('without a site URL', () => {
  const { error, template } = synthesizeApi(undefined);

  it('leaves SITE_URL unset, so the e-mail names the log-in page without a link', () => {
    expect(error).toBeUndefined();
    const environment = environmentOf(template, sending);
    expect(environment).toHaveProperty('SES_FROM_ADDRESS', sesFromAddress);
    expect(environment).not.toHaveProperty('SITE_URL');
  });
});
