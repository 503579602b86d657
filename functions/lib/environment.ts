/**
 * Every environment variable a function reads, declared once: when a function gets it (always, or when its
 * contract `uses` a resource), who sets it, whether the function refuses to start without it, and what it is.
 * This module reads nothing: the CDK construct imports it to set the deployed values, the local twin and the
 * tests to set the local ones, each through the typed names below. Functions read values through `config.ts`.
 */
import type { ResourceUse } from '#shared/api/contract';
import { SMS_TEMPLATES, type SmsTemplateVariable } from '#shared/domain/message-purposes';

interface Variable {
  /** A function gets the variable always, or when its contract's `uses` names this resource (or one of these). */
  readonly when: 'always' | keyof ResourceUse | readonly (keyof ResourceUse)[];
  /**
   * `stack`: the CDK construct, on AWS. `lambda`: the Lambda runtime itself. `local`: only the local twin and
   * the tests, which set every variable themselves.
   */
  readonly setBy: 'stack' | 'lambda' | 'local';
  /** Reading it when unset or empty throws: a function that needs it fails at start. */
  readonly required: boolean;
  readonly about: string;
}

const LANGUAGE_NAMES = { en: 'English', hi: 'Hindi', te: 'Telugu' } as const;

/** Each SMS text's DLT template id (shared/domain/message-purposes.ts), by purpose and language: none is sent when unset. */
const smsTemplateVariables = Object.fromEntries(
  SMS_TEMPLATES.map(({ text, language, variable }) => [
    variable,
    {
      when: 'sms',
      setBy: 'stack',
      required: false,
      about: `The DLT template id of the ${LANGUAGE_NAMES[language]} ${text} SMS text.`,
    },
  ]),
) as Record<
  SmsTemplateVariable,
  { readonly when: 'sms'; readonly setBy: 'stack'; readonly required: false; readonly about: string }
>;

export const variables = {
  TABLE_NAME: { when: 'table', setBy: 'stack', required: true, about: 'The single DynamoDB table.' },
  DYNAMODB_ENDPOINT: {
    when: 'table',
    setBy: 'local',
    required: false,
    about: 'DynamoDB Local; unset on AWS, where the client finds the regional endpoint.',
  },
  // One of the two session-signing keys is required; config.ts checks that.
  SESSION_SECRET_ARN: {
    when: 'always',
    setBy: 'stack',
    required: false,
    about: 'The Secrets Manager secret holding the key that signs session tokens and OTP hashes.',
  },
  ORIGIN_SECRET_ARN: {
    when: 'always',
    setBy: 'stack',
    required: false,
    about:
      'The Secrets Manager secret whose value CloudFront sends as x-origin-verify: set, a request without it (the bare execute-api endpoint) is refused, and the viewer address CloudFront passes (x-viewer-address) is trusted. Unset locally.',
  },
  SESSION_SECRET: {
    when: 'always',
    setBy: 'local',
    required: false,
    about: 'The signing key itself, where there is no Secrets Manager.',
  },
  AWS_REGION: {
    when: 'always',
    setBy: 'lambda',
    required: false,
    about: "The function's region; ap-south-1 when unset.",
  },
  AWS_ACCESS_KEY_ID: {
    when: 'always',
    setBy: 'lambda',
    required: false,
    about: 'Credentials, read by the AWS SDK (the local services accept any).',
  },
  AWS_SECRET_ACCESS_KEY: {
    when: 'always',
    setBy: 'lambda',
    required: false,
    about: 'Credentials, read by the AWS SDK.',
  },
  POWERTOOLS_SERVICE_NAME: {
    when: 'always',
    setBy: 'stack',
    required: false,
    about: 'The service field of every log line; earnlearn when unset.',
  },
  POWERTOOLS_LOG_LEVEL: {
    when: 'always',
    setBy: 'stack',
    required: false,
    about: 'The lowest level logged, read by Powertools.',
  },
  NODE_OPTIONS: {
    when: 'always',
    setBy: 'stack',
    required: false,
    about: 'Node flags: source maps for stack traces.',
  },
  POWERTOOLS_METRICS_DISABLED: {
    when: 'always',
    setBy: 'local',
    required: false,
    about:
      'true where no CloudWatch metric lines are wanted (the tests, the local twin); read by Powertools Metrics.',
  },
  SMS_SENDER_ID: {
    when: 'sms',
    setBy: 'stack',
    required: true,
    about: 'The alphanumeric sender shown on the phone.',
  },
  SMS_ENTITY_ID: {
    when: 'sms',
    setBy: 'stack',
    required: false,
    about: 'The DLT principal entity id sent with every SMS (India); none is sent when unset.',
  },
  ...smsTemplateVariables,
  SMS_STATUS_MONTHLY_PARTS: {
    when: 'sms',
    setBy: 'stack',
    required: false,
    about:
      'The SMS parts this month (every purpose) above which status SMS stop: smsStatusShare of what smsMonthlySpendLimit buys (infra/aws/config.ts). Unset: no monthly stop (the twin).',
  },
  CAP_BY_SOURCE_ADDRESS: {
    when: 'always',
    setBy: 'stack',
    required: false,
    about:
      "'on' on AWS: the SMS and sign-up caps count by the request's source address too (features/caps). Unset in the twin and the tests, where every call comes from 127.0.0.1.",
  },
  SMS_OTP_DAILY_PARTS: {
    when: 'sms',
    setBy: 'stack',
    required: false,
    about:
      "The verification-code SMS (every worker's) sent in a UTC day past which codes stop until the next: a tenth of the codes' share of what smsMonthlySpendLimit buys (infra/aws/config.ts). Unset: no daily budget (the twin).",
  },
  SMS_PARENT_DAILY_PARTS: {
    when: 'sms',
    setBy: 'stack',
    required: false,
    about:
      "The parents' SMS (consent links and their codes) sent in a UTC day past which they stop until the next: a tenth of the parents' share (infra/aws/config.ts), apart from the codes' so they never take it. Unset: no daily budget (the twin).",
  },
  SNS_ENDPOINT: {
    when: 'sms',
    setBy: 'local',
    required: false,
    about: 'The SMS outbox standing in for SNS; unset on AWS.',
  },
  WHATSAPP_PHONE_NUMBER_ID: {
    when: 'whatsapp',
    setBy: 'stack',
    required: false,
    about:
      "The WhatsApp number's id in AWS End User Messaging Social (phone-number-id-...) that WhatsApp messages are sent from; unset, WhatsApp is not offered and nothing is sent by it.",
  },
  WHATSAPP_ENDPOINT: {
    when: 'whatsapp',
    setBy: 'local',
    required: false,
    about: 'The local WhatsApp outbox standing in for AWS End User Messaging Social; unset on AWS.',
  },
  PUSH_VAPID_SECRET_ARN: {
    when: 'push',
    setBy: 'stack',
    required: false,
    about:
      'The Secrets Manager secret holding the VAPID keys Web Push is signed with (JSON: publicKey, privateKey, subject; docs/operations.md). Unset and PUSH_VAPID_KEYS unset: push is not offered and nothing is pushed.',
  },
  PUSH_VAPID_KEYS: {
    when: 'push',
    setBy: 'local',
    required: false,
    about: 'The VAPID keys as JSON, generated into .data by the twin (and set by the tests); unset on AWS.',
  },
  PUSH_ENDPOINT: {
    when: 'push',
    setBy: 'local',
    required: false,
    about:
      "The twin's stand-in push service, which every push goes to instead of the device's own; unset on AWS.",
  },
  JOB_TRANSLATION: {
    when: 'translate',
    setBy: 'stack',
    required: false,
    about:
      "Who drafts a posted job's missing Hindi and Telugu texts: `amazon` (Amazon Translate), or `off` (the stage's jobTranslation setting; none). Unset: the local stand-in, which drafts nothing (the twin and the tests).",
  },
  EMPLOYER_AUTO_PUBLISH: {
    when: 'table',
    setBy: 'stack',
    required: false,
    about:
      "`off` (the stage's employerAutoPublish setting): every employer's posting waits for an admin's review. Unset: a clean posting of an organisation whose documents were checked goes live at once.",
  },
  SES_FROM_ADDRESS: {
    when: 'email',
    setBy: 'stack',
    required: true,
    about: 'The verified SES identity e-mails are sent from.',
  },
  SES_ENDPOINT: {
    when: 'email',
    setBy: 'local',
    required: false,
    about: 'The local SES inbox (aws-ses-v2-local) standing in for SES; unset on AWS.',
  },
  SITE_URL: {
    when: ['email', 'sms'],
    setBy: 'stack',
    required: false,
    about:
      "The site's origin, for links in e-mails (the staff log-in page) and SMS (a parent's consent link); e-mails name no link without it, and no parent's link is sent without it.",
  },
  UPLOADS_BUCKET: {
    when: 'uploads',
    setBy: 'stack',
    required: true,
    about: "The bucket of the workers' documents.",
  },
  S3_ENDPOINT: {
    when: 'uploads',
    setBy: 'local',
    required: false,
    about: 'The S3 emulator (path-style URLs); unset on AWS.',
  },
  GOOGLE_CLIENT_ID: {
    when: 'googleSignIn',
    setBy: 'stack',
    required: true,
    about: 'The OAuth client id: the audience a Google ID token must name.',
  },
  GOOGLE_ISSUER: {
    when: 'googleSignIn',
    setBy: 'stack',
    required: true,
    about: 'The issuer a Google ID token must name.',
  },
  GOOGLE_JWKS_URL: {
    when: 'googleSignIn',
    setBy: 'stack',
    required: true,
    about: 'The key set Google ID tokens are verified against.',
  },
  GSTIN_REGISTRY_URL: {
    when: 'gstinRegistry',
    setBy: 'stack',
    required: false,
    about:
      "The GST registry provider's API base URL (the stage's gstinRegistry setting; the twin's stand-in locally). Unset: lookups are off, and admins check GST certificates by eye.",
  },
  GSTIN_REGISTRY_KEY_ARN: {
    when: 'gstinRegistry',
    setBy: 'stack',
    required: false,
    about: "The Secrets Manager secret holding the registry provider's API key; read with the first lookup.",
  },
  GSTIN_REGISTRY_KEY: {
    when: 'gstinRegistry',
    setBy: 'local',
    required: false,
    about: "The local stand-in's API key itself; unset on AWS, where the key is the secret's.",
  },
} as const satisfies Record<string, Variable>;

export type VariableName = keyof typeof variables;

/** A variable's value as read: a string when required (reading throws otherwise), else maybe undefined. */
export type VariableValue<N extends VariableName> = (typeof variables)[N]['required'] extends true
  ? string
  : string | undefined;

/** The variables the CDK construct sets. */
export type StackVariableName = {
  [N in VariableName]: (typeof variables)[N]['setBy'] extends 'stack' ? N : never;
}[VariableName];

/** Values by variable name, for the twin and the tests: a misspelt name is a type error. */
export type EnvironmentValues = { readonly [N in VariableName]?: string };

const names = Object.keys(variables) as VariableName[];

/** The variables a function whose contract `uses` these resources gets. */
export function variablesFor(uses: ResourceUse): VariableName[] {
  return names.filter((name) => {
    const { when } = variables[name];
    if (when === 'always') return true;
    return typeof when === 'string' ? uses[when] !== undefined : when.some((use) => uses[use] !== undefined);
  });
}

/** The variables the CDK construct sets on a function whose contract `uses` these resources. */
export function stackVariablesFor(uses: ResourceUse): StackVariableName[] {
  return variablesFor(uses).filter((name): name is StackVariableName => variables[name].setBy === 'stack');
}

/** Sets variables in this process, as the twin and the tests do before importing a function. */
export function setEnvironment(values: EnvironmentValues): void {
  for (const [name, value] of Object.entries(values)) {
    // process.env would store undefined as the text "undefined".
    if (value !== undefined) process.env[name] = value;
  }
}
