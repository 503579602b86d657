/**
 * The stage's settings, checked once: every key's rule (a field of `stageFields`), the rules between keys
 * (`crossFieldRules`) and what the rest of infra reads (`toConfig`, a DeploymentConfig). The stage's file is
 * checked against the fields (stage-file.ts); the app's context, the file with any `-c key=value` over it, against
 * the whole schema (config.ts). Each message names the key's rule and the value it got; config.ts and
 * stage-file.ts say where it came from.
 */
import { z } from 'zod';
import { SMS_TEMPLATES, type SmsTemplateSetting } from '#shared/domain/message-purposes';
import type {
  AccountSettings,
  DeploymentConfig,
  DeploymentStyle,
  GitHubDeploy,
  PrivacyContact,
  SmsSettings,
} from './config';
import { WHATSAPP_PHONE_NUMBER_ID } from './constructs/whatsapp-grant';

/** Lambda's default concurrency quota of an account; a new account may have less until AWS raises it. */
export const DEFAULT_LAMBDA_CONCURRENCY_QUOTA = 1000;

/** The ways a deploy may shift traffic to new code (`deployment`, decision 118). */
export const DEPLOYMENT_STYLES = ['canary', 'allAtOnce'] as const;

/**
 * Whether the stage creates the account's own things (`accountSettings`): `own` (the SNS SMS settings, their
 * delivery-status log groups, the SES identity, the cost budget, the GitHub OIDC provider, the CloudTrail
 * trail) or `shared` (another stage of the account owns them, and this one creates none).
 */
export const ACCOUNT_SETTINGS = ['own', 'shared'] as const;

/** A key's rule, applied to its trimmed text. */
type Rule = (text: z.ZodString) => z.ZodType<string, string>;

const got = (what: string) => (issue: { input?: unknown }) => `${what}, got "${String(issue.input ?? '')}"`;
const matching =
  (pattern: RegExp, what: string): Rule =>
  (text) =>
    text.regex(pattern, { error: got(what) });
const oneOf =
  (values: readonly string[]): Rule =>
  (text) =>
    text.refine((value) => values.includes(value), {
      error: got(`must be ${values.map((value) => `"${value}"`).join(' or ')}`),
    });
const anyText: Rule = (text) => text;

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const email = matching(EMAIL, 'must be an e-mail address');
const dltDigits = matching(/^\d{1,30}$/, 'must be the digits DLT issued');
const wholeDollars = (digits: number) =>
  matching(new RegExp(`^[1-9]\\d{0,${digits}}$`), 'must be whole US dollars (1 or more)');
const parsedUrl = (value: string) => (URL.canParse(value) ? new URL(value) : undefined);

export const GOOGLE_CLIENT_ID_RULE =
  'is required (in infra/aws/stages/<stage>.json): the OAuth client id of the worker sign-in, such as 1234-abc.apps.googleusercontent.com (docs/operations.md, "Google sign-in")';

/** Each SMS text's DLT template id, by purpose and language (functions/lib/messaging/purposes.ts). */
const smsTemplateRules = Object.fromEntries(
  SMS_TEMPLATES.map(({ setting }) => [setting, dltDigits]),
) as Record<SmsTemplateSetting, Rule>;

/** Every key a stage sets: the same names as `-c` context keys (docs/operations.md, "Stage settings"). */
const rules = {
  stage: matching(
    /^[a-z][a-z0-9-]{0,19}$/,
    'must be lower-case letters, digits and dashes, 1 to 20, starting with a letter',
  ),
  googleClientId: matching(/^[\w.-]+\.apps\.googleusercontent\.com$/, GOOGLE_CLIENT_ID_RULE),
  region: anyText,
  sesFromAddress: email,
  sesIdentity: oneOf(['domain', 'address']),
  // India's DLT headers for service and transactional SMS are letters only, 3 to 6 (6 in practice).
  smsSenderId: matching(/^[A-Za-z]{3,6}$/, 'must be the DLT header: 3 to 6 letters'),
  smsEntityId: dltDigits,
  ...smsTemplateRules,
  smsMonthlySpendLimit: wholeDollars(5),
  smsStatusShare: (text) =>
    text.refine((value) => /^(0?\.\d{1,3}|1(\.0{1,3})?)$/.test(value) && Number(value) > 0, {
      error: got('must be a share above 0 and at most 1, such as 0.6'),
    }),
  smsPartPriceUsd: (text) =>
    text.refine((value) => /^0?\.\d{1,6}$/.test(value) && Number(value) > 0, {
      error: got('must be US dollars below 1, such as 0.0027'),
    }),
  waf: oneOf(['on', 'off']),
  /** The canary that checks the site from outside (SiteDownFromOutside pages): `on` unless `off`. */
  siteCanary: oneOf(['on', 'off']),
  /** Amazon Translate drafts of job texts: `on` unless `off`. */
  jobTranslation: oneOf(['on', 'off']),
  /** Clean postings of verified employers go live without a review: `on` unless `off`. */
  employerAutoPublish: oneOf(['on', 'off']),
  /** The WhatsApp number's id: WhatsApp is offered only with it. */
  whatsappPhoneNumberId: matching(
    WHATSAPP_PHONE_NUMBER_ID,
    "must be the number's id in AWS End User Messaging Social, phone-number-id- and 32 hex digits",
  ),
  alarmEmail: email,
  // An https URL with a host and no spaces: SNS delivers every alarm to it.
  alarmHttpsUrl: (text) =>
    text.refine(
      (value) => {
        const url = parsedUrl(value);
        return url?.protocol === 'https:' && url.hostname !== '' && !/\s/.test(value);
      },
      {
        error: got('must be an https URL such as https://events.pagerduty.com/integration/<key>/enqueue'),
      },
    ),
  // Where the pager URL is kept: an SSM String parameter of the stage's account and region, read at deploy time.
  alarmHttpsUrlParameter: matching(
    /^\/[A-Za-z0-9_./-]{1,1010}$/,
    'must be the name of an SSM String parameter, such as /earnlearn/prod/alarm-https-url',
  ),
  monthlyBudgetUsd: wholeDollars(6),
  // Anything beyond the origin (a path, a query, credentials) would be glued in front of /internal/login.
  siteUrl: (text) =>
    text.refine(
      (value) => {
        const url = parsedUrl(value);
        return url?.protocol === 'https:' && url.href === `${url.origin}/`;
      },
      { error: got('must be an https origin such as https://earnlearn.in') },
    ),
  privacyContactName: anyText,
  privacyContactEmail: email,
  domainName: anyText,
  // CloudFront takes certificates from us-east-1 only: one from another region would fail at deploy, not here.
  certificateArn: (text) =>
    text
      .regex(/^arn:aws[a-z-]*:acm:[a-z0-9-]+:\d{12}:certificate\/[A-Za-z0-9-]+$/, {
        error: got(
          'must be an ACM certificate ARN, such as arn:aws:acm:us-east-1:<account>:certificate/<id>',
        ),
      })
      .refine((value) => value.split(':')[3] === 'us-east-1', {
        error: got(
          'must be a certificate in us-east-1, the only region CloudFront takes one from: request it there (docs/operations.md, section 3)',
        ),
      }),
  githubRepository: matching(
    /^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/,
    'must be owner/name, such as earnlearn/earnlearn',
  ),
  githubEnvironment: matching(
    /^[A-Za-z0-9._-]{1,255}$/,
    "must be a GitHub Environment's name, such as production",
  ),
  githubDiffEnvironment: matching(
    /^[A-Za-z0-9._-]{1,255}$/,
    "must be a GitHub Environment's name, such as production-diff",
  ),
  githubOidcProviderArn: matching(
    /^arn:aws[a-z-]*:iam::\d{12}:oidc-provider\/token\.actions\.githubusercontent\.com$/,
    "must be the account's GitHub provider, arn:aws:iam::<account>:oidc-provider/token.actions.githubusercontent.com",
  ),
  backupCopyVaultArn: matching(
    /^arn:aws[a-z-]*:backup:[a-z]{2}(?:-[a-z]+)+-\d:\d{12}:backup-vault:[A-Za-z0-9_.-]{2,50}$/,
    'must be the ARN of a backup vault, such as arn:aws:backup:ap-south-2:123456789012:backup-vault:earnlearn-prod-copy',
  ),
  /** The GST registry provider's API (an https URL) and its key's secret: lookups are off without them. */
  gstinRegistryUrl: (text) =>
    text.refine(
      (value) => {
        const url = parsedUrl(value);
        return url?.protocol === 'https:' && url.hostname !== '' && !/\s/.test(value);
      },
      { error: got("must be the provider's https API base URL, such as https://api.example-gsp.in/gst/v1") },
    ),
  gstinRegistryKeySecretArn: matching(
    /^arn:aws[a-z-]*:secretsmanager:[a-z]{2}(?:-[a-z]+)+-\d:\d{12}:secret:[A-Za-z0-9/_+=.@-]{1,512}$/,
    "must be the ARN of the Secrets Manager secret holding the provider's API key",
  ),
  /** How a deploy shifts each function's `live` alias: `canary` unless a dev stage says otherwise. */
  deployment: oneOf(DEPLOYMENT_STYLES),
  /** Break glass: `off` deploys without the alarms that roll a deployment back; `on` unless said. */
  deploymentAlarms: oneOf(['on', 'off']),
  /** Who owns the account-wide things: `own` unless a second stage of the account says `shared`. */
  accountSettings: oneOf(ACCOUNT_SETTINGS),
  /** The account's Lambda concurrency quota (Service Quotas), which AccountConcurrency warns near: 1000 unless set. */
  lambdaConcurrencyQuota: matching(
    /^[1-9]\d{0,5}$/,
    "must be the account's Lambda concurrency quota, such as 1000",
  ),
} satisfies Record<string, Rule>;

export type StageKey = keyof typeof rules;
export const STAGE_KEYS = Object.keys(rules) as StageKey[];

const text = () => z.string({ error: 'must be a string' }).trim();
const fieldsWith = <T extends z.ZodType>(wrap: (key: StageKey, rule: Rule) => T) =>
  Object.fromEntries(STAGE_KEYS.map((key) => [key, wrap(key, rules[key])])) as Record<StageKey, T>;

export const ALARM_URL_IN_FILE =
  'must not be in a stage file, which is committed and the URL carries the pager\'s key: put it in an SSM String parameter and name that in "alarmHttpsUrlParameter" (docs/operations.md, section 10)';

/**
 * A stage's file: every value text (not empty), no unknown key, the stage and the Google client id present, and
 * no pager URL (it is read from SSM at deploy time; `-c alarmHttpsUrl=...` remains for a local synth).
 */
export const stageFileSchema = z.strictObject({
  ...fieldsWith((_, rule) => rule(text().min(1, 'must not be empty')).optional()),
  alarmHttpsUrl: z.never({ error: ALARM_URL_IN_FILE }).optional(),
  stage: rules.stage(text()),
  googleClientId: rules.googleClientId(z.string({ error: got(GOOGLE_CLIENT_ID_RULE) }).trim()),
});
export type StageFile = z.infer<typeof stageFileSchema>;

/** A context value: unset when absent, null or empty. */
const contextValue = (rule: Rule) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), rule(text()).optional());

type Settings = Partial<Record<StageKey, string>>;

/** The rules between keys: each is checked once both are read. */
function crossFieldRules(settings: Settings, context: z.RefinementCtx): void {
  const problem = (message: string, key?: StageKey) =>
    context.addIssue({ code: 'custom', message, path: key ? [key] : [] });
  if (settings.googleClientId === undefined) problem(got(GOOGLE_CLIENT_ID_RULE)({}), 'googleClientId');
  if (settings.monthlyBudgetUsd !== undefined && settings.alarmEmail === undefined) {
    problem('needs "alarmEmail": the budget e-mails it', 'monthlyBudgetUsd');
  }
  if ((settings.domainName === undefined) !== (settings.certificateArn === undefined)) {
    problem(
      'Contexts "domainName" and "certificateArn" go together: CloudFront serves a custom domain only with an ACM certificate from us-east-1',
    );
  }
  if ((settings.privacyContactName === undefined) !== (settings.privacyContactEmail === undefined)) {
    problem(
      'Contexts "privacyContactName" and "privacyContactEmail" go together: the privacy notice names the person and their address',
    );
  }
  if (
    settings.githubRepository === undefined &&
    (settings.githubEnvironment !== undefined ||
      settings.githubDiffEnvironment !== undefined ||
      settings.githubOidcProviderArn !== undefined)
  ) {
    problem(
      'Contexts "githubEnvironment", "githubDiffEnvironment" and "githubOidcProviderArn" need "githubRepository": they describe who deploys from GitHub',
    );
  }
  if ((settings.gstinRegistryUrl === undefined) !== (settings.gstinRegistryKeySecretArn === undefined)) {
    problem(
      'Contexts "gstinRegistryUrl" and "gstinRegistryKeySecretArn" go together: the provider answers only with its API key',
    );
  }
  if (settings.alarmHttpsUrl !== undefined && settings.alarmHttpsUrlParameter !== undefined) {
    problem(
      'Contexts "alarmHttpsUrl" and "alarmHttpsUrlParameter" both name the pager: keep the parameter only',
      'alarmHttpsUrl',
    );
  }
  if (settings.accountSettings === 'shared') {
    if (settings.monthlyBudgetUsd !== undefined) {
      problem(
        'is the whole account\'s cost budget: set it in the file of the stage that owns the account (accountSettings "own"), not in a "shared" one',
        'monthlyBudgetUsd',
      );
    }
    if (settings.githubRepository !== undefined && settings.githubOidcProviderArn === undefined) {
      problem(
        'is needed with "githubRepository" when accountSettings is "shared": the account has one GitHub OIDC provider, made by the owning stage (its ARN, arn:aws:iam::<account>:oidc-provider/token.actions.githubusercontent.com)',
        'githubOidcProviderArn',
      );
    }
  }
  const region = settings.region ?? 'ap-south-1';
  if (settings.backupCopyVaultArn?.split(':')[3] === region) {
    problem(
      `must name a vault in another region than the stacks' (${region}): a copy in the same region survives nothing the backups do not`,
      'backupCopyVaultArn',
    );
  }
}

function smsSettings(settings: Settings): SmsSettings {
  const { smsStatusShare: share, smsPartPriceUsd: price } = settings;
  return {
    senderId: settings.smsSenderId ?? 'EARNLN',
    ...(share !== undefined ? { statusShare: Number(share) } : {}),
    ...(price !== undefined ? { partPriceUsd: Number(price) } : {}),
    entityId: settings.smsEntityId,
    templateIds: Object.fromEntries(
      SMS_TEMPLATES.flatMap(({ setting, variable }) => {
        const id = settings[setting];
        return id !== undefined ? [[variable, id]] : [];
      }),
    ),
    monthlySpendLimitUsd: Number(settings.smsMonthlySpendLimit ?? '1'),
  };
}

function toConfig(settings: Settings): DeploymentConfig {
  const stage = settings.stage ?? 'prod';
  const { domainName, siteUrl, privacyContactName: name, privacyContactEmail: contactEmail } = settings;
  const privacyContact: PrivacyContact | undefined =
    name !== undefined && contactEmail !== undefined ? { name, email: contactEmail } : undefined;
  const github: GitHubDeploy | undefined = settings.githubRepository
    ? {
        repository: settings.githubRepository,
        environment: settings.githubEnvironment ?? stage,
        ...(settings.githubDiffEnvironment ? { diffEnvironment: settings.githubDiffEnvironment } : {}),
        ...(settings.githubOidcProviderArn ? { oidcProviderArn: settings.githubOidcProviderArn } : {}),
      }
    : undefined;
  return {
    stage,
    region: settings.region ?? 'ap-south-1',
    ...(settings.whatsappPhoneNumberId ? { whatsappPhoneNumberId: settings.whatsappPhoneNumberId } : {}),
    googleClientId: settings.googleClientId ?? '',
    sesFromAddress: settings.sesFromAddress ?? 'no-reply@earnlearn.in',
    sesIdentity: (settings.sesIdentity ?? 'domain') as DeploymentConfig['sesIdentity'],
    sms: smsSettings(settings),
    waf: settings.waf !== 'off',
    siteCanary: settings.siteCanary !== 'off',
    siteUrl: siteUrl !== undefined ? new URL(siteUrl).origin : domainName && `https://${domainName}`,
    domainName,
    certificateArn: settings.certificateArn,
    alarmEmail: settings.alarmEmail,
    alarmHttpsUrl: settings.alarmHttpsUrl,
    alarmHttpsUrlParameter: settings.alarmHttpsUrlParameter,
    monthlyBudgetUsd: settings.monthlyBudgetUsd !== undefined ? Number(settings.monthlyBudgetUsd) : undefined,
    privacyContact,
    github,
    backupCopyVaultArn: settings.backupCopyVaultArn,
    deployment: (settings.deployment ?? 'canary') as DeploymentStyle,
    deploymentAlarms: settings.deploymentAlarms !== 'off',
    accountSettings: (settings.accountSettings ?? 'own') as AccountSettings,
    jobTranslation: settings.jobTranslation !== 'off',
    employerAutoPublish: settings.employerAutoPublish !== 'off',
    ...(settings.gstinRegistryUrl && settings.gstinRegistryKeySecretArn
      ? {
          gstinRegistry: { url: settings.gstinRegistryUrl, keySecretArn: settings.gstinRegistryKeySecretArn },
        }
      : {}),
    lambdaConcurrencyQuota: Number(settings.lambdaConcurrencyQuota ?? DEFAULT_LAMBDA_CONCURRENCY_QUOTA),
  };
}

/** The app's context (the stage's file and any `-c` over it), checked and read as a DeploymentConfig. */
export const deploymentSchema = z
  .object(fieldsWith((_, rule) => contextValue(rule)))
  .superRefine(crossFieldRules)
  .transform(toConfig);
