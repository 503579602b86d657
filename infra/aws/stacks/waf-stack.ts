import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { type ContractName, contracts, routePath } from '#shared/api/index';
import { PARENT_SHORT_LINK_PATH } from '#shared/api/privacy';

/**
 * AWS WAF in front of CloudFront. A web ACL for CloudFront must live in us-east-1, so this is a stack of its
 * own there; the web stack (in the product's region) takes its ARN through a cross-region reference. Cost
 * (AWS list prices): $5 a month for the ACL, $1 a month per rule (8 rules), $0.60 per million requests, and
 * each CAPTCHA attempt of the two CAPTCHA rules; `-c waf=off` leaves the stack out (docs/operations.md).
 */

/** Window of both rate-based rules: WAF counts each source address's requests over the last 5 minutes. */
export const RATE_WINDOW_SECONDS = 300;
/**
 * Requests per address per window over the whole site, of requests that carry no session (pages, files, a
 * visitor's calls). Indian mobile networks put many phones behind one carrier address (CGNAT), so this is
 * generous: it stops floods, not busy offices.
 */
export const SITE_RATE_LIMIT = 1000;
/**
 * Requests per session per window (the `authorization` header's value): a signed-in page asks the bell and
 * Applied Jobs every 10 s (60 requests in 5 minutes), so workers behind one carrier address are counted each
 * on their own, not together (decision 592).
 */
export const SESSION_RATE_LIMIT = 1000;
/**
 * Requests per address per window of any kind: the flood guard behind the session rule, which a script could
 * otherwise dodge with a new made-up token per request. 16 workers with a live page behind one address send
 * about 1,000; this lets some 150 through.
 */
export const ADDRESS_FLOOD_LIMIT = 10_000;
/** Requests per address per window to the sign-in and OTP routes: guessing passwords and codes, SMS pumping. */
export const SIGN_IN_RATE_LIMIT = 100;

/**
 * The routes that sign someone in or send or check a verification code, from the contract registry (so a
 * renamed route keeps its limit). Per-number and per-account limits in the handlers come on top of this.
 */
export const SIGN_IN_ROUTES: readonly ContractName[] = [
  'loginOrRegister',
  'startPhoneSignIn',
  'verifyPhoneSignIn',
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

/**
 * The public calls of a parent's consent page, and the page and short link it opens from, under a CAPTCHA as
 * the staff log-ins are: `sendParentCode` makes us send an SMS to a number someone else chose, and the puzzle
 * makes each address past the limit cost a person's time. One parent's visit is about 7 of these requests (the
 * short link, the page, the read, a send and a resend, the check, the answer). A call without a solved puzzle
 * is answered 405, which the parent's page turns into a button that reloads it (the link kept) so WAF can show
 * the puzzle. The caps on the SMS themselves are in the functions (functions/lib/db/caps.ts).
 */
export const PARENT_CONSENT_ROUTES: readonly ContractName[] = [
  'getParentRequest',
  'sendParentCode',
  'verifyParentCode',
  'answerParentRequest',
];
export const PARENT_CONSENT_PAGES = ['/parent-consent', PARENT_SHORT_LINK_PATH] as const;
/** Parent-consent requests (pages and calls) per address per window before the CAPTCHA: four parents' visits. */
export const PARENT_CONSENT_CAPTCHA_LIMIT = 30;
export const PARENT_CONSENT_CAPTCHA_IMMUNITY_SECONDS = 1800;

export function parentConsentPaths(): string[] {
  return [...PARENT_CONSENT_ROUTES.map((name) => routePath(contracts[name])), ...PARENT_CONSENT_PAGES].map(
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

/** A request whose path starts with `path`, matched decoded and in any case. */
function pathMatch(path: string): CfnWebACL.StatementProperty {
  return {
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint: 'STARTS_WITH',
      searchString: path,
      textTransformations: [
        { priority: 0, type: 'URL_DECODE' },
        { priority: 1, type: 'LOWERCASE' },
      ],
    },
  };
}

/** A request that carries a session (any `authorization` header): the session rule counts it, by its value. */
const hasAuthorization: CfnWebACL.StatementProperty = {
  sizeConstraintStatement: {
    // `singleHeader` is untyped JSON in the CDK, passed to CloudFormation as written: its key is `Name`.
    fieldToMatch: { singleHeader: { Name: 'authorization' } },
    comparisonOperator: 'GT',
    size: 0,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
};

/** A CAPTCHA for an address past `limit` requests to `paths` in the rate window, then `immunitySeconds` free. */
function captchaRule(
  name: string,
  priority: number,
  rule: { limit: number; immunitySeconds: number; paths: readonly string[] },
): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    action: { captcha: {} },
    captchaConfig: { immunityTimeProperty: { immunityTime: rule.immunitySeconds } },
    statement: {
      rateBasedStatement: {
        aggregateKeyType: 'IP',
        limit: rule.limit,
        evaluationWindowSec: RATE_WINDOW_SECONDS,
        scopeDownStatement: { orStatement: { statements: rule.paths.map(pathMatch) } },
      },
    },
    visibilityConfig: visibility(name),
  };
}

export class WafStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: StackProps = {}) {
    super(scope, id, props);

    const signInPathMatches = signInPaths().map(pathMatch);

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: this.stackName,
      description: 'Earnlearn site and /api: per-address rate limits and the AWS managed rules',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(this.stackName),
      rules: [
        // Before the block: a request with a solved CAPTCHA goes on to the rules below (as a Count would).
        captchaRule('StaffSignInCaptcha', 0, {
          limit: STAFF_SIGN_IN_CAPTCHA_LIMIT,
          immunitySeconds: STAFF_SIGN_IN_CAPTCHA_IMMUNITY_SECONDS,
          paths: staffSignInPaths(),
        }),
        captchaRule('ParentConsentCaptcha', 1, {
          limit: PARENT_CONSENT_CAPTCHA_LIMIT,
          immunitySeconds: PARENT_CONSENT_CAPTCHA_IMMUNITY_SECONDS,
          paths: parentConsentPaths(),
        }),
        {
          name: 'SignInRatePerAddress',
          priority: 2,
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
          priority: 3,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: SITE_RATE_LIMIT,
              evaluationWindowSec: RATE_WINDOW_SECONDS,
              scopeDownStatement: { notStatement: { statement: hasAuthorization } },
            },
          },
          visibilityConfig: visibility('SiteRatePerAddress'),
        },
        {
          // A request without the header is not counted by this rule (WAF skips a request missing a key).
          name: 'SiteRatePerSession',
          priority: 4,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'CUSTOM_KEYS',
              customKeys: [
                { header: { name: 'authorization', textTransformations: [{ priority: 0, type: 'NONE' }] } },
              ],
              limit: SESSION_RATE_LIMIT,
              evaluationWindowSec: RATE_WINDOW_SECONDS,
            },
          },
          visibilityConfig: visibility('SiteRatePerSession'),
        },
        {
          name: 'FloodPerAddress',
          priority: 5,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: ADDRESS_FLOOD_LIMIT,
              evaluationWindowSec: RATE_WINDOW_SECONDS,
            },
          },
          visibilityConfig: visibility('FloodPerAddress'),
        },
        // SizeRestrictions_BODY blocks bodies over 8 KB, but a job posting may legitimately carry four texts of
        // 4,000 characters (three bytes each in Hindi or Telugu); every body is size-checked by its contract.
        managedRules('AWSManagedRulesCommonRuleSet', 6, [
          { name: 'SizeRestrictions_BODY', actionToUse: { count: {} } },
        ]),
        managedRules('AWSManagedRulesKnownBadInputsRuleSet', 7),
      ],
    });

    new CfnOutput(this, 'WebAclArn', {
      value: this.webAcl.attrArn,
      description: 'The web ACL in front of the CloudFront distribution',
    });
  }
}
