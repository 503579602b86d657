import type { Construct } from 'constructs';
import type { SmsTemplateVariable } from '#shared/domain/message-purposes';
import { type ACCOUNT_SETTINGS, type DEPLOYMENT_STYLES, deploymentSchema, STAGE_KEYS } from './stage-schema';

export { ACCOUNT_SETTINGS, DEPLOYMENT_STYLES } from './stage-schema';

/** Everything an operator chooses at deploy time: the stage's file, infra/aws/stages/<stage>.json (stage-file.ts). */
/** A GST registry provider: its API's base URL and the Secrets Manager secret of its API key. */
export interface GstinRegistrySettings {
  readonly url: string;
  readonly keySecretArn: string;
}

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
  /**
   * The SSM String parameter (name) that holds that endpoint, read by CloudFormation at deploy time: how a
   * deployed stage gets its pager, as the committed stage file may not hold the URL (it carries the tool's key).
   */
  readonly alarmHttpsUrlParameter?: string;
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
   * Whether the alarms roll a deployment back (each function's LiveErrors and the API's 5xx rate): on unless
   * the stage's file says `"deploymentAlarms": "off"`, the break-glass setting that lets a redeploy of the last
   * good commit through while those alarms are in ALARM (docs/operations.md, "Rollback during an incident").
   */
  readonly deploymentAlarms: boolean;
  /**
   * Amazon Translate drafts a posted job's missing Hindi and Telugu texts, unless the stage's file
   * says `"jobTranslation": "off"`: then postJob and editJob get neither the permission nor the drafts, and workers read
   * such jobs in English (docs/operations.md, "Job texts in Hindi and Telugu").
   */
  readonly jobTranslation: boolean;
  /**
   * A clean posting of an employer whose documents an admin checked goes live at once, unless the stage's file
   * says `"employerAutoPublish": "off"`: then every employer's posting waits for an admin's review
   * (docs/operations.md, "Employers' postings").
   */
  readonly employerAutoPublish: boolean;
  /**
   * The GST registry provider an admin's check of an employer looks its GSTIN up with (docs/operations.md,
   * "The GST registry"); none, the default: no lookups, and the admin checks the certificate by eye.
   */
  readonly gstinRegistry?: GstinRegistrySettings;
  /**
   * The CloudWatch Synthetics canary that opens the site from outside and pages when it fails
   * (SiteDownFromOutside): on unless the stage's file says `"siteCanary": "off"` (a dev stage; decision 300).
   */
  readonly siteCanary: boolean;
  /** The account's Lambda concurrency quota: AccountConcurrency warns at 80% of it (decision 284). */
  readonly lambdaConcurrencyQuota: number;
  /**
   * The WhatsApp number's id in AWS End User Messaging Social (docs/operations.md, "WhatsApp"):
   * `phone-number-id-` and 32 hex digits. Without it WhatsApp is not offered and no function may send it.
   */
  readonly whatsappPhoneNumberId?: string;
  /**
   * Whether this stage owns what is one per account (and region): the SNS SMS settings (spend limit, sender id,
   * delivery-status role) and their two log groups, the SES identity, the cost budget, the GitHub OIDC provider,
   * the CloudTrail trail.
   * `own` unless the stage's file says `shared`: then another stage of the account owns them, and this one
   * creates none of them (docs/operations.md, "Two stages in one account").
   */
  readonly accountSettings: AccountSettings;
}

/** Who owns the account-wide things (`accountSettings` in the stage's file). */
export type AccountSettings = (typeof ACCOUNT_SETTINGS)[number];

/** The ways a deploy may shift traffic to new code (`deployment` in the stage's file). */
export type DeploymentStyle = (typeof DEPLOYMENT_STYLES)[number];

/** The GitHub repository and Environment whose jobs may deploy the stage (docs/operations.md, "CI/CD"). */
export interface GitHubDeploy {
  /** `owner/name`. */
  readonly repository: string;
  /** The GitHub Environment of the deploying job: `githubEnvironment`, else the stage's name. */
  readonly environment: string;
  /**
   * The GitHub Environment (no reviewers) of the job that diffs the stage before the deploy's approval: its role
   * may only look up and read the stacks. None without `githubDiffEnvironment`.
   */
  readonly diffEnvironment?: string;
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
  /**
   * Each text's DLT content template id that is set, by its function variable (SMS_OTP_TEMPLATE_ID_HI, ...):
   * every purpose in every language (shared/domain/message-purposes.ts).
   */
  readonly templateIds: Partial<Record<SmsTemplateVariable, string>>;
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

/** Of the month's SMS beyond the status share, what the parents' texts (links and their codes) may use. */
export const PARENT_SHARE = 0.2;
/** A day's budget is this share of its purpose's month: a flood costs a tenth of the month a day, alarmed at once. */
export const DAILY_SHARE_OF_MONTH = 0.1;

/**
 * The daily budgets of the SMS people cause (SMS_OTP_DAILY_PARTS, SMS_PARENT_DAILY_PARTS): what the spend limit
 * buys beyond the status share, the codes' and the parents' parts of it apart, a tenth of each a day. With
 * USD 50, 60% and USD 0.0027: 592 codes and 148 parents' SMS a day.
 */
export function dailySmsParts(sms: SmsSettings): { otp: number; parent: number } {
  const price = sms.partPriceUsd ?? DEFAULT_PART_PRICE_USD;
  const rest = Math.floor(sms.monthlySpendLimitUsd / price) - statusMonthlyParts(sms);
  return {
    otp: Math.floor(rest * (1 - PARENT_SHARE) * DAILY_SHARE_OF_MONTH),
    parent: Math.floor(rest * PARENT_SHARE * DAILY_SHARE_OF_MONTH),
  };
}

/**
 * Reads and checks the deploy-time context (the stage's file, with any `-c key=value` over it) against the stage
 * schema (stage-schema.ts), failing synth with every problem named rather than deploying junk.
 */
export function readConfig(scope: Construct): DeploymentConfig {
  const context = Object.fromEntries(STAGE_KEYS.map((key) => [key, scope.node.tryGetContext(key)]));
  const parsed = deploymentSchema.safeParse(context);
  if (parsed.success) return parsed.data;
  throw new Error(
    parsed.error.issues
      .map((issue) =>
        issue.path.length > 0 ? `Context "${issue.path.join('.')}" ${issue.message}` : issue.message,
      )
      .join('; '),
  );
}
