import { join } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, RuntimeManagementMode } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { StackVariableName } from '#lib/environment';
import { repoRoot } from '../paths';
import { LOG_RETENTION } from '../retention';
import { functionBundling } from './api-function';

/** The sweep's handler module (not an /api endpoint: no contract, no route). */
export const SWEEP_ENTRY = join(repoRoot, 'functions', 'scheduled', 'expire-held-accounts.ts');

/** How often EventBridge runs it. */
export const SWEEP_SCHEDULE = Schedule.rate(Duration.hours(1));

/**
 * What the sweep does to the table, and nothing more (functions/features/consent/expiry.ts and erase.ts):
 * Query of the HELD partition and of a worker's own partition, GetItem of the account, and transactions that
 * only Delete items (the worker's, their words, identity, number, link, hold) and Update counters (each job's
 * applicants, the STATS item). No Put, no ConditionCheck, no batch; every read is on the table itself (the
 * reads are consistent, which no index offers), so no index is granted. test/infra/held-accounts-sweep.test.ts
 * checks these against the SDK calls of the bundled handler.
 */
export const SWEEP_TABLE_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:Query',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
] as const;

/** Up to 200 erasures a run (expireHeldAccounts), each a few transactions: far under this. */
const SWEEP_TIMEOUT = Duration.minutes(5);

export interface HeldAccountsSweepProps {
  readonly functionName: string;
  readonly table: ITable;
  /** Its ARN only: see the environment below. The sweep gets no permission on the secret. */
  readonly sessionSecret: ISecret;
  /** The handler module; SWEEP_ENTRY unless a test stands in another. */
  readonly entry?: string;
}

/**
 * The hourly sweep of held accounts (issue 18): the function that erases every worker account whose 7-day hold
 * ran out without consent, and the EventBridge rule that runs it every hour. Node 24 on arm64 with the
 * endpoints' bundling, its own log group (a month, retained) and its own role, allowed only the table actions
 * above on the table itself and writing its own log group.
 */
export class HeldAccountsSweep extends Construct {
  /** The physical name, known before deployment (the observability stack alarms on it by name). */
  readonly functionName: string;
  readonly lambda: NodejsFunction;
  readonly logGroup: LogGroup;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: HeldAccountsSweepProps) {
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
      description: 'Runs the hourly sweep of held accounts',
    });
    this.logGroup.grantWrite(role);
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: [...SWEEP_TABLE_ACTIONS], resources: [table.tableArn] }),
    );

    // functions/lib/config.ts, loaded by every module that reads the table, requires a session-key variable
    // at load. The sweep signs and checks nothing, and its bundle makes no Secrets Manager call (tested), so
    // it gets the secret's ARN to satisfy that check and no permission to read the secret.
    const environment = {
      TABLE_NAME: table.tableName,
      SESSION_SECRET_ARN: props.sessionSecret.secretArn,
      POWERTOOLS_SERVICE_NAME: 'earnlearn',
      POWERTOOLS_LOG_LEVEL: 'INFO',
      NODE_OPTIONS: '--enable-source-maps',
    } satisfies { [N in StackVariableName]?: string };

    this.lambda = new NodejsFunction(this, 'Function', {
      entry: props.entry ?? SWEEP_ENTRY,
      handler: 'handler',
      functionName: props.functionName,
      description: 'Hourly: erases the worker accounts whose 7-day hold ran out without consent',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: SWEEP_TIMEOUT,
      // No X-Ray: a batch run with no caller to trace through; it would need xray:* on `*` (no resource-level
      // permissions) for nothing the log line and the Errors alarm do not already say.
      runtimeManagementMode: RuntimeManagementMode.FUNCTION_UPDATE,
      role,
      logGroup: this.logGroup,
      environment,
      ...functionBundling,
    });

    this.rule = new Rule(this, 'Hourly', {
      description: 'Runs the sweep of held accounts every hour',
      schedule: SWEEP_SCHEDULE,
      // A run missed or failed is made up by the next one an hour later (the sweep takes every hold that is
      // due): EventBridge retries briefly, never past the next run.
      targets: [new LambdaFunction(this.lambda, { retryAttempts: 2, maxEventAge: Duration.hours(1) })],
    });
  }
}
