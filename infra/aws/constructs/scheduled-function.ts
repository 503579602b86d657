import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, type Schedule as RuleSchedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, RuntimeManagementMode } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Schedule, type ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { StackVariableName } from '#lib/environment';
import { acknowledgeFindings, nagResourceName } from '../nag';
import { LOG_RETENTION } from '../retention';
import { functionBundling, smsPurposeStatement } from './api-function';

/** What runs the job: an EventBridge rule, or an EventBridge Scheduler schedule with a role of its own. */
export type JobTrigger =
  | {
      readonly kind: 'rule';
      /** The construct id (`Hourly`): it names the rule's logical id, so it stays. */
      readonly id: string;
      readonly description: string;
      readonly schedule: RuleSchedule;
    }
  | {
      readonly kind: 'scheduler';
      readonly id: string;
      readonly description: string;
      readonly schedule: ScheduleExpression;
      /** The schedule role's description. */
      readonly roleDescription: string;
      /** How long a failed run may still be retried: a missed run is made up by the next. */
      readonly maxEventAge: Duration;
    };

/** The variables every job's code reads (functions/lib/config.ts) are set here; a job adds its own. */
export type JobVariables = { readonly [N in StackVariableName]?: string };

export interface ScheduledFunctionProps {
  /** The physical name, known before deployment (the observability stack alarms on it by name). */
  readonly functionName: string;
  /** The handler module (not an /api endpoint: no contract, no route). */
  readonly entry: string;
  /** The function's description. */
  readonly description: string;
  /** The role's description. */
  readonly roleDescription: string;
  readonly memorySize?: number;
  readonly timeout: Duration;
  readonly table: ITable;
  /** Exactly the table actions the job's code sends (checked against its bundle by the infra tests). */
  readonly tableActions: readonly string[];
  /** The indexes it queries (`gsi3`), granted beside the table. */
  readonly tableIndexes?: readonly string[];
  /**
   * The partition keys it may touch (`BREACH#*`, `dynamodb:LeadingKeys`): a job that writes one kind of item
   * only is held to it. Any key unless given.
   */
  readonly tablePartitions?: readonly string[];
  /**
   * The session secret's ARN is always in the environment (functions/lib/config.ts requires it at load); it is
   * read only by a job that signs or hashes with it.
   */
  readonly sessionSecret: ISecret;
  readonly readsSessionSecret?: boolean;
  readonly environment?: JobVariables;
  /** Anything else the job may do (SMS, e-mail, objects): added to its role after the table's actions. */
  readonly grant?: (role: Role, job: ScheduledFunction) => void;
  /** None for a function only the operator invokes (`aws lambda invoke`, with their own rights). */
  readonly trigger?: JobTrigger;
}

/**
 * A job run on a schedule (or, without a trigger, by the operator): a function bundled like the endpoints (Node 24, arm64), its own log group (retained)
 * and its own role, allowed its table actions on the table and the indexes it reads, writing its log group, and
 * what `grant` adds; run by an EventBridge rule or Scheduler schedule that retries briefly, never past the next
 * run. No X-Ray: a batch run has no caller to trace through, and it would need xray:* on `*` for nothing the log
 * line and the Errors alarm do not already say.
 */
export class ScheduledFunction extends Construct {
  readonly functionName: string;
  readonly lambda: NodejsFunction;
  readonly logGroup: LogGroup;
  readonly role: Role;
  /** The table its grants are on (what `grant` may add to). */
  readonly table: ITable;
  readonly trigger?: Rule | Schedule;

  constructor(scope: Construct, id: string, props: ScheduledFunctionProps) {
    super(scope, id);
    const { table } = props;
    this.table = table;
    this.functionName = props.functionName;

    this.logGroup = new LogGroup(this, 'Logs', {
      logGroupName: `/aws/lambda/${props.functionName}`,
      retention: LOG_RETENTION,
      // Kept with the stack's delete, not with a rolled-back first create: a retry would find the name taken.
      removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
    });
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: props.roleDescription,
    });
    this.logGroup.grantWrite(this.role);
    const indexes = (props.tableIndexes ?? []).map((index) => `${table.tableArn}/index/${index}`);
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: [...props.tableActions],
        resources: [table.tableArn, ...indexes],
        ...(props.tablePartitions
          ? {
              conditions: {
                'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...props.tablePartitions] },
              },
            }
          : {}),
      }),
    );
    acknowledgeFindings(
      this.role,
      indexes.map((arn) => `AwsSolutions-IAM5[Resource::${nagResourceName(this, arn)}]`),
      'The indexes the job reads, by name: an index ARN is the table’s with /index/<name>.',
    );
    if (props.readsSessionSecret) props.sessionSecret.grantRead(this.role);
    props.grant?.(this.role, this);

    this.lambda = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      functionName: props.functionName,
      description: props.description,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout,
      runtimeManagementMode: RuntimeManagementMode.FUNCTION_UPDATE,
      role: this.role,
      logGroup: this.logGroup,
      environment: {
        TABLE_NAME: table.tableName,
        SESSION_SECRET_ARN: props.sessionSecret.secretArn,
        ...props.environment,
        POWERTOOLS_SERVICE_NAME: 'earnlearn',
        POWERTOOLS_LOG_LEVEL: 'INFO',
        NODE_OPTIONS: '--enable-source-maps',
      } satisfies JobVariables,
      ...functionBundling,
    });
    if (props.trigger) this.trigger = this.schedule(props.trigger);
  }

  private schedule(trigger: JobTrigger): Rule | Schedule {
    if (trigger.kind === 'rule') {
      return new Rule(this, trigger.id, {
        description: trigger.description,
        schedule: trigger.schedule,
        targets: [new LambdaFunction(this.lambda, { retryAttempts: 2, maxEventAge: Duration.hours(1) })],
      });
    }
    // The schedule's own role, allowed to invoke this function only (its versions too, as the target grants).
    const scheduleRole = new Role(this, 'ScheduleRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
      description: trigger.roleDescription,
    });
    const schedule = new Schedule(this, trigger.id, {
      description: trigger.description,
      schedule: trigger.schedule,
      target: new LambdaInvoke(this.lambda, {
        role: scheduleRole,
        retryAttempts: 2,
        maxEventAge: trigger.maxEventAge,
      }),
    });
    acknowledgeFindings(
      scheduleRole,
      [`AwsSolutions-IAM5[Resource::${nagResourceName(this, `${this.lambda.functionArn}:*`)}]`],
      'The schedule may invoke this one function and its versions, nothing else.',
    );
    return schedule;
  }
}

/**
 * SMS to phone numbers: SNS Publish to a number has no resource ARN, so the Allow is on `*`; the Deny on every
 * topic ARN leaves SMS as the only thing it can do. Each SMS sent records its purpose by message id
 * (smsPurposeStatement).
 */
export function allowSmsOnly(role: Role, table: ITable): void {
  role.addToPrincipalPolicy(new PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] }));
  role.addToPrincipalPolicy(smsPurposeStatement(table));
  role.addToPrincipalPolicy(
    new PolicyStatement({
      effect: Effect.DENY,
      actions: ['sns:Publish'],
      resources: [`arn:${Stack.of(role).partition}:sns:*:*:*`],
    }),
  );
}

/** SES sends from the stage's address only (the condition); SES sends have no narrower resource. */
export function allowEmailFrom(role: Role, fromAddress: string): void {
  role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: ['*'],
      conditions: { StringEquals: { 'ses:FromAddress': fromAddress } },
    }),
  );
}
