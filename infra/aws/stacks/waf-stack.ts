import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { type ContractName, contracts, routePath } from '#shared/api/index';

/**
 * AWS WAF in front of CloudFront. A web ACL for CloudFront must live in us-east-1, so this is a stack of its
 * own there; the web stack (in the product's region) takes its ARN through a cross-region reference. Cost
 * (AWS list prices): $5 a month for the ACL, $1 a month per rule (4 rules), $0.60 per million requests;
 * `-c waf=off` leaves the stack out (docs/operations.md).
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
  'adminLogin',
  'internallogin',
  'changePassword',
];

/** The paths matched, lower-cased: WAF lower-cases (and URL-decodes) the request path before comparing. */
export function signInPaths(): string[] {
  return SIGN_IN_ROUTES.map((name) => routePath(contracts[name]).toLowerCase());
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

    const signInPathMatches: CfnWebACL.StatementProperty[] = signInPaths().map((path) => ({
      byteMatchStatement: {
        fieldToMatch: { uriPath: {} },
        positionalConstraint: 'STARTS_WITH',
        searchString: path,
        textTransformations: [
          { priority: 0, type: 'URL_DECODE' },
          { priority: 1, type: 'LOWERCASE' },
        ],
      },
    }));

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: this.stackName,
      description: 'Earnlearn site and /api: per-address rate limits and the AWS managed rules',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(this.stackName),
      rules: [
        {
          name: 'SignInRatePerAddress',
          priority: 0,
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
          priority: 1,
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
        managedRules('AWSManagedRulesCommonRuleSet', 2, [
          { name: 'SizeRestrictions_BODY', actionToUse: { count: {} } },
        ]),
        managedRules('AWSManagedRulesKnownBadInputsRuleSet', 3),
      ],
    });

    new CfnOutput(this, 'WebAclArn', {
      value: this.webAcl.attrArn,
      description: 'The web ACL in front of the CloudFront distribution',
    });
  }
}
