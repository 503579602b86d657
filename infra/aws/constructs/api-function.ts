import { join } from 'node:path';
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Policy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { FUNCTION_TIMEOUT_SECONDS } from '#lib/clients/limits';
import { type StackVariableName, stackVariablesFor, type VariableValue } from '#lib/environment';
import type { EndpointContract } from '#shared/api/index';
import type { SmsSettings } from '../config';
import { acknowledgeFindings, nagResourceName } from '../nag';
import { repoRoot } from '../paths';

/** Reads by key or index only: no request path may Scan (docs/architecture.md), so no role can. */
const TABLE_READ = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
];
const TABLE_WRITE = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

/** Lets CommonJS dependencies `require()` inside the ESM bundle; aliased so it cannot clash with bundled code. */
const esmRequireBanner =
  "import { createRequire as __earnlearnCreateRequire } from 'node:module';" +
  'const require = __earnlearnCreateRequire(import.meta.url);';

export interface ApiFunctionProps {
  readonly contract: EndpointContract;
  readonly functionName: string;
  /** The handler module: `handlerPath(contract)` under the repository root, or a test's stand-in. */
  readonly entry: string;
  readonly table: ITable;
  readonly sessionSecret: ISecret;
  readonly uploadsBucket: IBucket;
  readonly sesFromAddress: string;
  /** The site's origin, for links in e-mails; the variable is left unset without it. */
  readonly siteUrl?: string;
  readonly googleClientId: string;
  /** Sender id and DLT ids of the SMS the function sends. */
  readonly sms: SmsSettings;
  /** The value CloudFront sends as x-origin-verify; without it the function accepts requests from anywhere. */
  readonly originSecret?: ISecret;
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
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.RETAIN,
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
      SMS_OTP_TEMPLATE_ID: props.sms.otpTemplateId,
      SMS_REVIEW_TEMPLATE_ID: props.sms.reviewTemplateId,
      SES_FROM_ADDRESS: props.sesFromAddress,
      SITE_URL: props.siteUrl,
      UPLOADS_BUCKET: uploadsBucket.bucketName,
      GOOGLE_CLIENT_ID: props.googleClientId,
      GOOGLE_ISSUER: 'https://accounts.google.com',
      GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
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
      role,
      logGroup: this.logGroup,
      environment,
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
        // The Node 24 runtime ships AWS SDK v3: leaving it out keeps each bundle far under the 250 KB budget
        // and the cold start short (docs/decisions.md). Everything else is bundled and pinned by the lockfile.
        bundleAwsSDK: false,
      },
    });

    table.grant(role, ...TABLE_READ, ...(uses.table === 'readWrite' ? TABLE_WRITE : []));
    sessionSecret.grantRead(role);
    props.originSecret?.grantRead(role);
    if (uses.uploads === 'readWrite') uploadsBucket.grantReadWrite(role);
    else if (uses.uploads === 'read') uploadsBucket.grantRead(role);
    if (uses.email) this.allowSendingEmail(role, props.sesFromAddress);
    if (uses.sms) this.allowSendingSms(role);

    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions.',
    });
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagResourceName(this, `${table.tableArn}/index/*`)}]`,
      reason:
        "Query on the table's own global secondary indexes (gsi1 to gsi3); the wildcard spans only this table's indexes.",
    });
    if (uses.uploads) this.acknowledgeUploadsGrant(role, uploadsBucket, uses.uploads);
  }

  /** `grantRead` / `grantReadWrite` on the documents bucket use wildcards within that one bucket. */
  private acknowledgeUploadsGrant(role: Role, bucket: IBucket, access: 'read' | 'readWrite'): void {
    const actions = ['s3:GetObject*', 's3:GetBucket*', 's3:List*'];
    if (access === 'readWrite') actions.push('s3:DeleteObject*', 's3:Abort*');
    acknowledgeFindings(
      role,
      [
        ...actions.map((action) => `AwsSolutions-IAM5[Action::${action}]`),
        `AwsSolutions-IAM5[Resource::${nagResourceName(this, bucket.arnForObjects('*'))}]`,
      ],
      `The endpoint ${access === 'read' ? 'reads' : 'reads and writes'} uploaded documents; the wildcards are CDK's bucket grant, limited to the documents bucket.`,
    );
  }

  /** SES SendEmail only as the configured sender, whether SES verified the address itself or its domain. */
  private allowSendingEmail(role: Role, fromAddress: string): void {
    const stack = Stack.of(this);
    const domain = fromAddress.slice(fromAddress.indexOf('@') + 1);
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [fromAddress, domain].map((identity) =>
          stack.formatArn({ service: 'ses', resource: 'identity', resourceName: identity }),
        ),
        conditions: { StringEquals: { 'ses:FromAddress': fromAddress } },
      }),
    );
  }

  /** Transactional OTP SMS, published straight to a phone number (no topic). */
  private allowSendingSms(role: Role): void {
    const policy = new Policy(this, 'SmsPolicy', {
      statements: [new PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] })],
    });
    role.attachInlinePolicy(policy);
    Validations.of(policy).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'SMS sent to a phone number with sns:Publish has no resource ARN to scope the permission to.',
    });
  }
}
