import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { type ContractName, contracts, routePath } from '#shared/api/index';

/**
 * AWS WAF in front of CloudFront. A web ACL for CloudFront must live in us-east-1, so this is a stack of its
 * own there; the web stack (in the product's region) takes its ARN through a cross-region reference. Cost
 * (AWS list prices): $5 a month for the ACL, $1 a month per rule (5 rules), $0.60 per million requests, and
 * each CAPTCHA attempt of the staff sign-in rule; `-c waf=off` leaves the stack out (docs/operations.md).
 */

/** Window of both rate-based rules: WAF counts each source address's requests over the last 5 minutes. */
export const RATE_WINDOW_SECONDS = 300;
/**
 * Requests per address per window over the whole site. Indian mobile networks put many phones behind one
 * carrier address (CGNAT), so this is generous: it stops floods, not busy offices.
 */
export const SITE_RATE_LIMIT = 1000;
/** Requests per address per window to the sign-in and OTP routes: guessing passwords and codes, SMS pumping. */
export const SIGN_IN_RATE_LIMIT = 100;

/**
 * The routes that sign someone in or send or check a verification code, from the contract registry (so a
 * renamed route keeps its limit). Per-number and per-account limits in the handlers come on top of this.
 */
export const SIGN_IN_ROUTES: readonly ContractName[] = [
  'loginOrRegister',
  'registerMobileNumber',
  'validateOTP',
  'resendOTP',
  'requestNumberChange',
  'confirmNumberChange',
  'requestErasure',
  'confirmErasure',
  'adminLogin',
  'internallogin',
  'changePassword',
];

/** The paths matched, lower-cased: WAF lower-cases (and URL-decodes) the request path before comparing. */
export function signInPaths(): string[] {
  return SIGN_IN_ROUTES.map((name) => routePath(contracts[name]).toLowerCase());
}

/**
 * The staff log-ins, and the SPA pages they are made from: an address that sends more than
 * STAFF_SIGN_IN_CAPTCHA_LIMIT of these requests in the window is asked to solve a CAPTCHA. A browser loading a
 * log-in page gets WAF's puzzle page and, once solved, a token cookie that its log-in calls carry for
 * STAFF_SIGN_IN_CAPTCHA_IMMUNITY_SECONDS; a log-in call without one is answered 405 by WAF, which the log-in
 * card turns into "reload the page". The guessing itself is bounded in the functions (decisions 79-81); the
 * puzzle makes guessing from many addresses cost a person's time per address.
 */
export const STAFF_SIGN_IN_ROUTES: readonly ContractName[] = ['adminLogin', 'internallogin'];
export const STAFF_SIGN_IN_PAGES = ['/admin/login', '/internal/login'] as const;
/** Staff log-in requests (pages and calls) per address per window before the CAPTCHA: an office's morning. */
export const STAFF_SIGN_IN_CAPTCHA_LIMIT = 30;
export const STAFF_SIGN_IN_CAPTCHA_IMMUNITY_SECONDS = 1800;

export function staffSignInPaths(): string[] {
  return [...STAFF_SIGN_IN_ROUTES.map((name) => routePath(contracts[name])), ...STAFF_SIGN_IN_PAGES].map(
    (path) => path.toLowerCase(),
  );
}

/** Metrics and sampled requests for the ACL and each rule, so the WAF console and CloudWatch show what it did. */
function visibility(metricName: string): CfnWebACL.VisibilityConfigProperty {
  return { cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName };
}

function managedRules(
  name: string,
  priority: number,
  ruleActionOverrides?: CfnWebACL.RuleActionOverrideProperty[],
): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    overrideAction: { none: {} },
    statement: { managedRuleGroupStatement: { vendorName: 'AWS', name, ruleActionOverrides } },
    visibilityConfig: visibility(name),
  };
}

export class WafStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: StackProps = {}) {
    super(scope, id, props);

    const pathMatch = (path: string): CfnWebACL.StatementProperty => ({
      byteMatchStatement: {
        fieldToMatch: { uriPath: {} },
        positionalConstraint: 'STARTS_WITH',
        searchString: path,
        textTransformations: [
          { priority: 0, type: 'URL_DECODE' },
          { priority: 1, type: 'LOWERCASE' },
        ],
      },
    });
    const signInPathMatches = signInPaths().map(pathMatch);

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: this.stackName,
      description: 'Earnlearn site and /api: per-address rate limits and the AWS managed rules',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(this.stackName),
      rules: [
        {
          // Before the block: a request with a solved CAPTCHA goes on to the rules below (as a Count would).
          name: 'StaffSignInCaptcha',
          priority: 0,
          action: { captcha: {} },
          captchaConfig: { immunityTimeProperty: { immunityTime: STAFF_SIGN_IN_CAPTCHA_IMMUNITY_SECONDS } },
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: STAFF_SIGN_IN_CAPTCHA_LIMIT,
              evaluationWindowSec: RATE_WINDOW_SECONDS,
              scopeDownStatement: { orStatement: { statements: staffSignInPaths().map(pathMatch) } },
            },
          },
          visibilityConfig: visibility('StaffSignInCaptcha'),
        },
        {
          name: 'SignInRatePerAddress',
          priority: 1,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: SIGN_IN_RATE_LIMIT,
              evaluationWindowSec: RATE_WINDOW_SECONDS,
              scopeDownStatement: { orStatement: { statements: signInPathMatches } },
            },
          },
          visibilityConfig: visibility('SignInRatePerAddress'),
        },
        {
          name: 'SiteRatePerAddress',
          priority: 2,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: SITE_RATE_LIMIT,
              evaluationWindowSec: RATE_WINDOW_SECONDS,
            },
          },
          visibilityConfig: visibility('SiteRatePerAddress'),
        },
        // SizeRestrictions_BODY blocks bodies over 8 KB, but a job posting may legitimately carry four texts of
        // 4,000 characters (three bytes each in Hindi or Telugu); every body is size-checked by its contract.
        managedRules('AWSManagedRulesCommonRuleSet', 3, [
          { name: 'SizeRestrictions_BODY', actionToUse: { count: {} } },
        ]),
        managedRules('AWSManagedRulesKnownBadInputsRuleSet', 4),
      ],
    });

    new CfnOutput(this, 'WebAclArn', {
      value: this.webAcl.attrArn,
      description: 'The web ACL in front of the CloudFront distribution',
    });
  }
}
