import { join } from 'node:path';
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, Policy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, RuntimeManagementMode, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, type NodejsFunctionProps, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { LOGOS_PREFIX } from '#features/documents/public-logos';
import { FUNCTION_TIMEOUT_SECONDS } from '#lib/clients/limits';
import { type StackVariableName, stackVariablesFor, type VariableValue } from '#lib/environment';
import type { EndpointContract, UploadsUse } from '#shared/api/index';
import { contractsVersionDefine } from '#shared/api/version';
import { SMS_TEMPLATES, type SmsTemplateVariable } from '#shared/domain/message-purposes';
import { dailySmsParts, type GstinRegistrySettings, type SmsSettings, statusMonthlyParts } from '../config';
import { acknowledgeFindings, nagResourceName } from '../nag';
import { repoRoot } from '../paths';
import { LOG_RETENTION } from '../retention';
import { allowSendingWhatsApp } from './whatsapp-grant';

/**
 * Reads by key or index only: no request path may Scan (docs/architecture.md), so no role can. Transactions
 * need no action of their own: each item is checked as the GetItem, PutItem, UpdateItem, DeleteItem or
 * ConditionCheckItem it is. BatchGetItem only where the contract says `batchGet`; BatchWriteItem only where it
 * says `batchWrite` (the staff reads' access entries), and no other write comes with it.
 */
const TABLE_READ = ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'];
const TABLE_BATCH_READ = ['dynamodb:BatchGetItem'];
const TABLE_BATCH_WRITE = ['dynamodb:BatchWriteItem'];
const TABLE_WRITE = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'];

/**
 * Key prefixes of the uploads bucket (functions/features/documents: storage.ts, documents.ts, logos.ts and
 * public-logos.ts own them; test/infra/code-grants.test.ts checks these match).
 */
export const UPLOADS_KEYS = {
  uploads: 'uploads/',
  logoUploads: 'uploads/logos/',
  documents: 'documents/',
  logos: LOGOS_PREFIX,
} as const;

interface ObjectGrant {
  readonly actions: readonly string[];
  /** Under which prefix of UPLOADS_KEYS. */
  readonly prefix: keyof typeof UPLOADS_KEYS;
}

/**
 * Exactly the object permissions of each way a handler uses the uploads bucket. HeadObject and a ranged GET
 * are s3:GetObject, CopyObject is s3:GetObject on the source and s3:PutObject on the copy, a presigned POST or
 * link works with the permissions of the role that signed it.
 */
const UPLOADS_GRANTS: {
  readonly [U in UploadsUse]: {
    objects: ObjectGrant[];
    list?: true;
    /** s3:ListBucketVersions, only for keys under these prefixes. */
    listVersions?: (keyof typeof UPLOADS_KEYS)[];
  };
} = {
  documentForm: { objects: [{ actions: ['s3:PutObject'], prefix: 'uploads' }] },
  logoForm: { objects: [{ actions: ['s3:PutObject'], prefix: 'logoUploads' }] },
  documentLinks: { objects: [{ actions: ['s3:GetObject'], prefix: 'documents' }] },
  // `list`: without s3:ListBucket, S3 answers HeadObject of a missing upload with 403 instead of 404, and the
  // handler could not tell "upload the png again" (400) from a fault.
  keepDocuments: {
    objects: [
      { actions: ['s3:GetObject'], prefix: 'uploads' },
      { actions: ['s3:PutObject', 's3:DeleteObject'], prefix: 'documents' },
    ],
    list: true,
  },
  keepLogos: {
    objects: [
      { actions: ['s3:GetObject'], prefix: 'logoUploads' },
      { actions: ['s3:PutObject', 's3:DeleteObject'], prefix: 'logos' },
    ],
    list: true,
  },
  // Erasure: every version of the worker's objects, listed and deleted by version id. Listing the
  // versions is on the bucket, limited to these two prefixes by the s3:prefix condition.
  eraseDocuments: {
    objects: [
      { actions: ['s3:DeleteObject', 's3:DeleteObjectVersion'], prefix: 'uploads' },
      { actions: ['s3:DeleteObject', 's3:DeleteObjectVersion'], prefix: 'documents' },
    ],
    listVersions: ['uploads', 'documents'],
  },
};

/** Lets CommonJS dependencies `require()` inside the ESM bundle; aliased so it cannot clash with bundled code. */
const esmRequireBanner =
  "import { createRequire as __earnlearnCreateRequire } from 'node:module';" +
  'const require = __earnlearnCreateRequire(import.meta.url);';

/**
 * How every function of the project is bundled (the endpoints', the scheduled sweep's and the SMS settings'
 * deploy-time function): an ESM bundle with source maps, minified and tree-shaken, that carries the AWS SDK
 * clients it uses, every package pinned by the lockfile.
 */
export const functionBundling = {
  projectRoot: repoRoot,
  depsLockFilePath: join(repoRoot, 'package-lock.json'),
  bundling: {
    format: OutputFormat.ESM,
    target: 'node24',
    mainFields: ['module', 'main'],
    banner: esmRequireBanner,
    minify: true,
    sourceMap: true,
    sourcesContent: false,
    // The SDK clients each function uses are bundled too (decision 117, superseding 58): a bundled function
    // started in 0.70x the time of one loading the SDK from the runtime, which cold starts pay for, at about
    // 500 KB instead of 145 KB. The runtime itself stays pinned by runtimeManagementMode (FUNCTION_UPDATE).
    bundleAwsSDK: true,
    // The registry's version, which every answer names (shared/api/contracts-version.ts).
    define: contractsVersionDefine(),
  },
} satisfies Pick<NodejsFunctionProps, 'projectRoot' | 'depsLockFilePath' | 'bundling'>;

export interface ApiFunctionProps {
  readonly contract: EndpointContract;
  readonly functionName: string;
  /** The handler module: `handlerPath(contract)` under the repository root, or a test's stand-in. */
  readonly entry: string;
  readonly table: ITable;
  readonly sessionSecret: ISecret;
  /** Web Push's VAPID keys (the data stack's), read by a contract that `uses` push. */
  readonly vapidSecret?: ISecret;
  readonly uploadsBucket: IBucket;
  readonly sesFromAddress: string;
  /** The site's origin, for links in e-mails; the variable is left unset without it. */
  readonly siteUrl?: string;
  readonly googleClientId: string;
  /** Sender id and DLT ids of the SMS the function sends. */
  readonly sms: SmsSettings;
  /**
   * The WhatsApp number's id in AWS End User Messaging Social; without it WhatsApp is not offered,
   * and a contract that `uses` whatsapp gets neither the variable nor a permission.
   */
  readonly whatsappPhoneNumberId?: string;
  /**
   * Whether a contract that `uses` translate gets Amazon Translate (the stage's `jobTranslation`); off, it gets
   * neither the permission nor JOB_TRANSLATION=amazon. On unless given.
   */
  readonly jobTranslation?: boolean;
  /** Verified employers' clean postings go live at once; off, EMPLOYER_AUTO_PUBLISH=off. On unless given. */
  readonly employerAutoPublish?: boolean;
  /** The value CloudFront sends as x-origin-verify; without it the function accepts requests from anywhere. */
  readonly originSecret?: ISecret;
  /**
   * The GST registry provider; without it a contract that `uses` gstinRegistry gets neither the variables nor
   * the secret, and its lookups are off.
   */
  readonly gstinRegistry?: GstinRegistrySettings;
}

/**
 * The Lambda function behind one `/api` endpoint, with the project's defaults (Node 24 on arm64, ESM bundle
 * with source maps, X-Ray, a log group kept for a month) and exactly the permissions its contract's `uses`
 * declares. The role is our own, so it can write only to this function's log group (no AWS managed policy).
 */
export class ApiFunction extends Construct {
  readonly contract: EndpointContract;
  /** The physical name, known before deployment (the observability stack builds its metrics from it). */
  readonly functionName: string;
  readonly lambda: NodejsFunction;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    const { contract, table, sessionSecret, uploadsBucket } = props;
    const uses = contract.uses;
    this.contract = contract;
    this.functionName = props.functionName;

    this.logGroup = new LogGroup(this, 'Logs', {
      // The name the runbook and Lambda's own default use: /aws/lambda/<function name>.
      logGroupName: `/aws/lambda/${props.functionName}`,
      retention: LOG_RETENTION,
      // Kept with the stack's delete, not with a rolled-back first create: a retry would find the name taken.
      removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
    });
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${contract.method} ${contract.path}`,
    });
    this.logGroup.grantWrite(role);

    // The value of every variable the stack sets (functions/lib/environment.ts); the function gets those its
    // contract's `uses` need. Only an optional variable may be left undefined, and is then not set at all.
    const deployed: { [N in StackVariableName]: VariableValue<N> } = {
      TABLE_NAME: table.tableName,
      SESSION_SECRET_ARN: sessionSecret.secretArn,
      ORIGIN_SECRET_ARN: props.originSecret?.secretArn,
      POWERTOOLS_SERVICE_NAME: 'earnlearn',
      POWERTOOLS_LOG_LEVEL: 'INFO',
      NODE_OPTIONS: '--enable-source-maps',
      SMS_SENDER_ID: props.sms.senderId,
      SMS_ENTITY_ID: props.sms.entityId,
      ...(Object.fromEntries(
        SMS_TEMPLATES.map(({ variable }) => [variable, props.sms.templateIds[variable]]),
      ) as Record<SmsTemplateVariable, string | undefined>),
      SMS_STATUS_MONTHLY_PARTS: String(statusMonthlyParts(props.sms)),
      CAP_BY_SOURCE_ADDRESS: 'on',
      SMS_OTP_DAILY_PARTS: String(dailySmsParts(props.sms).otp),
      SMS_PARENT_DAILY_PARTS: String(dailySmsParts(props.sms).parent),
      WHATSAPP_PHONE_NUMBER_ID: props.whatsappPhoneNumberId,
      JOB_TRANSLATION: props.jobTranslation === false ? 'off' : 'amazon',
      EMPLOYER_AUTO_PUBLISH: props.employerAutoPublish === false ? 'off' : undefined,
      SES_FROM_ADDRESS: props.sesFromAddress,
      SITE_URL: props.siteUrl,
      UPLOADS_BUCKET: uploadsBucket.bucketName,
      GOOGLE_CLIENT_ID: props.googleClientId,
      GOOGLE_ISSUER: 'https://accounts.google.com',
      GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
      GSTIN_REGISTRY_URL: props.gstinRegistry?.url,
      GSTIN_REGISTRY_KEY_ARN: props.gstinRegistry?.keySecretArn,
      PUSH_VAPID_SECRET_ARN: props.vapidSecret?.secretArn,
    };
    const environment: Record<string, string> = {};
    for (const name of stackVariablesFor(uses)) {
      const value = deployed[name];
      if (value !== undefined) environment[name] = value;
    }

    this.lambda = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      functionName: props.functionName,
      description: `${contract.method} ${contract.path} (${contract.caller})`,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(FUNCTION_TIMEOUT_SECONDS),
      tracing: Tracing.ACTIVE,
      // The runtime, and the AWS SDK it ships, changes only when we deploy: never under a running function.
      runtimeManagementMode: RuntimeManagementMode.FUNCTION_UPDATE,
      role,
      logGroup: this.logGroup,
      environment,
      ...functionBundling,
    });

    table.grant(
      role,
      ...TABLE_READ,
      ...(uses.batchGet ? TABLE_BATCH_READ : []),
      ...(uses.batchWrite ? TABLE_BATCH_WRITE : []),
      ...(uses.table === 'readWrite' ? TABLE_WRITE : []),
    );
    sessionSecret.grantRead(role);
    props.originSecret?.grantRead(role);
    if (uses.uploads) this.allowUploads(role, uploadsBucket, uses.uploads);
    if (uses.email) this.allowSendingEmail(role, props.sesFromAddress);
    if (uses.sms) this.allowSendingSms(role, table);
    if (uses.translate && props.jobTranslation !== false) this.allowTranslating(role);
    // Web Push: the VAPID keys only; the push services are reached over the internet (no VPC, no grant).
    if (uses.push && props.vapidSecret) props.vapidSecret.grantRead(role);
    if (uses.gstinRegistry && props.gstinRegistry) {
      Secret.fromSecretCompleteArn(this, 'GstinRegistryKey', props.gstinRegistry.keySecretArn).grantRead(
        role,
      );
    }
    // WhatsApp: only where the contract sends it and the stage has a number; `offer` needs none.
    if (uses.whatsapp === 'send' && props.whatsappPhoneNumberId) {
      allowSendingWhatsApp(this, role, props.whatsappPhoneNumberId);
    }

    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions.',
    });
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagResourceName(this, `${table.tableArn}/index/*`)}]`,
      reason:
        "Query on the table's own global secondary indexes (gsi1 to gsi4); the wildcard spans only this table's indexes.",
    });
  }

  /** The object actions of `use` on its prefixes only (UPLOADS_GRANTS); no bucket-wide object permission. */
  private allowUploads(role: Role, bucket: IBucket, use: UploadsUse): void {
    const grants = UPLOADS_GRANTS[use];
    const keys = grants.objects.map(({ prefix }) => bucket.arnForObjects(`${UPLOADS_KEYS[prefix]}*`));
    for (const [index, grant] of grants.objects.entries()) {
      role.addToPrincipalPolicy(
        new PolicyStatement({ actions: [...grant.actions], resources: [keys[index] as string] }),
      );
    }
    if (grants.list) {
      role.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }),
      );
    }
    if (grants.listVersions) {
      role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['s3:ListBucketVersions'],
          resources: [bucket.bucketArn],
          conditions: {
            StringLike: { 's3:prefix': grants.listVersions.map((prefix) => `${UPLOADS_KEYS[prefix]}*`) },
          },
        }),
      );
    }
    acknowledgeFindings(
      role,
      [...new Set(keys)].map((arn) => `AwsSolutions-IAM5[Resource::${nagResourceName(this, arn)}]`),
      `Object keys are generated per upload (a uuid under the worker's or the logos' folder): the grant is scoped to the prefixes ${use} uses, not to the bucket.`,
    );
  }

  /**
   * SES SendEmail only as the configured sender. SES authorizes a send against every identity it involves: the
   * sender's (the address, or its verified domain) and, while the account is in the SES sandbox, each
   * recipient's verified identity too. A grant on the sender's identities alone fails in the sandbox with
   * AccessDenied (the runbook's first test e-mail); so the grant is on the account's identities in the region,
   * and the condition keeps the From address to ours: no other sender can be used, whatever the identity.
   */
  private allowSendingEmail(role: Role, fromAddress: string): void {
    const stack = Stack.of(this);
    const identities = stack.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' });
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [identities],
        conditions: { StringEquals: { 'ses:FromAddress': fromAddress } },
      }),
    );
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagResourceName(this, identities)}]`,
      reason:
        "SES checks the recipients' identities too while in the sandbox; the ses:FromAddress condition allows only the configured sender.",
    });
  }

  /**
   * Amazon Translate's TranslateText, and nothing else of Translate (no terminology, no batch jobs: the company
   * name is kept by a placeholder, functions/features/job-posting/machine-drafts.ts). TranslateText without a
   * terminology names no resource, so the grant is on `*`.
   */
  private allowTranslating(role: Role): void {
    const policy = new Policy(this, 'TranslatePolicy', {
      statements: [new PolicyStatement({ actions: ['translate:TranslateText'], resources: ['*'] })],
    });
    role.attachInlinePolicy(policy);
    Validations.of(policy).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'translate:TranslateText without a custom terminology acts on no resource ARN; it is the only Translate action granted.',
    });
  }

  /**
   * Transactional SMS, published straight to a phone number (no topic). A Publish to a phone number has no
   * resource ARN, so the Allow is on `*`; the Deny on every topic ARN leaves SMS as the only thing it can do.
   * Each SMS sent records its purpose by message id (smsPurposeStatement).
   */
  private allowSendingSms(role: Role, table: ITable): void {
    const policy = new Policy(this, 'SmsPolicy', {
      statements: [
        new PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] }),
        smsPurposeStatement(table),
        new PolicyStatement({
          effect: Effect.DENY,
          actions: ['sns:Publish'],
          resources: [`arn:${Stack.of(this).partition}:sns:*:*:*`],
        }),
      ],
    });
    role.attachInlinePolicy(policy);
    Validations.of(policy).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'SMS sent to a phone number with sns:Publish has no resource ARN to scope the permission to; a Deny on every topic ARN (arn:<partition>:sns:*:*:*) keeps it to SMS.',
    });
  }
}

/** The partition keys of the items that record which purpose each sent SMS was for (lib/db/sms-messages.ts). */
export const SMS_MESSAGE_PARTITIONS = ['SMS_MESSAGE#*'] as const;

/**
 * What every SMS sender needs of the table beyond its own actions: to put the item that says which purpose SNS's
 * message id was for, that item only (`dynamodb:LeadingKeys`), so the delivery counter can count a lost SMS
 * against its purpose.
 */
export function smsPurposeStatement(table: ITable): PolicyStatement {
  return new PolicyStatement({
    actions: ['dynamodb:PutItem'],
    resources: [table.tableArn],
    conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...SMS_MESSAGE_PARTITIONS] } },
  });
}
