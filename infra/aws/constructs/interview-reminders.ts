import { join } from 'node:path';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, RuntimeManagementMode } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { StackVariableName } from '#lib/environment';
import { type SmsSettings, statusMonthlyParts } from '../config';
import { acknowledgeFindings, nagResourceName } from '../nag';
import { repoRoot } from '../paths';
import { LOG_RETENTION } from '../retention';
import { functionBundling } from './api-function';

/** The reminders' handler module (not an /api endpoint: no contract, no route). */
export const REMINDERS_ENTRY = join(repoRoot, 'functions', 'scheduled', 'send-interview-reminders.ts');

/** Hourly: a proposal made today for tomorrow is reminded within the hour; each interview once (conditional). */
export const REMINDERS_SCHEDULE = Schedule.rate(Duration.hours(1));

/**
 * What the reminders do to the table (functions/features/interviews/reminders.ts and notify.ts): Query of one
 * IST day's interviews (gsi3), GetItem of the worker's account and the month's SMS count, UpdateItem (the
 * conditional "reminded" mark, the worker's daily and the month's SMS counts), PutItem (the record of the SMS
 * sent, issue 21). test/infra/interview-reminders.test.ts checks these against the SDK calls of its bundle.
 */
export const REMINDERS_TABLE_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:Query',
  'dynamodb:UpdateItem',
  'dynamodb:PutItem',
] as const;

export interface InterviewRemindersProps {
  readonly functionName: string;
  readonly table: ITable;
  /** Its ARN only (config.ts requires a session-key variable at load): no permission on it. */
  readonly sessionSecret: ISecret;
  readonly sms: SmsSettings;
  /** The site's origin, linked from the SMS; without it no reminder is sent (logged). */
  readonly siteUrl?: string;
  /** The handler module; REMINDERS_ENTRY unless a test stands in another. */
  readonly entry?: string;
}

/**
 * The day-before interview reminders (issue 23): the function that sends each interview of tomorrow (IST) one
 * SMS, and the EventBridge rule that runs it every hour. Bundled like the endpoints and the hourly sweep, its
 * own log group and role: the table actions above on the table and its gsi3 index, and SMS to phone numbers
 * (no topic).
 */
export class InterviewReminders extends Construct {
  readonly functionName: string;
  readonly lambda: NodejsFunction;
  readonly logGroup: LogGroup;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: InterviewRemindersProps) {
    super(scope, id);
    const { table } = props;
    this.functionName = props.functionName;

    this.logGroup = new LogGroup(this, 'Logs', {
      logGroupName: `/aws/lambda/${props.functionName}`,
      retention: LOG_RETENTION,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Sends the day-before interview reminders',
    });
    this.logGroup.grantWrite(role);
    const dayIndex = `${table.tableArn}/index/gsi3`;
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: [...REMINDERS_TABLE_ACTIONS], resources: [table.tableArn, dayIndex] }),
    );
    role.addToPrincipalPolicy(new PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] }));
    role.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.DENY,
        actions: ['sns:Publish'],
        resources: [`arn:${Stack.of(this).partition}:sns:*:*:*`],
      }),
    );
    acknowledgeFindings(
      role,
      ['AwsSolutions-IAM5[Resource::*]', `AwsSolutions-IAM5[Resource::${nagResourceName(this, dayIndex)}]`],
      'SMS to a phone number has no resource ARN (a Deny on every topic ARN keeps it to SMS); the index is the one the day’s interviews are read from.',
    );

    const environment = {
      TABLE_NAME: table.tableName,
      SESSION_SECRET_ARN: props.sessionSecret.secretArn,
      SMS_SENDER_ID: props.sms.senderId,
      ...(props.sms.entityId ? { SMS_ENTITY_ID: props.sms.entityId } : {}),
      SMS_STATUS_MONTHLY_PARTS: String(statusMonthlyParts(props.sms)),
      ...(props.siteUrl ? { SITE_URL: props.siteUrl } : {}),
      POWERTOOLS_SERVICE_NAME: 'earnlearn',
      POWERTOOLS_LOG_LEVEL: 'INFO',
      NODE_OPTIONS: '--enable-source-maps',
    } satisfies { [N in StackVariableName]?: string };

    this.lambda = new NodejsFunction(this, 'Function', {
      entry: props.entry ?? REMINDERS_ENTRY,
      handler: 'handler',
      functionName: props.functionName,
      description: 'Hourly: sends the day-before SMS of tomorrow’s interviews (IST), once each',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.minutes(5),
      runtimeManagementMode: RuntimeManagementMode.FUNCTION_UPDATE,
      role,
      logGroup: this.logGroup,
      environment,
      ...functionBundling,
    });

    this.rule = new Rule(this, 'Hourly', {
      description: 'Runs the day-before interview reminders every hour',
      schedule: REMINDERS_SCHEDULE,
      // A run missed or failed is made up by the next one (it takes every interview of tomorrow not yet reminded).
      targets: [new LambdaFunction(this.lambda, { retryAttempts: 2, maxEventAge: Duration.hours(1) })],
    });
  }
}
