/**
 * What an operator relies on at the API: per-route throttles and metrics on the API stage, and the account's SMS
 * settings applied at deploy, read from the synthesized templates (test/infra/support/operations.ts).
 */
import { describe, expect, it } from 'vitest';
import { routeKeyOf } from '#infra/aws/stacks/api-stack';
import { DEFAULT_THROTTLE, THROTTLES, throttledClassOf } from '#infra/aws/throttles';
import { allContracts } from '#shared/api/index';
import { operationsApp, resources, smsSenderId } from './support/operations';
import { onlyResource } from './support/synth';

const app = operationsApp();

describe('throttle classes, from the contracts', () => {
  const members = (wanted: string) =>
    allContracts
      .filter((contract) => throttledClassOf(contract) === wanted)
      .map((contract) => contract.name)
      .sort();

  it('put every other exchange of a secret (a public POST) in logIn', () => {
    expect(members('logIn')).toEqual([
      'adminLogin',
      'answerParentRequest',
      'employerGoogleSignIn',
      'getParentRequest',
      'internallogin',
      'loginOrRegister',
      'startEmployerSignIn',
      'unsubscribeJobAlert',
      'verifyEmployerSignIn',
      'verifyPhoneSignIn',
    ]);
  });

  it("put sending an SMS (a code, a parent's link) and checking a one-time code in otp", () => {
    expect(members('otp')).toEqual([
      'confirmErasure',
      'confirmNumberChange',
      'registerMobileNumber',
      'requestErasure',
      'requestNumberChange',
      'requestParentConsent',
      'resendOTP',
      'sendParentCode',
      'startPhoneSignIn',
      'validateOTP',
      'verifyParentCode',
    ]);
  });

  it('put signing an upload form in upload', () => {
    expect(members('upload')).toEqual([
      'createDocumentUpload',
      'createEmployerLogoUpload',
      'createLogoUpload',
      'createVerificationUpload',
    ]);
  });

  it("put a read anyone may make without signing in (a job's public page, its employer's reply record, an employer's page, the public jobs list) in publicRead", () => {
    expect(members('publicRead')).toEqual([
      'getPublicEmployer',
      'getPublicJob',
      'getReplyRecord',
      'searchPublicJobs',
    ]);
  });

  it('are each tighter than the default', () => {
    for (const throttle of Object.values(THROTTLES)) {
      expect(throttle.rateLimit).toBeLessThan(DEFAULT_THROTTLE.rateLimit);
      expect(throttle.burstLimit).toBeLessThan(DEFAULT_THROTTLE.burstLimit);
    }
  });
});

describe('the API stage', () => {
  const stage = () => onlyResource(app().templates.api, 'AWS::ApiGatewayV2::Stage');

  it('throttles every route by default and records metrics per route', () => {
    expect(stage().Properties.DefaultRouteSettings).toEqual({
      DetailedMetricsEnabled: true,
      ThrottlingRateLimit: DEFAULT_THROTTLE.rateLimit,
      ThrottlingBurstLimit: DEFAULT_THROTTLE.burstLimit,
    });
  });

  it('throttles the log-in, OTP, upload and public-read routes tighter, keeping their metrics', () => {
    const expected = Object.fromEntries(
      allContracts.flatMap((contract) => {
        const throttledClass = throttledClassOf(contract);
        if (throttledClass === undefined) return [];
        const { rateLimit, burstLimit } = THROTTLES[throttledClass];
        return [
          [
            routeKeyOf(contract),
            {
              ThrottlingRateLimit: rateLimit,
              ThrottlingBurstLimit: burstLimit,
              DetailedMetricsEnabled: true,
            },
          ],
        ];
      }),
    );
    expect(Object.keys(expected)).toHaveLength(29);
    expect(stage().Properties.RouteSettings).toEqual(expected);
  });

  it('names only routes that exist, and is created after them', () => {
    // A route of the api stack by its logical id; a route of a route stack by that nested stack's resource.
    const { api, apiRoutes } = app().templates;
    const holders = [
      { template: api, waitsFor: (logicalId: string) => logicalId },
      ...Object.entries(apiRoutes).map(([id, template]) => ({
        template,
        waitsFor: () =>
          Object.keys(resources(api, 'AWS::CloudFormation::Stack')).find((stack) =>
            stack.startsWith(`${id}NestedStack`),
          ),
      })),
    ];
    const routes = holders.flatMap(({ template, waitsFor }) =>
      Object.entries(resources(template, 'AWS::ApiGatewayV2::Route')).map(([logicalId, route]) => ({
        key: route.Properties.RouteKey,
        waitedFor: waitsFor(logicalId),
      })),
    );
    const settings = stage().Properties.RouteSettings as Record<string, unknown>;
    for (const key of Object.keys(settings)) {
      const route = routes.find((found) => found.key === key);
      expect(route, key).toBeDefined();
      expect(stage().DependsOn).toContain(route?.waitedFor);
    }
  });
});

describe('SMS account settings', () => {
  it('are applied at deploy by our own resource: spend limit and sender id asked for, never failing on the quota', () => {
    const custom = onlyResource(app().templates.api, 'Custom::SmsAccountSettings');
    expect(custom.Properties).toMatchObject({
      // The stage's smsMonthlySpendLimit, here its default (config.test.ts reads a chosen one).
      MonthlySpendLimitUsd: '1',
      SenderId: smsSenderId,
      SuccessSamplingPercent: '10',
      DeliveryStatusRoleArn: {
        'Fn::GetAtt': [expect.stringMatching(/^SmsAccountSettingsDeliveryStatusRole/), 'Arn'],
      },
    });
    // What applies is printed after the deploy; the dashboard names the limit asked for and that output.
    const outputs = app().templates.api.findOutputs('SmsSpendLimit');
    expect(Object.values(outputs)[0]?.Value).toEqual({
      'Fn::GetAtt': [expect.stringMatching(/^SmsAccountSettings[0-9A-F]{8}$/), 'Note'],
    });
    expect(JSON.stringify(app().templates.observability.toJSON())).toContain(
      'SMS spend limit:** USD 1 a month asked for (smsMonthlySpendLimit); what applies after each deploy',
    );
  });

  it('turn on delivery-status logs: SNS may write only its two log groups, kept 400 days like every log (they hold numbers)', () => {
    const groups = Object.values(resources(app().templates.api, 'AWS::Logs::LogGroup')).filter((group) =>
      JSON.stringify(group.Properties.LogGroupName ?? '').includes('DirectPublishToPhoneNumber'),
    );
    expect(groups).toHaveLength(2);
    for (const group of groups) expect(group.Properties.RetentionInDays).toBe(400);
    const role = Object.entries(resources(app().templates.api, 'AWS::IAM::Role')).find(([id]) =>
      id.startsWith('SmsAccountSettingsDeliveryStatusRole'),
    )?.[1];
    expect(JSON.stringify(role?.Properties.AssumeRolePolicyDocument)).toContain('sns.amazonaws.com');
    const policy = Object.entries(resources(app().templates.api, 'AWS::IAM::Policy')).find(([id]) =>
      id.startsWith('SmsAccountSettingsDeliveryStatusRoleDefaultPolicy'),
    )?.[1];
    const document = policy?.Properties.PolicyDocument as { Statement: { Resource: unknown }[] } | undefined;
    const statements = document?.Statement ?? [];
    expect(statements).toHaveLength(2);
    for (const statement of statements) expect(JSON.stringify(statement.Resource)).toContain('Arn');
  });

  it('may call sns:SetSMSAttributes and sns:GetSMSAttributes and nothing else of SNS', () => {
    const policies = Object.entries(resources(app().templates.api, 'AWS::IAM::Policy')).filter(([id]) =>
      id.startsWith('SmsAccountSettingsFunction'),
    );
    expect(policies).toHaveLength(1);
    const document = policies[0]?.[1].Properties.PolicyDocument as { Statement: unknown[] };
    expect(document.Statement).toEqual([
      { Action: ['sns:SetSMSAttributes', 'sns:GetSMSAttributes'], Effect: 'Allow', Resource: '*' },
      // Handing SNS its delivery-status role, that role only.
      {
        Action: 'iam:PassRole',
        Effect: 'Allow',
        Resource: { 'Fn::GetAtt': [expect.stringMatching(/^SmsAccountSettingsDeliveryStatusRole/), 'Arn'] },
      },
    ]);
  });
});
