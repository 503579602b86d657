import type { Construct } from 'constructs';
import { WHATSAPP_PHONE_NUMBER_ID } from './constructs/whatsapp-grant';

/** Everything an operator chooses at deploy time: the stage's file, infra/aws/stages/<stage>.json (stage-file.ts). */
export interface DeploymentConfig {
  /** Prefix of every stack name, so several copies (prod, staging) can live in one account. */
  readonly stage: string;
  /** AWS region of every stack; Mumbai unless chosen otherwise. */
  readonly region: string;
  /**
   * OAuth client id of the Google sign-in for workers: required (synth fails without it). The functions check
   * ID tokens against it and the SPA reads it from the deployed `/config.json`.
   */
  readonly googleClientId: string;
  /** The SES identity staff credential e-mails are sent from. */
  readonly sesFromAddress: string;
  /**
   * Which SES identity the stack creates: `domain` (the from-address's domain, DKIM records as outputs) or
   * `address` (the from-address alone; SES mails a confirmation link to it).
   */
  readonly sesIdentity: 'domain' | 'address';
  /** SMS as the phone shows it: the DLT-registered sender id (header), 3 to 6 letters. */
  readonly sms: SmsSettings;
  /** AWS WAF in front of CloudFront (managed common rules and a per-address rate rule); `-c waf=off` leaves it out. */
  readonly waf: boolean;
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
  /**
   * An HTTPS endpoint of a pager or chat tool subscribed to the alarm topic (the tool confirms the subscription);
   * https only, as it receives every notification.
   */
  readonly alarmHttpsUrl?: string;
  /** An AWS Budgets cost budget of the account, whole US dollars a month, that e-mails `alarmEmail`. */
  readonly monthlyBudgetUsd?: number;
  /**
   * Who answers privacy questions (the grievance officer): the privacy notice (/privacy) names them, read from
   * `/config.json`; without one the notice points to the contact page.
   */
  readonly privacyContact?: PrivacyContact;
  /**
   * A backup vault in another region of this account that AWS Backup copies the table's backups to (the operator
   * creates it: docs/operations.md, "Backups and restore"); without it backups stay in `region`.
   */
  readonly backupCopyVaultArn?: string;
  /** Who deploys from GitHub Actions with a role and no stored key (the deploy-access stack); none without it. */
  readonly github?: GitHubDeploy;
  /**
   * How CodeDeploy shifts each function's `live` alias to a new version (decision 118): `canary` (10% for 5
   * minutes, then all; rolled back on the alarms) unless the stage's file says `allAtOnce` (a dev stage).
   */
  readonly deployment: DeploymentStyle;
  /**
   * Amazon Translate drafts a posted job's missing Hindi and Telugu texts (issue 22), unless the stage's file
   * says `"jobTranslation": "off"`: then postJob gets neither the permission nor the drafts, and workers read
   * such jobs in English (docs/operations.md, "Job texts in Hindi and Telugu").
   */
  readonly jobTranslation: boolean;
  /**
   * The WhatsApp number's id in AWS End User Messaging Social (issue 24; docs/operations.md, "WhatsApp"):
   * `phone-number-id-` and 32 hex digits. Without it WhatsApp is not offered and no function may send it.
   */
  readonly whatsappPhoneNumberId?: string;
}

/** The ways a deploy may shift traffic to new code (`deployment` in the stage's file). */
export const DEPLOYMENT_STYLES = ['canary', 'allAtOnce'] as const;
export type DeploymentStyle = (typeof DEPLOYMENT_STYLES)[number];

/** The GitHub repository and Environment whose jobs may deploy the stage (docs/operations.md, "CI/CD"). */
export interface GitHubDeploy {
  /** `owner/name`. */
  readonly repository: string;
  /** The GitHub Environment of the deploying job: `githubEnvironment`, else the stage's name. */
  readonly environment: string;
  /** The account's GitHub OIDC provider when another stage's stack already made it; else this stage makes it. */
  readonly oidcProviderArn?: string;
}

/** The person the privacy notice names for questions about personal data, and their e-mail address. */
export interface PrivacyContact {
  readonly name: string;
  readonly email: string;
}

/** What India's DLT registration and the SNS account settings need (docs/operations.md, "SMS"). */
export interface SmsSettings {
  readonly senderId: string;
  /** DLT principal entity id; SMS to Indian numbers without it is dropped by the operators. */
  readonly entityId?: string;
  /** DLT content template id of the verification-code text (functions/lib/messaging/sms.ts). */
  readonly otpTemplateId?: string;
  /** DLT content template id of the application-status text sent on HR/OPS moves. */
  readonly reviewTemplateId?: string;
  /** DLT content template id of the parent's consent-link text (issue 18). */
  readonly parentTemplateId?: string;
  /** DLT content template id of the notice that an inactive account is erased in 48 hours (issue 21). */
  readonly retentionTemplateId?: string;
  /** DLT content template ids of the Hindi and Telugu verification-code texts (issue 22). */
  readonly otpTemplateIdHi?: string;
  readonly otpTemplateIdTe?: string;
  /** DLT content template ids of the Hindi and Telugu application-status texts (issue 22). */
  readonly reviewTemplateIdHi?: string;
  readonly reviewTemplateIdTe?: string;
  /** DLT content template ids of the job-alert digest texts, by language (issue 24). */
  readonly alertTemplateId?: string;
  readonly alertTemplateIdHi?: string;
  readonly alertTemplateIdTe?: string;
  /** The account's monthly SMS spend limit in USD (SNS `MonthlySpendLimit`), whole dollars. */
  readonly monthlySpendLimitUsd: number;
  /**
   * The share of the month's SMS (what the spend limit buys) status SMS may use: past it they stop and only the
   * codes go out (functions/features/status-sms/allowance.ts). DEFAULT_STATUS_SHARE unless chosen.
   */
  readonly statusShare?: number;
  /** What SNS charges for one SMS part to India, in USD: DEFAULT_PART_PRICE_USD unless chosen. */
  readonly partPriceUsd?: number;
}

/** Status SMS stop once the month's SMS pass this share of what the spend limit buys. */
export const DEFAULT_STATUS_SHARE = 0.6;
/** SNS to India, transactional, November 2026 (docs/operations.md, "Cost"). */
export const DEFAULT_PART_PRICE_USD = 0.0027;

/**
 * The SMS parts this month past which status SMS stop (SMS_STATUS_MONTHLY_PARTS): the share of the parts the
 * spend limit buys at the part price. With USD 50, 60% and USD 0.0027: 11,111.
 */
export function statusMonthlyParts(sms: SmsSettings): number {
  const share = sms.statusShare ?? DEFAULT_STATUS_SHARE;
  const price = sms.partPriceUsd ?? DEFAULT_PART_PRICE_USD;
  return Math.floor((sms.monthlySpendLimitUsd * share) / price);
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

/** An https URL with a host and no spaces (SNS delivers every alarm to it); throws otherwise. */
function httpsEndpoint(value: string): void {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol !== 'https:' || url.hostname === '' || /\s/.test(value)) {
    throw new Error(
      `Context "alarmHttpsUrl" must be an https URL such as https://events.pagerduty.com/integration/<key>/enqueue, got "${value}"`,
    );
  }
}

function digits(scope: Construct, key: string): string | undefined {
  const value = optionalString(scope, key);
  if (value !== undefined && !/^\d{1,30}$/.test(value)) {
    throw new Error(`Context "${key}" must be the digits DLT issued, got "${value}"`);
  }
  return value;
}

function readSms(scope: Construct): SmsSettings {
  const senderId = optionalString(scope, 'smsSenderId') ?? 'EARNLN';
  // India's DLT headers for service and transactional SMS are letters only, 3 to 6 (6 in practice).
  if (!/^[A-Za-z]{3,6}$/.test(senderId)) {
    throw new Error(`Context "smsSenderId" must be the DLT header: 3 to 6 letters, got "${senderId}"`);
  }
  const limit = optionalString(scope, 'smsMonthlySpendLimit') ?? '1';
  if (!/^[1-9]\d{0,5}$/.test(limit)) {
    throw new Error(`Context "smsMonthlySpendLimit" must be whole US dollars (1 or more), got "${limit}"`);
  }
  const share = optionalString(scope, 'smsStatusShare');
  if (share !== undefined && !(/^(0?\.\d{1,3}|1(\.0{1,3})?)$/.test(share) && Number(share) > 0)) {
    throw new Error(
      `Context "smsStatusShare" must be a share above 0 and at most 1, such as 0.6, got "${share}"`,
    );
  }
  const price = optionalString(scope, 'smsPartPriceUsd');
  if (price !== undefined && !(/^0?\.\d{1,6}$/.test(price) && Number(price) > 0)) {
    throw new Error(`Context "smsPartPriceUsd" must be US dollars below 1, such as 0.0027, got "${price}"`);
  }
  return {
    senderId,
    ...(share !== undefined ? { statusShare: Number(share) } : {}),
    ...(price !== undefined ? { partPriceUsd: Number(price) } : {}),
    entityId: digits(scope, 'smsEntityId'),
    otpTemplateId: digits(scope, 'smsOtpTemplateId'),
    reviewTemplateId: digits(scope, 'smsReviewTemplateId'),
    parentTemplateId: digits(scope, 'smsParentTemplateId'),
    retentionTemplateId: digits(scope, 'smsRetentionTemplateId'),
    otpTemplateIdHi: digits(scope, 'smsOtpTemplateIdHi'),
    otpTemplateIdTe: digits(scope, 'smsOtpTemplateIdTe'),
    reviewTemplateIdHi: digits(scope, 'smsReviewTemplateIdHi'),
    reviewTemplateIdTe: digits(scope, 'smsReviewTemplateIdTe'),
    alertTemplateId: digits(scope, 'smsAlertTemplateId'),
    alertTemplateIdHi: digits(scope, 'smsAlertTemplateIdHi'),
    alertTemplateIdTe: digits(scope, 'smsAlertTemplateIdTe'),
    monthlySpendLimitUsd: Number(limit),
  };
}

/** `privacyContactName` and `privacyContactEmail`: both or neither. */
function readPrivacyContact(scope: Construct): PrivacyContact | undefined {
  const name = optionalString(scope, 'privacyContactName');
  const email = optionalString(scope, 'privacyContactEmail');
  if (name === undefined && email === undefined) return undefined;
  if (name === undefined || email === undefined) {
    throw new Error(
      'Contexts "privacyContactName" and "privacyContactEmail" go together: the privacy notice names the person and their address',
    );
  }
  if (!emailPattern.test(email)) {
    throw new Error(`Context "privacyContactEmail" must be an e-mail address, got "${email}"`);
  }
  return { name, email };
}

/** `githubRepository` (owner/name), `githubEnvironment` and `githubOidcProviderArn`: only with a repository. */
function readGitHub(scope: Construct, stage: string): GitHubDeploy | undefined {
  const repository = optionalString(scope, 'githubRepository');
  const environment = optionalString(scope, 'githubEnvironment');
  const oidcProviderArn = optionalString(scope, 'githubOidcProviderArn');
  if (repository === undefined) {
    if (environment !== undefined || oidcProviderArn !== undefined) {
      throw new Error(
        'Contexts "githubEnvironment" and "githubOidcProviderArn" need "githubRepository": they describe who deploys from GitHub',
      );
    }
    return undefined;
  }
  if (!/^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/.test(repository)) {
    throw new Error(
      `Context "githubRepository" must be owner/name, such as earnlearn/earnlearn, got "${repository}"`,
    );
  }
  if (environment !== undefined && !/^[A-Za-z0-9._-]{1,255}$/.test(environment)) {
    throw new Error(
      `Context "githubEnvironment" must be a GitHub Environment's name, such as production, got "${environment}"`,
    );
  }
  if (
    oidcProviderArn !== undefined &&
    !/^arn:aws[a-z-]*:iam::\d{12}:oidc-provider\/token\.actions\.githubusercontent\.com$/.test(
      oidcProviderArn,
    )
  ) {
    throw new Error(
      `Context "githubOidcProviderArn" must be the account's GitHub provider, arn:aws:iam::<account>:oidc-provider/token.actions.githubusercontent.com, got "${oidcProviderArn}"`,
    );
  }
  return { repository, environment: environment ?? stage, ...(oidcProviderArn ? { oidcProviderArn } : {}) };
}

/** `backupCopyVaultArn`: an AWS Backup vault's ARN in a region other than the stacks'. */
function readBackupCopyVault(scope: Construct, region: string): string | undefined {
  const arn = optionalString(scope, 'backupCopyVaultArn');
  if (arn === undefined) return undefined;
  const match =
    /^arn:aws[a-z-]*:backup:([a-z]{2}(?:-[a-z]+)+-\d):(\d{12}):backup-vault:[A-Za-z0-9_.-]{2,50}$/.exec(arn);
  if (!match) {
    throw new Error(
      `Context "backupCopyVaultArn" must be the ARN of a backup vault, such as arn:aws:backup:ap-south-2:123456789012:backup-vault:earnlearn-prod-copy, got "${arn}"`,
    );
  }
  if (match[1] === region) {
    throw new Error(
      `Context "backupCopyVaultArn" must name a vault in another region than the stacks' (${region}): a copy in the same region survives nothing the backups do not`,
    );
  }
  return arn;
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
  const alarmHttpsUrl = optionalString(scope, 'alarmHttpsUrl');
  if (alarmHttpsUrl !== undefined) httpsEndpoint(alarmHttpsUrl);
  const budget = optionalString(scope, 'monthlyBudgetUsd');
  if (budget !== undefined && !/^[1-9]\d{0,6}$/.test(budget)) {
    throw new Error(`Context "monthlyBudgetUsd" must be whole US dollars (1 or more), got "${budget}"`);
  }
  if (budget !== undefined && alarmEmail === undefined) {
    throw new Error('Context "monthlyBudgetUsd" needs "alarmEmail": the budget e-mails it');
  }
  const domainName = optionalString(scope, 'domainName');
  const certificateArn = optionalString(scope, 'certificateArn');
  if ((domainName === undefined) !== (certificateArn === undefined)) {
    throw new Error(
      'Contexts "domainName" and "certificateArn" go together: CloudFront serves a custom domain only with an ACM certificate from us-east-1',
    );
  }
  const siteUrl = optionalString(scope, 'siteUrl');
  const googleClientId = optionalString(scope, 'googleClientId');
  if (googleClientId === undefined || !/^[\w.-]+\.apps\.googleusercontent\.com$/.test(googleClientId)) {
    throw new Error(
      `Context "googleClientId" is required (in infra/aws/stages/<stage>.json): the OAuth client id of the worker sign-in, such as 1234-abc.apps.googleusercontent.com (docs/operations.md, "Google sign-in"), got "${googleClientId ?? ''}"`,
    );
  }
  const sesIdentity = optionalString(scope, 'sesIdentity') ?? 'domain';
  if (sesIdentity !== 'domain' && sesIdentity !== 'address') {
    throw new Error(`Context "sesIdentity" must be "domain" or "address", got "${sesIdentity}"`);
  }
  const waf = optionalString(scope, 'waf') ?? 'on';
  if (waf !== 'on' && waf !== 'off') throw new Error(`Context "waf" must be "on" or "off", got "${waf}"`);
  const region = optionalString(scope, 'region') ?? 'ap-south-1';
  const backupCopyVaultArn = readBackupCopyVault(scope, region);
  const deployment = optionalString(scope, 'deployment') ?? 'canary';
  if (!(DEPLOYMENT_STYLES as readonly string[]).includes(deployment)) {
    throw new Error(`Context "deployment" must be "canary" or "allAtOnce", got "${deployment}"`);
  }
  const jobTranslation = optionalString(scope, 'jobTranslation') ?? 'on';
  if (jobTranslation !== 'on' && jobTranslation !== 'off') {
    throw new Error(`Context "jobTranslation" must be "on" or "off", got "${jobTranslation}"`);
  }
  const whatsappPhoneNumberId = optionalString(scope, 'whatsappPhoneNumberId');
  if (whatsappPhoneNumberId !== undefined && !WHATSAPP_PHONE_NUMBER_ID.test(whatsappPhoneNumberId)) {
    throw new Error(
      `Context "whatsappPhoneNumberId" must be the number's id in AWS End User Messaging Social, phone-number-id- and 32 hex digits, got "${whatsappPhoneNumberId}"`,
    );
  }
  return {
    stage,
    region,
    ...(whatsappPhoneNumberId ? { whatsappPhoneNumberId } : {}),
    googleClientId,
    sesFromAddress,
    sesIdentity,
    sms: readSms(scope),
    waf: waf === 'on',
    siteUrl: siteUrl !== undefined ? siteOrigin(siteUrl) : domainName && `https://${domainName}`,
    domainName,
    certificateArn,
    alarmEmail,
    alarmHttpsUrl,
    monthlyBudgetUsd: budget !== undefined ? Number(budget) : undefined,
    privacyContact: readPrivacyContact(scope),
    github: readGitHub(scope, stage),
    backupCopyVaultArn,
    deployment: deployment as DeploymentStyle,
    jobTranslation: jobTranslation === 'on',
  };
}
