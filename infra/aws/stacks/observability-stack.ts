import { Stack, type StackProps } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { type Alarm, Stats } from 'aws-cdk-lib/aws-cloudwatch';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import type { EndpointContract } from '#shared/api/index';
import type { SmsSettings } from '../config';
import { Alarms, messagingAlarms } from './observability/alarms';
import { buildDashboard } from './observability/dashboard';
import { period, tableThrottles } from './observability/metrics';

export interface MonitoredFunction {
  readonly contract: EndpointContract;
  readonly functionName: string;
}

export interface ObservabilityStackProps extends StackProps {
  readonly httpApi: HttpApi;
  /**
   * By physical name rather than by reference: a reference would export each function from the API stack,
   * and removing an endpoint would then fail to deploy while this stack still imports its export.
   */
  readonly functions: readonly MonitoredFunction[];
  /** The hourly sweep of held accounts, by physical name too. */
  readonly sweepFunctionName: string;
  readonly table: Table;
  readonly alarmEmail?: string;
  /** The SMS spend limit the spend alarm compares against. */
  readonly sms: SmsSettings;
  /**
   * What the deploy could apply of the SMS spend limit (SmsAccountSettings.note): the dashboard shows it, so a
   * limit still waiting on a support case is seen where the spend is.
   */
  readonly smsSpendLimitNote?: string;
  /** Alarm names start with it (`earnlearn-prod-SmsSpend`): the name the notification e-mail shows. */
  readonly namePrefix: string;
}

/**
 * Alarms that page the operator (5xx, function errors and throttles, the held-accounts sweep's errors, table
 * throttling) and one dashboard.
 */
export class ObservabilityStack extends Stack {
  readonly alarmTopic: Topic;
  readonly alarms: Alarm[];

  constructor(scope: Construct, id: string, props: ObservabilityStackProps) {
    super(scope, id, props);

    // CloudWatch can publish to an encrypted topic only with a customer managed key that lets it.
    const topicKey = new Key(this, 'AlarmTopicKey', {
      description: 'Encrypts the Earnlearn alarm topic',
      enableKeyRotation: true,
    });
    topicKey.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.alarmTopic = new Topic(this, 'AlarmTopic', {
      displayName: 'Earnlearn alarms',
      masterKey: topicKey,
      enforceSSL: true,
    });
    if (props.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(props.alarmEmail));

    const alarms = new Alarms(this, this.alarmTopic, props.namePrefix);
    this.alarms = alarms.all;
    const api5xx = props.httpApi.metricServerError({ period, statistic: Stats.SUM });
    alarms.add('Api5xx', api5xx, {
      threshold: 5,
      description: 'The API answered 5 or more 5xx responses in 5 minutes.',
    });

    const functions = props.functions.map(({ contract, functionName }) => ({
      contract,
      lambda: LambdaFunction.fromFunctionName(this, `${contract.name}Function`, functionName),
    }));
    for (const { contract, lambda } of functions) {
      alarms.add(`${contract.name}Errors`, lambda.metricErrors({ period, statistic: Stats.SUM }), {
        threshold: 1,
        description: `${contract.method} ${contract.path} failed (crash or timeout) at least once in 5 minutes.`,
      });
      alarms.add(`${contract.name}Throttles`, lambda.metricThrottles({ period, statistic: Stats.SUM }), {
        threshold: 1,
        description: `${contract.method} ${contract.path} was throttled at least once in 5 minutes.`,
      });
    }

    const sweep = LambdaFunction.fromFunctionName(this, 'SweepFunction', props.sweepFunctionName);
    alarms.add('expireHeldAccountsErrors', sweep.metricErrors({ period, statistic: Stats.SUM }), {
      threshold: 1,
      description:
        'The hourly sweep of held accounts failed (crash or timeout): accounts whose 7-day hold ran out may not have been erased (docs/operations.md, "Held accounts and the hourly sweep").',
    });

    const throttles = tableThrottles(props.table);
    alarms.add('TableThrottles', throttles, {
      threshold: 1,
      description: 'DynamoDB throttled at least one request in 5 minutes.',
    });

    const messaging = messagingAlarms(alarms, props.sms);

    buildDashboard(this, {
      httpApi: props.httpApi,
      table: props.table,
      sms: props.sms,
      smsSpendLimitNote: props.smsSpendLimitNote,
      dashboardName: props.namePrefix,
      functions,
      alarms: alarms.all,
      api5xx,
      tableThrottles: throttles,
      messaging,
    });
  }
}
