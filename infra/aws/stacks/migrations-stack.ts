import { join } from 'node:path';
import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, RuntimeManagementMode } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Trigger } from 'aws-cdk-lib/triggers';
import type { Construct } from 'constructs';
import { functionBundling } from '../constructs/api-function';
import { acknowledgeFindings, nagResourceName } from '../nag';
import { repoRoot } from '../paths';
import { LOG_RETENTION } from '../retention';
import { importData } from './data-imports';
import type { DataExports } from './data-stack';

export const MIGRATIONS_ENTRY = join(repoRoot, 'functions', 'deploy', 'run-migrations.ts');

/**
 * Exactly the table actions the migrations send (functions/migrations/ and the db modules they call; the infra
 * tests check them against the SDK calls of the bundle). Scan is theirs alone: a migration visits every item,
 * which no request path may do.
 */
export const MIGRATION_TABLE_ACTIONS = [
  'dynamodb:DeleteItem',
  'dynamodb:GetItem',
  'dynamodb:PutItem',
  'dynamodb:Query',
  'dynamodb:Scan',
  'dynamodb:UpdateItem',
] as const;

/** The longest a Lambda function runs: a migration over a large table may need all of it. */
export const MIGRATIONS_TIMEOUT = Duration.minutes(15);

export interface MigrationsStackProps extends StackProps {
  /** `earnlearn-<stage>`: the function is `<prefix>-migrations`. */
  readonly namePrefix: string;
  readonly data: DataExports;
}

/**
 * The deploy's last step: the table's pending data migrations (functions/migrations/), run inside AWS by a
 * function of their own that a CDK trigger invokes while this stack deploys. The app deploys this stack after
 * every stack with code that reads the table, so new code (which reads both shapes) is live before the data
 * changes. The trigger re-runs whenever the function's code or configuration changes, which a new migration
 * always does; a migration that fails fails the trigger, and the deploy with it. The function may read and
 * write the table and its indexes, and write its own log group, nothing else: the deploy role itself never
 * touches data (decision 260).
 */
export class MigrationsStack extends Stack {
  readonly functionName: string;
  readonly lambda: NodejsFunction;
  readonly role: Role;
  readonly trigger: Trigger;

  constructor(scope: Construct, id: string, props: MigrationsStackProps) {
    super(scope, id, props);
    const { table, sessionSecret } = importData(this, props.data);
    this.functionName = `${props.namePrefix}-migrations`;

    const logGroup = new LogGroup(this, 'Logs', {
      logGroupName: `/aws/lambda/${this.functionName}`,
      retention: LOG_RETENTION,
      // Kept once it exists; a first deploy that rolls back takes it with it, so a retry can create it again.
      removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
    });
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: "Runs the table's pending data migrations at the end of a deploy",
    });
    logGroup.grantWrite(this.role);
    const indexes = `${table.tableArn}/index/*`;
    this.role.addToPrincipalPolicy(
      new PolicyStatement({ actions: [...MIGRATION_TABLE_ACTIONS], resources: [table.tableArn, indexes] }),
    );
    acknowledgeFindings(
      this.role,
      [`AwsSolutions-IAM5[Resource::${nagResourceName(this, indexes)}]`],
      "A migration may query any of the table's own indexes (gsi1 to gsi4); the wildcard spans only this table's indexes.",
    );

    this.lambda = new NodejsFunction(this, 'Function', {
      entry: MIGRATIONS_ENTRY,
      handler: 'handler',
      functionName: this.functionName,
      description: "Deploy time: runs the table's pending data migrations (functions/migrations)",
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 1024,
      timeout: MIGRATIONS_TIMEOUT,
      runtimeManagementMode: RuntimeManagementMode.FUNCTION_UPDATE,
      role: this.role,
      logGroup,
      environment: {
        TABLE_NAME: table.tableName,
        // functions/lib/config.ts requires it at load; migrations sign nothing, so the role cannot read it.
        SESSION_SECRET_ARN: sessionSecret.secretArn,
        POWERTOOLS_SERVICE_NAME: 'earnlearn',
        POWERTOOLS_LOG_LEVEL: 'INFO',
        NODE_OPTIONS: '--enable-source-maps',
      },
      ...functionBundling,
    });

    this.trigger = new Trigger(this, 'RunMigrations', {
      handler: this.lambda,
      // Waits for the function's answer: a migration that throws fails this resource, and the deploy.
      timeout: MIGRATIONS_TIMEOUT,
      executeOnHandlerChange: true,
    });
  }
}
