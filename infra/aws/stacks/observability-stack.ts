import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  type IMetric,
  MathExpression,
  Stats,
  TextWidget,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Operation, type Table } from 'aws-cdk-lib/aws-dynamodb';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { type IFunction, Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import type { EndpointContract } from '#shared/api/index';

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
  readonly table: Table;
  readonly alarmEmail?: string;
}

const period = Duration.minutes(5);

/** The operations the handlers use (a metric-math alarm takes at most 10 metrics). */
const tableOperations = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_GET_ITEMS,
  Operation.TRANSACT_WRITE_ITEMS,
];

/** Alarms that page the operator (5xx, function errors and throttles, table throttling) and one dashboard. */
export class ObservabilityStack extends Stack {
  readonly alarmTopic: Topic;
  readonly alarms: Alarm[] = [];

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

    const api5xx = props.httpApi.metricServerError({ period, statistic: Stats.SUM });
    this.addAlarm('Api5xx', api5xx, 5, 'The API answered 5 or more 5xx responses in 5 minutes.');

    const functions = props.functions.map(({ contract, functionName }) => ({
      contract,
      lambda: LambdaFunction.fromFunctionName(this, `${contract.name}Function`, functionName),
    }));
    for (const { contract, lambda } of functions) {
      this.addAlarm(
        `${contract.name}Errors`,
        lambda.metricErrors({ period, statistic: Stats.SUM }),
        1,
        `${contract.method} ${contract.path} failed (crash or timeout) at least once in 5 minutes.`,
      );
      this.addAlarm(
        `${contract.name}Throttles`,
        lambda.metricThrottles({ period, statistic: Stats.SUM }),
        1,
        `${contract.method} ${contract.path} was throttled at least once in 5 minutes.`,
      );
    }

    const tableThrottles = this.tableThrottles(props.table);
    this.addAlarm(
      'TableThrottles',
      tableThrottles,
      1,
      'DynamoDB throttled at least one request in 5 minutes.',
    );

    this.buildDashboard(props, functions, api5xx, tableThrottles);
  }

  /**
   * Throttled requests of every operation the handlers use, summed. DynamoDB publishes the metric only while
   * throttling, so each series is filled with zeros: a plain sum would have no value unless all had data.
   */
  private tableThrottles(table: Table): IMetric {
    const usingMetrics = Object.fromEntries(
      tableOperations.map((operation) => [
        operation.toLowerCase(),
        table.metric('ThrottledRequests', {
          dimensionsMap: { TableName: table.tableName, Operation: operation },
          statistic: Stats.SUM,
          period,
        }),
      ]),
    );
    return new MathExpression({
      expression: Object.keys(usingMetrics)
        .map((id) => `FILL(${id}, 0)`)
        .join(' + '),
      usingMetrics,
      label: 'Throttled requests',
      period,
    });
  }

  private addAlarm(id: string, metric: IMetric, threshold: number, description: string): void {
    const alarm = new Alarm(this, id, {
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    });
    alarm.addAlarmAction(new SnsAction(this.alarmTopic));
    alarm.addOkAction(new SnsAction(this.alarmTopic));
    this.alarms.push(alarm);
  }

  private buildDashboard(
    { httpApi, table }: ObservabilityStackProps,
    functions: readonly { contract: EndpointContract; lambda: IFunction }[],
    api5xx: IMetric,
    tableThrottles: IMetric,
  ): void {
    const perFunction = (metric: (fn: { contract: EndpointContract; lambda: IFunction }) => IMetric) =>
      functions.map(metric);
    const dashboard = new Dashboard(this, 'Dashboard', { defaultInterval: Duration.hours(3) });
    dashboard.addWidgets(
      new TextWidget({
        markdown: '# Earnlearn\nAPI, functions and table. Alarms notify the alarm topic.',
        width: 24,
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'API requests and errors',
        left: [
          httpApi.metricCount({ period, statistic: Stats.SUM }),
          httpApi.metricClientError({ period }),
          api5xx,
        ],
        width: 12,
      }),
      new GraphWidget({
        title: 'API latency (p50, p99)',
        left: [
          httpApi.metricLatency({ period, statistic: Stats.p(50) }),
          httpApi.metricLatency({ period, statistic: Stats.p(99) }),
        ],
        width: 12,
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Function errors',
        left: perFunction(({ contract, lambda }) => lambda.metricErrors({ period, label: contract.name })),
        width: 8,
      }),
      new GraphWidget({
        title: 'Function throttles',
        left: perFunction(({ contract, lambda }) => lambda.metricThrottles({ period, label: contract.name })),
        width: 8,
      }),
      new GraphWidget({
        title: 'Function duration p99',
        left: perFunction(({ contract, lambda }) =>
          lambda.metricDuration({ period, statistic: Stats.p(99), label: contract.name }),
        ),
        width: 8,
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'DynamoDB consumed capacity',
        left: [
          table.metricConsumedReadCapacityUnits({ period, statistic: Stats.SUM }),
          table.metricConsumedWriteCapacityUnits({ period, statistic: Stats.SUM }),
        ],
        width: 12,
      }),
      new GraphWidget({ title: 'DynamoDB throttled requests', left: [tableThrottles], width: 12 }),
    );
  }
}
