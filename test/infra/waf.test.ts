import { App, Validations } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { WafStack } from '#infra/aws/stacks/waf-stack';
import { allContracts, contracts, type EndpointContract, routePath } from '#shared/api/index';
import { PARENT_SHORT_LINK_PATH } from '#shared/api/privacy';
import {
  buildEarnlearnApp,
  fixtureHandler,
  onlyResource,
  synthesisError,
  unacknowledgedNagFindings,
} from './support/synth';

interface ByteMatch {
  SearchString: string;
  PositionalConstraint: string;
  FieldToMatch: unknown;
  TextTransformations: { Priority: number; Type: string }[];
}

interface Rule {
  Name: string;
  Priority: number;
  Action?: unknown;
  OverrideAction?: unknown;
  CaptchaConfig?: { ImmunityTimeProperty: { ImmunityTime: number } };
  Statement: {
    RateBasedStatement?: {
      AggregateKeyType: string;
      Limit: number;
      EvaluationWindowSec: number;
      ScopeDownStatement?: { OrStatement: { Statements: { ByteMatchStatement: ByteMatch }[] } };
    };
    ManagedRuleGroupStatement?: { VendorName: string; Name: string; RuleActionOverrides?: unknown };
  };
  VisibilityConfig: {
    CloudWatchMetricsEnabled: boolean;
    SampledRequestsEnabled: boolean;
    MetricName: string;
  };
}

function synthesizeWafStack() {
  const app = new App();
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const waf = new WafStack(app, 'earnlearn-prod-waf', { env: { region: 'us-east-1' } });
  const error = synthesisError(app);
  const acl = onlyResource(Template.fromStack(waf), 'AWS::WAFv2::WebACL');
  return { app, error, acl, rules: acl.Properties.Rules as Rule[] };
}

/** Whether WAF's byte match would match a request for `path`: transformations in order, then the comparison. */
function matches(statement: ByteMatch, path: string): boolean {
  let value = path;
  for (const { Type } of [...statement.TextTransformations].sort((a, b) => a.Priority - b.Priority)) {
    if (Type === 'URL_DECODE') value = decodeURIComponent(value);
    else if (Type === 'LOWERCASE') value = value.toLowerCase();
    else throw new Error(`Unexpected transformation ${Type}`);
  }
  if (statement.PositionalConstraint === 'STARTS_WITH') return value.startsWith(statement.SearchString);
  if (statement.PositionalConstraint === 'EXACTLY') return value === statement.SearchString;
  throw new Error(`Unexpected constraint ${statement.PositionalConstraint}`);
}

describe('the WAF web ACL', () => {
  const { app, error, acl, rules } = synthesizeWafStack();
  const rule = (name: string) => {
    const found = rules.find((candidate) => candidate.Name === name);
    if (!found) throw new Error(`No rule ${name}`);
    return found;
  };

  it('synthesizes and passes the cdk-nag checks', () => {
    expect(error).toBeUndefined();
    expect(unacknowledgedNagFindings(app)).toEqual([]);
  });

  it('protects CloudFront, letting through what no rule blocks, with metrics and sampled requests', () => {
    expect(acl.Properties).toMatchObject({
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      VisibilityConfig: { CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true },
    });
    expect(rules.map((r) => r.Name)).toEqual([
      'StaffSignInCaptcha',
      'ParentConsentCaptcha',
      'SignInRatePerAddress',
      'SiteRatePerAddress',
      'SiteRatePerSession',
      'FloodPerAddress',
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
    for (const { VisibilityConfig } of rules) {
      expect(VisibilityConfig).toMatchObject({
        CloudWatchMetricsEnabled: true,
        SampledRequestsEnabled: true,
      });
    }
    expect(new Set(rules.map((r) => r.Priority)).size).toBe(rules.length);
  });

  it('runs the AWS managed common rule set, counting rather than blocking bodies over 8 KB', () => {
    expect(rule('AWSManagedRulesCommonRuleSet')).toMatchObject({
      OverrideAction: { None: {} },
      Statement: {
        ManagedRuleGroupStatement: {
          VendorName: 'AWS',
          Name: 'AWSManagedRulesCommonRuleSet',
          RuleActionOverrides: [{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }],
        },
      },
    });
  });

  it('runs the AWS managed known-bad-inputs rule set as AWS ships it', () => {
    const knownBadInputs = rule('AWSManagedRulesKnownBadInputsRuleSet');
    expect(knownBadInputs).toMatchObject({
      OverrideAction: { None: {} },
      Statement: {
        ManagedRuleGroupStatement: { VendorName: 'AWS', Name: 'AWSManagedRulesKnownBadInputsRuleSet' },
      },
    });
    expect(knownBadInputs.Statement.ManagedRuleGroupStatement?.RuleActionOverrides).toBeUndefined();
  });

  it('blocks past 1,000 requests in 5 minutes an address without a session, a session, and past 10,000 any address', () => {
    expect(rule('SiteRatePerAddress')).toMatchObject({
      Action: { Block: {} },
      Statement: {
        RateBasedStatement: {
          AggregateKeyType: 'IP',
          Limit: 1000,
          EvaluationWindowSec: 300,
          ScopeDownStatement: {
            NotStatement: {
              Statement: {
                SizeConstraintStatement: {
                  FieldToMatch: { SingleHeader: { Name: 'authorization' } },
                  ComparisonOperator: 'GT',
                  Size: 0,
                },
              },
            },
          },
        },
      },
    });
    // Workers behind one carrier address, each polling their bell, are counted by their own session.
    expect(rule('SiteRatePerSession')).toMatchObject({
      Action: { Block: {} },
      Statement: {
        RateBasedStatement: {
          AggregateKeyType: 'CUSTOM_KEYS',
          CustomKeys: [{ Header: { Name: 'authorization' } }],
          Limit: 1000,
          EvaluationWindowSec: 300,
        },
      },
    });
    // A made-up token per request still meets the address's flood guard.
    expect(rule('FloodPerAddress')).toMatchObject({
      Action: { Block: {} },
      Statement: { RateBasedStatement: { AggregateKeyType: 'IP', Limit: 10_000, EvaluationWindowSec: 300 } },
    });
    expect(rule('FloodPerAddress').Statement.RateBasedStatement?.ScopeDownStatement).toBeUndefined();
  });

  it('blocks an address sending more than 100 sign-in or OTP requests in 5 minutes', () => {
    const statement = rule('SignInRatePerAddress').Statement.RateBasedStatement;
    expect(rule('SignInRatePerAddress').Action).toEqual({ Block: {} });
    expect(statement).toMatchObject({ AggregateKeyType: 'IP', Limit: 100, EvaluationWindowSec: 300 });
    const matchers = statement?.ScopeDownStatement?.OrStatement.Statements.map((s) => s.ByteMatchStatement);
    for (const matcher of matchers ?? []) expect(matcher.FieldToMatch).toEqual({ UriPath: {} });
    expect(matchers?.map((m) => m.SearchString)).toEqual([
      '/api/loginorregister',
      '/api/startphonesignin',
      '/api/verifyphonesignin',
      '/api/registermobilenumber',
      '/api/validateotp',
      '/api/resendotp',
      '/api/requestnumberchange',
      '/api/confirmnumberchange',
      '/api/requesterasure',
      '/api/confirmerasure',
      '/api/adminlogin',
      '/api/internallogin',
      '/api/changepassword',
    ]);
  });

  it('scopes the sign-in limit to those routes however the path is spelt, and to nothing else', () => {
    const matchers =
      rule(
        'SignInRatePerAddress',
      ).Statement.RateBasedStatement?.ScopeDownStatement?.OrStatement.Statements.map(
        (s) => s.ByteMatchStatement,
      ) ?? [];
    const limited = (path: string) => matchers.some((matcher) => matches(matcher, path));
    const signIn: readonly EndpointContract[] = [
      contracts.loginOrRegister,
      contracts.startPhoneSignIn,
      contracts.verifyPhoneSignIn,
      contracts.registerMobileNumber,
      contracts.validateOTP,
      contracts.resendOTP,
      contracts.requestNumberChange,
      contracts.confirmNumberChange,
      contracts.requestErasure,
      contracts.confirmErasure,
      contracts.adminLogin,
      contracts.internallogin,
      contracts.changePassword,
    ];
    for (const contract of signIn) {
      const path = routePath(contract);
      expect(limited(path)).toBe(true);
      expect(limited(path.toUpperCase())).toBe(true);
      expect(limited(`${path}/`)).toBe(true);
      // The first letter after /api/ percent-encoded: still the same route to API Gateway.
      const encoded = path.replace(
        /^\/api\/(.)/,
        (_, letter: string) => `/api/%${letter.charCodeAt(0).toString(16)}`,
      );
      expect(limited(encoded)).toBe(true);
    }
    for (const contract of allContracts.filter((c) => !signIn.includes(c))) {
      expect(limited(routePath(contract)), contract.name).toBe(false);
    }
    expect(limited('/')).toBe(false);
  });
});

describe("the WAF's CAPTCHA on staff sign-in", () => {
  const { rules } = synthesizeWafStack();
  const captcha = rules.find((candidate) => candidate.Name === 'StaffSignInCaptcha');
  const matchers =
    captcha?.Statement.RateBasedStatement?.ScopeDownStatement?.OrStatement.Statements.map(
      (s) => s.ByteMatchStatement,
    ) ?? [];
  const challenged = (path: string) => matchers.some((matcher) => matches(matcher, path));

  it('asks an address past 30 staff log-in requests in 5 minutes for a CAPTCHA, before the block rules', () => {
    expect(captcha).toMatchObject({
      Priority: 0,
      Action: { Captcha: {} },
      CaptchaConfig: { ImmunityTimeProperty: { ImmunityTime: 1800 } },
      Statement: { RateBasedStatement: { AggregateKeyType: 'IP', Limit: 30, EvaluationWindowSec: 300 } },
      VisibilityConfig: { CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true },
    });
    const block = rules.find((candidate) => candidate.Name === 'SignInRatePerAddress');
    expect(captcha?.Priority).toBeLessThan(block?.Priority ?? -1);
  });

  it('covers both staff log-in calls and the pages they are made from, however spelt, and nothing else', () => {
    const staff: readonly EndpointContract[] = [contracts.adminLogin, contracts.internallogin];
    for (const path of [...staff.map(routePath), '/admin/login', '/internal/login']) {
      expect(challenged(path), path).toBe(true);
      expect(challenged(path.toUpperCase()), path).toBe(true);
      expect(challenged(`${path}/`), path).toBe(true);
    }
    for (const contract of allContracts.filter((c) => !staff.includes(c))) {
      expect(challenged(routePath(contract)), contract.name).toBe(false);
    }
    for (const page of ['/', '/dashboard', '/admin/dashboard', '/internal/dashboard', '/jobs/1'])
      expect(challenged(page), page).toBe(false);
  });
});

describe("the WAF's CAPTCHA on a parent's consent", () => {
  const { rules } = synthesizeWafStack();
  const captcha = rules.find((candidate) => candidate.Name === 'ParentConsentCaptcha');
  const matchers =
    captcha?.Statement.RateBasedStatement?.ScopeDownStatement?.OrStatement.Statements.map(
      (s) => s.ByteMatchStatement,
    ) ?? [];
  const challenged = (path: string) => matchers.some((matcher) => matches(matcher, path));

  it('asks an address past 30 parent-consent requests in 5 minutes for a CAPTCHA, before the block rules', () => {
    expect(captcha).toMatchObject({
      Action: { Captcha: {} },
      CaptchaConfig: { ImmunityTimeProperty: { ImmunityTime: 1800 } },
      Statement: { RateBasedStatement: { AggregateKeyType: 'IP', Limit: 30, EvaluationWindowSec: 300 } },
      VisibilityConfig: { CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true },
    });
    for (const name of [
      'SignInRatePerAddress',
      'SiteRatePerAddress',
      'SiteRatePerSession',
      'FloodPerAddress',
    ]) {
      const block = rules.find((candidate) => candidate.Name === name);
      expect(captcha?.Priority, name).toBeLessThan(block?.Priority ?? -1);
    }
  });

  it("covers the parent's four public calls, the page and the SMS's short link, however spelt, and nothing else", () => {
    const parent: readonly EndpointContract[] = [
      contracts.getParentRequest,
      contracts.sendParentCode,
      contracts.verifyParentCode,
      contracts.answerParentRequest,
    ];
    for (const path of [
      ...parent.map(routePath),
      '/parent-consent',
      `${PARENT_SHORT_LINK_PATH}abcdefghijklmnop`,
    ]) {
      expect(challenged(path), path).toBe(true);
      expect(challenged(path.toUpperCase()), path).toBe(true);
      expect(
        challenged(path.replace(/^\/(.)/, (_, c: string) => `/%${c.charCodeAt(0).toString(16)}`)),
        path,
      ).toBe(true);
    }
    for (const contract of allContracts.filter((c) => !parent.includes(c))) {
      expect(challenged(routePath(contract)), contract.name).toBe(false);
    }
    for (const page of ['/', '/privacy', '/profile', '/jobs/1', '/admin/login', '/p'])
      expect(challenged(page), page).toBe(false);
  });
});

describe('the WAF in the app', () => {
  const endpoints = [{ contract: contracts.getAllJobs, entry: fixtureHandler }];

  it('is its own stack in us-east-1, whose ACL the distribution names through a cross-region reference', () => {
    const { app, stacks } = buildEarnlearnApp({}, { endpoints });
    expect(synthesisError(app)).toBeUndefined();
    expect(unacknowledgedNagFindings(app)).toEqual([]);
    expect(stacks.waf?.stackName).toBe('earnlearn-test-waf');
    expect(stacks.waf?.region).toBe('us-east-1');
    expect(stacks.web.region).toBe('ap-south-1');

    const web = Template.fromStack(stacks.web);
    const waf = Template.fromStack(stacks.waf as WafStack);
    const distribution = onlyResource(web, 'AWS::CloudFront::Distribution');
    const webAclId = (distribution.Properties.DistributionConfig as { WebACLId: unknown }).WebACLId as {
      'Fn::GetAtt': [string, string];
    };
    const [reader, parameter] = webAclId['Fn::GetAtt'];
    expect(web.toJSON().Resources[reader].Type).toBe('Custom::CrossRegionExportReader');
    const writer = onlyResource(waf, 'Custom::CrossRegionExportWriter');
    const [aclLogicalId] = Object.keys(waf.findResources('AWS::WAFv2::WebACL'));
    expect(writer.Properties.WriterProps).toMatchObject({
      region: 'ap-south-1',
      exports: { [parameter]: { 'Fn::GetAtt': [aclLogicalId, 'Arn'] } },
    });
  });

  it('is left out with -c waf=off, the distribution then without a web ACL', () => {
    const { app, stacks } = buildEarnlearnApp({ waf: 'off' }, { endpoints });
    expect(synthesisError(app)).toBeUndefined();
    expect(unacknowledgedNagFindings(app)).toEqual([]);
    expect(stacks.waf).toBeUndefined();
    // CloudFront's alarms live beside the WAF in us-east-1: without it the canary watches the site (decision 301).
    expect(stacks.edgeAlarms).toBeUndefined();
    Annotations.fromStack(stacks.web).hasInfo(
      '*',
      Match.stringLikeRegexp('npx cdk destroy earnlearn-test-edge-alarms -c stage=test'),
    );
    expect(app.node.findAll().filter((c) => c instanceof WafStack)).toEqual([]);
    const web = Template.fromStack(stacks.web);
    const config = onlyResource(web, 'AWS::CloudFront::Distribution').Properties.DistributionConfig as {
      WebACLId?: unknown;
    };
    expect(config.WebACLId).toBeUndefined();
    web.resourceCountIs('Custom::CrossRegionExportReader', 0);
    // A WAF stack deployed before is not deleted by leaving it out: the synth says how to remove it.
    Annotations.fromStack(stacks.web).hasInfo(
      '*',
      Match.stringLikeRegexp('npx cdk destroy earnlearn-test-waf -c stage=test'),
    );
    const dashboard = onlyResource(Template.fromStack(stacks.observability), 'AWS::CloudWatch::Dashboard');
    expect(JSON.stringify(dashboard.Properties.DashboardBody)).not.toContain('AWS/WAFV2');
  });
});
