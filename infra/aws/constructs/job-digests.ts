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
import { allowSendingWhatsApp } from './whatsapp-grant';

/** The digests' handler module (not an /api endpoint: no contract, no route). */
export const DIGESTS_ENTRY = join(repoRoot, 'functions', 'scheduled', 'send-job-digests.ts');

/**
 * Every morning at 10:00 IST (04:30 UTC), and again at 11:00, 12:00 and 13:00 IST: the later runs find only
 * what an earlier one left (stopped at its deadline, or failed): each worker gets one digest a day at most.
 */
export const DIGESTS_SCHEDULE = Schedule.cron({ minute: '30', hour: '4-7' });

/**
 * What the digest does to the table (functions/features/job-alerts/digest.ts): Query of every job's list (the
 * new jobs) and of the alerts' partitions (gsi1), BatchGetItem of 100 accounts at a time, PutItem (the day's
 * mark, the record of the message sent), UpdateItem (the alert's last digest, the mark, the SMS counts).
 * test/infra/job-digests.test.ts checks these against the SDK calls of its bundle.
 */
export const DIGESTS_TABLE_ACTIONS = [
  'dynamodb:Query',
  'dynamodb:BatchGetItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
] as const;

export interface JobDigestsProps {
  readonly functionName: string;
  readonly table: ITable;
  /** Read: the one-tap unsubscribe links are signed with a key derived from it. */
  readonly sessionSecret: ISecret;
  readonly sms: SmsSettings;
  readonly sesFromAddress: string;
  /** The site's origin, linked from every digest; without it no digest is sent (counted as noSiteUrl). */
  readonly siteUrl?: string;
  /** The WhatsApp number's id (issue 24): digests of alerts that chose WhatsApp go from it; none, not offered. */
  readonly whatsappPhoneNumberId?: string;
  /** The handler module; DIGESTS_ENTRY unless a test stands in another. */
  readonly entry?: string;
}

/**
 * The daily digest of job alerts (issue 24 item 3): the function, and the EventBridge rule that runs it each
 * morning. Bundled like the endpoints, its own log group and role: the table actions above on the table and its
 * gsi1 index, reading the session secret, SMS to phone numbers (no topic), e-mail from the site's address, and
 * WhatsApp from the configured number only (when there is one).
 */
export class JobDigests extends Construct {
  readonly functionName: string;
  readonly lambda: NodejsFunction;
  readonly logGroup: LogGroup;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: JobDigestsProps) {
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
      description: 'Sends the daily digests of job alerts',
    });
    this.logGroup.grantWrite(role);
    const alertIndex = `${table.tableArn}/index/gsi1`;
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: [...DIGESTS_TABLE_ACTIONS], resources: [table.tableArn, alertIndex] }),
    );
    props.sessionSecret.grantRead(role);
    role.addToPrincipalPolicy(new PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] }));
    role.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.DENY,
        actions: ['sns:Publish'],
        resources: [`arn:${Stack.of(this).partition}:sns:*:*:*`],
      }),
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: ['*'],
        conditions: { StringEquals: { 'ses:FromAddress': props.sesFromAddress } },
      }),
    );
    if (props.whatsappPhoneNumberId) allowSendingWhatsApp(this, role, props.whatsappPhoneNumberId);
    acknowledgeFindings(
      role,
      ['AwsSolutions-IAM5[Resource::*]', `AwsSolutions-IAM5[Resource::${nagResourceName(this, alertIndex)}]`],
      'SMS to a phone number has no resource ARN (a Deny on every topic ARN keeps it to SMS) and SES sends have no narrower resource (the From address is fixed by condition); the index is the one the alerts are read from.',
    );

    const environment = {
      TABLE_NAME: table.tableName,
      SESSION_SECRET_ARN: props.sessionSecret.secretArn,
      SES_FROM_ADDRESS: props.sesFromAddress,
      SMS_SENDER_ID: props.sms.senderId,
      ...(props.sms.entityId ? { SMS_ENTITY_ID: props.sms.entityId } : {}),
      ...(props.sms.alertTemplateId ? { SMS_ALERT_TEMPLATE_ID: props.sms.alertTemplateId } : {}),
      ...(props.sms.alertTemplateIdHi ? { SMS_ALERT_TEMPLATE_ID_HI: props.sms.alertTemplateIdHi } : {}),
      ...(props.sms.alertTemplateIdTe ? { SMS_ALERT_TEMPLATE_ID_TE: props.sms.alertTemplateIdTe } : {}),
      SMS_STATUS_MONTHLY_PARTS: String(statusMonthlyParts(props.sms)),
      ...(props.siteUrl ? { SITE_URL: props.siteUrl } : {}),
      ...(props.whatsappPhoneNumberId ? { WHATSAPP_PHONE_NUMBER_ID: props.whatsappPhoneNumberId } : {}),
      POWERTOOLS_SERVICE_NAME: 'earnlearn',
      POWERTOOLS_LOG_LEVEL: 'INFO',
      NODE_OPTIONS: '--enable-source-maps',
    } satisfies { [N in StackVariableName]?: string };

    this.lambda = new NodejsFunction(this, 'Function', {
      entry: props.entry ?? DIGESTS_ENTRY,
      handler: 'handler',
      functionName: props.functionName,
      description: 'Each morning: one digest a worker of the new jobs matching their job alerts (issue 24)',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 1024,
      // The most Lambda allows: the run stops a minute before and the next morning run goes on.
      timeout: Duration.minutes(15),
      runtimeManagementMode: RuntimeManagementMode.FUNCTION_UPDATE,
      role,
      logGroup: this.logGroup,
      environment,
      ...functionBundling,
    });

    this.rule = new Rule(this, 'Mornings', {
      description: 'Runs the job-alert digests each morning (10:00-13:00 IST, hourly)',
      schedule: DIGESTS_SCHEDULE,
      targets: [new LambdaFunction(this.lambda, { retryAttempts: 2, maxEventAge: Duration.hours(1) })],
    });
  }
}
