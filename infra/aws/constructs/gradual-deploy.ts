import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, type IAlarm, Stats, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import {
  type ILambdaApplication,
  type ILambdaDeploymentConfig,
  LambdaDeploymentConfig,
  LambdaDeploymentGroup,
} from 'aws-cdk-lib/aws-codedeploy';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import { Alias } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { DeploymentStyle } from '../config';
import type { ApiFunction } from './api-function';

/** The alias every route invokes: the code users get, moved to a new version by CodeDeploy (decision 118). */
export const LIVE_ALIAS = 'live';

/**
 * How CodeDeploy shifts the alias, by the stage's `deployment`: 10% of calls for 5 minutes, then all (a single bad
 * answer in ten is enough for the alias's Errors alarm at launch traffic, decision 114), or all at once (a dev
 * stage that wants a deploy to take seconds; the alarms still roll back a deploy they catch while it runs).
 */
export const DEPLOYMENT_CONFIGS: { readonly [S in DeploymentStyle]: ILambdaDeploymentConfig } = {
  canary: LambdaDeploymentConfig.CANARY_10PERCENT_5MINUTES,
  allAtOnce: LambdaDeploymentConfig.ALL_AT_ONCE,
};

/** The alias's Errors alarm looks at 1-minute periods, so it can fire within the canary's 5 minutes. */
export const LIVE_ERRORS_PERIOD = Duration.minutes(1);

export interface GradualDeployProps {
  readonly fn: ApiFunction;
  /** The CodeDeploy application of the function's area. */
  readonly application: ILambdaApplication;
  /** The area's deployment role (CodeDeploy's AWSCodeDeployRoleForLambdaLimited). */
  readonly role: IRole;
  readonly deployment: DeploymentStyle;
  /**
   * Whether the alarms roll the deployment back. Off (break glass), the group watches none: a redeploy of the
   * last good commit must go through while the bad code keeps those alarms in ALARM. The alarms stay listed with
   * the alarm check off (AlarmConfiguration Enabled false): CloudFormation leaving the property out would leave
   * CodeDeploy's alarms as they were, and turning the check on again changes only that flag.
   */
  readonly deploymentAlarms?: boolean;
  /** Alarm names start with it (`earnlearn-prod-getAllJobsLiveErrors`). */
  readonly namePrefix: string;
  /** Alarms of the whole API that roll back any function's deployment too (the API's 5xx rate). */
  readonly apiAlarms: readonly IAlarm[];
}

/**
 * One function's gradual deploy: the version its current code and configuration publish (`currentVersion`, a new
 * one on every change of either), the `live` alias its route invokes, an Errors alarm on that alias, and a
 * CodeDeploy deployment group of its own (CodeDeploy runs one deployment per group at a time, so one shared group
 * would fail whenever a deploy changes several functions, decision 114) that shifts the alias to the new version
 * and rolls it back when the deployment fails, is stopped, or one of its alarms fires.
 */
export class GradualDeploy extends Construct {
  readonly alias: Alias;
  readonly errorsAlarm: Alarm;
  readonly deploymentGroup: LambdaDeploymentGroup;

  constructor(scope: Construct, id: string, props: GradualDeployProps) {
    super(scope, id);
    const { fn } = props;
    const { contract } = fn;
    this.alias = new Alias(this, 'Live', {
      aliasName: LIVE_ALIAS,
      version: fn.lambda.currentVersion,
      description: `What ${contract.method} ${contract.path} runs; CodeDeploy moves it to each new version`,
    });
    this.errorsAlarm = new Alarm(this, 'Errors', {
      alarmName: `${props.namePrefix}-${contract.name}LiveErrors`,
      alarmDescription: `${contract.method} ${contract.path} failed (crash or timeout) through its live alias in a minute: rolls back a deployment in progress (docs/operations.md, "Gradual deploys").`,
      metric: this.alias.metricErrors({ period: LIVE_ERRORS_PERIOD, statistic: Stats.SUM }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    const watched = props.deploymentAlarms !== false;
    this.deploymentGroup = new LambdaDeploymentGroup(this, 'Deployment', {
      application: props.application,
      deploymentGroupName: contract.name,
      alias: this.alias,
      role: props.role,
      deploymentConfig: DEPLOYMENT_CONFIGS[props.deployment],
      alarms: [this.errorsAlarm, ...props.apiAlarms],
      ignoreAlarmConfiguration: !watched,
      autoRollback: { failedDeployment: true, stoppedDeployment: true, deploymentInAlarm: watched },
    });
  }
}
