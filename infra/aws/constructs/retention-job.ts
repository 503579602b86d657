import { join } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, RuntimeManagementMode } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { StackVariableName } from '#lib/environment';
import type { SmsSettings } from '../config';
import { acknowledgeFindings, nagResourceName } from '../nag';
import { repoRoot } from '../paths';
import { LOG_RETENTION } from '../retention';
import { functionBundling, UPLOADS_KEYS } from './api-function';

/** The job's handler module (not an /api endpoint: no contract, no route). */
export const RETENTION_ENTRY = join(repoRoot, 'functions', 'scheduled', 'run-retention.ts');

/** Every day at 02:30 IST (21:00 UTC), a quiet hour for SMS. */
export const RETENTION_SCHEDULE = ScheduleExpression.cron({ minute: '0', hour: '21' });

/**
 * What the job does to the table: Query of the sign-in index (gsi3), the kept-documents index (gsi2) and of a
 * worker's partition, GetItem of an
 * account, UpdateItem (mark or take back a notice; counters), DeleteItem (the erasure's items), PutItem (the
 * record of the erasure). test/infra/retention-job.test.ts checks these against the SDK calls of its bundle.
 */
export const RETENTION_TABLE_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
] as const;

export interface RetentionJobProps {
  readonly functionName: string;
  readonly table: ITable;
  readonly sessionSecret: ISecret;
  readonly uploadsBucket: IBucket;
  readonly sesFromAddress: string;
  readonly sms: SmsSettings;
  /** The handler module; RETENTION_ENTRY unless a test stands in another. */
  readonly entry?: string;
}

/**
 * The daily retention job (issue 21 item 6): the function that notices and erases accounts unused for 3 years,
 * run by an EventBridge Scheduler schedule. Bundled like the endpoints and the hourly sweep, its own log group
 * and role: the table actions above on the table and the sign-in index, reading the session secret (the keyed
 * hash of an erased id), every version under the workers' `uploads/` and `documents/` prefixes (as
 * `confirmErasure`), SMS and e-mail (the notice).
 */
export class RetentionJob extends Construct {
  readonly functionName: string;
  readonly lambda: NodejsFunction;
  readonly logGroup: LogGroup;
  readonly schedule: Schedule;

  constructor(scope: Construct, id: string, props: RetentionJobProps) {
    super(scope, id);
    const { table, uploadsBucket } = props;
    this.functionName = props.functionName;

    this.logGroup = new LogGroup(this, 'Logs', {
      logGroupName: `/aws/lambda/${props.functionName}`,
      retention: LOG_RETENTION,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Runs the daily retention job',
    });
    this.logGroup.grantWrite(role);
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: [...RETENTION_TABLE_ACTIONS],
        resources: [table.tableArn, `${table.tableArn}/index/gsi2`, `${table.tableArn}/index/gsi3`],
      }),
    );
    props.sessionSecret.grantRead(role);
    const prefixes = [UPLOADS_KEYS.uploads, UPLOADS_KEYS.documents];
    const objects = prefixes.map((prefix) => uploadsBucket.arnForObjects(`${prefix}*`));
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['s3:DeleteObject', 's3:DeleteObjectVersion'], resources: objects }),
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:ListBucketVersions'],
        resources: [uploadsBucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': prefixes.map((prefix) => `${prefix}*`) } },
      }),
    );
    role.addToPrincipalPolicy(new PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] }));
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: ['*'],
        conditions: { StringEquals: { 'ses:FromAddress': props.sesFromAddress } },
      }),
    );
    acknowledgeFindings(
      role,
      [
        ...objects.map((arn) => `AwsSolutions-IAM5[Resource::${nagResourceName(this, arn)}]`),
        'AwsSolutions-IAM5[Resource::*]',
        `AwsSolutions-IAM5[Resource::${nagResourceName(this, `${table.tableArn}/index/gsi3`)}]`,
        `AwsSolutions-IAM5[Resource::${nagResourceName(this, `${table.tableArn}/index/gsi2`)}]`,
      ],
      'Erasure deletes every version under the workers’ folders (keys are per worker and upload); SMS to a phone number and SES sends have no narrower resource (the From address is fixed by condition).',
    );

    const environment = {
      TABLE_NAME: table.tableName,
      SESSION_SECRET_ARN: props.sessionSecret.secretArn,
      UPLOADS_BUCKET: uploadsBucket.bucketName,
      SES_FROM_ADDRESS: props.sesFromAddress,
      SMS_SENDER_ID: props.sms.senderId,
      ...(props.sms.entityId ? { SMS_ENTITY_ID: props.sms.entityId } : {}),
      ...(props.sms.retentionTemplateId ? { SMS_RETENTION_TEMPLATE_ID: props.sms.retentionTemplateId } : {}),
      POWERTOOLS_SERVICE_NAME: 'earnlearn',
      POWERTOOLS_LOG_LEVEL: 'INFO',
      NODE_OPTIONS: '--enable-source-maps',
    } satisfies { [N in StackVariableName]?: string };

    this.lambda = new NodejsFunction(this, 'Function', {
      entry: props.entry ?? RETENTION_ENTRY,
      handler: 'handler',
      functionName: props.functionName,
      description: 'Daily: notices and erases accounts unused for 3 years (issue 21)',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.minutes(10),
      runtimeManagementMode: RuntimeManagementMode.FUNCTION_UPDATE,
      role,
      logGroup: this.logGroup,
      environment,
      ...functionBundling,
    });

    // The schedule's own role, allowed to invoke this function only (its versions too, as the target grants).
    const scheduleRole = new Role(this, 'ScheduleRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
      description: 'Lets EventBridge Scheduler run the daily retention job',
    });
    this.schedule = new Schedule(this, 'Daily', {
      description: 'Runs the retention job every day',
      schedule: RETENTION_SCHEDULE,
      // A missed day is made up by the next run (the job takes every account that is due).
      target: new LambdaInvoke(this.lambda, {
        role: scheduleRole,
        retryAttempts: 2,
        maxEventAge: Duration.hours(6),
      }),
    });
    acknowledgeFindings(
      scheduleRole,
      [`AwsSolutions-IAM5[Resource::${nagResourceName(this, `${this.lambda.functionArn}:*`)}]`],
      'The schedule may invoke this one function and its versions, nothing else.',
    );
  }
}
