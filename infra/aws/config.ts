import type { Construct } from 'constructs';

/** Everything an operator chooses at deploy time (`-c key=value`). */
export interface DeploymentConfig {
  /** Prefix of every stack name, so several copies (prod, staging) can live in one account. */
  readonly stage: string;
  /** AWS region of every stack; Mumbai unless chosen otherwise. */
  readonly region: string;
  /** OAuth client id of the Google sign-in for workers. Empty until configured. */
  readonly googleClientId: string;
  /** The verified SES identity staff credential e-mails are sent from. */
  readonly sesFromAddress: string;
  /**
   * The site's origin, linked from e-mails (the staff log-in page): `siteUrl`, else `https://<domainName>`;
   * without either the e-mails name the page without a link (the CloudFront domain is known only after deploy).
   */
  readonly siteUrl?: string;
  /** Custom domain of the site; needs `certificateArn` (an ACM certificate in us-east-1). */
  readonly domainName?: string;
  readonly certificateArn?: string;
  /** Where alarm notifications go; without it the topic has no subscriber. */
  readonly alarmEmail?: string;
}

const emailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

function optionalString(scope: Construct, key: string): string | undefined {
  const value: unknown = scope.node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context "${key}" must be a string`);
  return value.trim();
}

/** An https origin such as `https://earnlearn.in`, without a trailing slash; throws otherwise. */
function siteOrigin(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  // Anything beyond the origin (a path, a query, credentials) would be glued in front of /internal/login.
  if (url?.protocol !== 'https:' || url.href !== `${url.origin}/`) {
    throw new Error(`Context "siteUrl" must be an https origin such as https://earnlearn.in, got "${value}"`);
  }
  return url.origin;
}

/** Reads and checks the deploy-time context, failing synth with a clear message rather than deploying junk. */
export function readConfig(scope: Construct): DeploymentConfig {
  const stage = optionalString(scope, 'stage') ?? 'prod';
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(stage)) {
    throw new Error(`Context "stage" must be lower-case letters, digits and dashes, got "${stage}"`);
  }
  const sesFromAddress = optionalString(scope, 'sesFromAddress') ?? 'no-reply@earnlearn.in';
  if (!emailPattern.test(sesFromAddress)) {
    throw new Error(`Context "sesFromAddress" must be an e-mail address, got "${sesFromAddress}"`);
  }
  const alarmEmail = optionalString(scope, 'alarmEmail');
  if (alarmEmail !== undefined && !emailPattern.test(alarmEmail)) {
    throw new Error(`Context "alarmEmail" must be an e-mail address, got "${alarmEmail}"`);
  }
  const domainName = optionalString(scope, 'domainName');
  const certificateArn = optionalString(scope, 'certificateArn');
  if ((domainName === undefined) !== (certificateArn === undefined)) {
    throw new Error(
      'Contexts "domainName" and "certificateArn" go together: CloudFront serves a custom domain only with an ACM certificate from us-east-1',
    );
  }
  const siteUrl = optionalString(scope, 'siteUrl');
  return {
    stage,
    region: optionalString(scope, 'region') ?? 'ap-south-1',
    googleClientId: optionalString(scope, 'googleClientId') ?? '',
    sesFromAddress,
    siteUrl: siteUrl !== undefined ? siteOrigin(siteUrl) : domainName && `https://${domainName}`,
    domainName,
    certificateArn,
    alarmEmail,
  };
}
