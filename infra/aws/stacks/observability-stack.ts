import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  type IMetric,
  MathExpression,
  Metric,
  SearchExpression,
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
import type { SmsSettings } from '../config';

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
  /** The SMS spend limit the spend alarm compares against. */
  readonly sms: SmsSettings;
  /** Alarm names start with it (`earnlearn-prod-SmsSpend`): the name the notification e-mail shows. */
  readonly namePrefix: string;
}

const period = Duration.minutes(5);

/**
 * The application's own metrics, as functions/lib/metrics.ts publishes them: namespace `Earnlearn`, every metric
 * with the Powertools dimension service=earnlearn and exactly one more. An alarm must name exactly these
 * dimensions, or it watches a metric nobody publishes.
 */
export const APP_METRICS = {
  namespace: 'Earnlearn',
  service: 'earnlearn',
  sms: { names: ['SmsSent', 'SmsFailed'], dimension: 'purpose', values: ['otp', 'review'] },
  email: { names: ['EmailSent', 'EmailFailed'], dimension: 'purpose', values: ['credentials'] },
  logIn: { names: ['LoginFailed', 'LoginLockedOut'], dimension: 'portal', values: ['admin', 'internal'] },
} as const;

/** The SMS spend alarm fires at this share of the monthly limit. */
export const SMS_SPEND_ALARM_SHARE = 0.8;
/** The SMS failure-rate alarm: at least this share failed, among at least SMS_FAILURE_MIN_VOLUME in 5 minutes. */
export const SMS_FAILURE_PERCENT = 20;
export const SMS_FAILURE_MIN_VOLUME = 10;
/** Staff accounts locked out in 5 minutes that look like someone guessing passwords. */
export const LOCKOUT_BURST = 5;

/** One series of an application metric, summed over the period. */
function appMetric(name: string, dimension: string, value: string): Metric {
  return new Metric({
    namespace: APP_METRICS.namespace,
    metricName: name,
    dimensionsMap: { service: APP_METRICS.service, [dimension]: value },
    statistic: Stats.SUM,
    period,
    label: `${name} ${value}`,
  });
}

/** Every series of one metric (one per dimension value), keyed by an id usable in metric math. */
function appSeries(
  group: { dimension: string; values: readonly string[] },
  name: string,
  idPrefix: string,
): Record<string, Metric> {
  return Object.fromEntries(
    group.values.map((value) => [`${idPrefix}_${value}`, appMetric(name, group.dimension, value)]),
  );
}

/** The sum of series, each filled with zeros (an application metric exists only in periods it was counted). */
function sumOf(series: Record<string, IMetric>, label: string): MathExpression {
  return new MathExpression({
    expression: Object.keys(series)
      .map((id) => `FILL(${id}, 0)`)
      .join(' + '),
    usingMetrics: series,
    label,
    period,
  });
}

/** What an alarm is for, as the notification and the runbook show it. */
interface AlarmSpec {
  readonly threshold: number;
  readonly description: string;
  readonly comparison?: ComparisonOperator;
  readonly treatMissingData?: TreatMissingData;
}

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
  private namePrefix = '';

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

    this.namePrefix = props.namePrefix;
    const api5xx = props.httpApi.metricServerError({ period, statistic: Stats.SUM });
    this.addAlarm('Api5xx', api5xx, {
      threshold: 5,
      description: 'The API answered 5 or more 5xx responses in 5 minutes.',
    });

    const functions = props.functions.map(({ contract, functionName }) => ({
      contract,
      lambda: LambdaFunction.fromFunctionName(this, `${contract.name}Function`, functionName),
    }));
    for (const { contract, lambda } of functions) {
      this.addAlarm(`${contract.name}Errors`, lambda.metricErrors({ period, statistic: Stats.SUM }), {
        threshold: 1,
        description: `${contract.method} ${contract.path} failed (crash or timeout) at least once in 5 minutes.`,
      });
      this.addAlarm(`${contract.name}Throttles`, lambda.metricThrottles({ period, statistic: Stats.SUM }), {
        threshold: 1,
        description: `${contract.method} ${contract.path} was throttled at least once in 5 minutes.`,
      });
    }

    const tableThrottles = this.tableThrottles(props.table);
    this.addAlarm('TableThrottles', tableThrottles, {
      threshold: 1,
      description: 'DynamoDB throttled at least one request in 5 minutes.',
    });

    const messaging = this.messagingAlarms(props.sms);

    this.buildDashboard(props, functions, api5xx, tableThrottles, messaging);
  }

  /** SMS spend and failure rate, e-mail failures and a burst of staff lock-outs. */
  private messagingAlarms(sms: SmsSettings) {
    const spendLimit = sms.monthlySpendLimitUsd;
    const smsSpend = new Metric({
      namespace: 'AWS/SNS',
      metricName: 'SMSMonthToDateSpentUSD',
      statistic: Stats.MAXIMUM,
      period,
      label: 'SMS spent this month (USD)',
    });
    this.addAlarm('SmsSpend', smsSpend, {
      threshold: spendLimit * SMS_SPEND_ALARM_SHARE,
      description: `SMS spending this month has reached ${SMS_SPEND_ALARM_SHARE * 100}% of the USD ${spendLimit} limit: at the limit SNS stops sending, and no worker can verify a number.`,
      // SNS publishes the figure only while sending: a quiet hour is no reason to say the spend is back to OK.
      treatMissingData: TreatMissingData.IGNORE,
    });

    const smsSent = appSeries(APP_METRICS.sms, 'SmsSent', 'sent');
    const smsFailed = appSeries(APP_METRICS.sms, 'SmsFailed', 'failed');
    const filled = (series: Record<string, Metric>) =>
      `(${Object.keys(series)
        .map((id) => `FILL(${id}, 0)`)
        .join(' + ')})`;
    const total = `(${filled(smsSent)} + ${filled(smsFailed)})`;
    const smsFailureRate = new MathExpression({
      expression: `IF(${total} >= ${SMS_FAILURE_MIN_VOLUME}, 100 * ${filled(smsFailed)} / ${total}, 0)`,
      usingMetrics: { ...smsSent, ...smsFailed },
      label: 'SMS failed (%)',
      period,
    });
    this.addAlarm('SmsFailureRate', smsFailureRate, {
      threshold: SMS_FAILURE_PERCENT,
      description: `At least ${SMS_FAILURE_PERCENT}% of SMS failed in 5 minutes (of at least ${SMS_FAILURE_MIN_VOLUME} sent or failed): SNS refuses them (spend limit, sandbox, DLT ids, throttling).`,
    });

    const emailSent = appSeries(APP_METRICS.email, 'EmailSent', 'sent');
    const emailFailed = appSeries(APP_METRICS.email, 'EmailFailed', 'failed');
    const emailFailures = sumOf(emailFailed, 'E-mails failed');
    this.addAlarm('EmailFailures', emailFailures, {
      threshold: 1,
      description:
        'SES refused at least one e-mail in 5 minutes: a new employee did not get their temporary password (sandbox, identity not verified, sending paused).',
    });

    const loginFailed = appSeries(APP_METRICS.logIn, 'LoginFailed', 'failed');
    const lockedOut = appSeries(APP_METRICS.logIn, 'LoginLockedOut', 'locked');
    const lockOuts = sumOf(lockedOut, 'Log-in lock-outs');
    this.addAlarm('LoginLockoutBurst', lockOuts, {
      threshold: LOCKOUT_BURST,
      description: `${LOCKOUT_BURST} or more staff log-ins were locked out in 5 minutes: someone may be guessing passwords.`,
    });

    return { smsSpend, smsSent, smsFailed, smsFailureRate, emailSent, emailFailed, loginFailed, lockedOut };
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

  private addAlarm(id: string, metric: IMetric, spec: AlarmSpec): void {
    const { threshold, description, comparison, treatMissingData } = spec;
    const alarm = new Alarm(this, id, {
      alarmName: `${this.namePrefix}-${id}`,
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: comparison ?? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: treatMissingData ?? TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    });
    alarm.addAlarmAction(new SnsAction(this.alarmTopic));
    alarm.addOkAction(new SnsAction(this.alarmTopic));
    this.alarms.push(alarm);
  }

  private buildDashboard(
    { httpApi, table, sms }: ObservabilityStackProps,
    functions: readonly { contract: EndpointContract; lambda: IFunction }[],
    api5xx: IMetric,
    tableThrottles: IMetric,
    messaging: ReturnType<ObservabilityStack['messagingAlarms']>,
  ): void {
    const perFunction = (metric: (fn: { contract: EndpointContract; lambda: IFunction }) => IMetric) =>
      functions.map(metric);
    const dashboard = new Dashboard(this, 'Dashboard', { defaultInterval: Duration.hours(3) });
    dashboard.addWidgets(
      new TextWidget({
        markdown:
          '# Earnlearn\nAPI, routes, messaging, log-ins, functions and table. Every alarm notifies the alarm topic; docs/operations.md says what each means and what to do.',
        width: 24,
      }),
    );
    // An alarm status widget shows at most 100 alarms.
    for (let first = 0; first < this.alarms.length; first += 100) {
      dashboard.addWidgets(
        new AlarmStatusWidget({
          title: 'Alarms',
          alarms: this.alarms.slice(first, first + 100),
          width: 24,
          height: 6,
        }),
      );
    }
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
    const routes = (metricName: string, statistic: string) =>
      routeSeries(httpApi.apiId, metricName, statistic);
    dashboard.addWidgets(
      new GraphWidget({ title: 'Route latency p50 (ms)', left: routes('Latency', 'p50'), width: 12 }),
      new GraphWidget({ title: 'Route latency p99 (ms)', left: routes('Latency', 'p99'), width: 12 }),
    );
    dashboard.addWidgets(
      new GraphWidget({ title: 'Route 4xx', left: routes('4xx', 'Sum'), width: 12 }),
      new GraphWidget({ title: 'Route 5xx', left: routes('5xx', 'Sum'), width: 12 }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'SMS sent and failed',
        left: [...Object.values(messaging.smsSent), ...Object.values(messaging.smsFailed)],
        right: [messaging.smsFailureRate],
        width: 8,
      }),
      new GraphWidget({
        title: 'SMS spent this month (USD)',
        left: [messaging.smsSpend],
        leftAnnotations: [
          { value: sms.monthlySpendLimitUsd, label: 'Monthly limit' },
          { value: sms.monthlySpendLimitUsd * SMS_SPEND_ALARM_SHARE, label: 'Alarm' },
        ],
        width: 8,
      }),
      new GraphWidget({
        title: 'E-mails sent and failed',
        left: [...Object.values(messaging.emailSent), ...Object.values(messaging.emailFailed)],
        width: 8,
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Staff log-in failures and lock-outs',
        left: [...Object.values(messaging.loginFailed), ...Object.values(messaging.lockedOut)],
        width: 24,
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

/**
 * One line per route of the API (detailed route metrics, api-stack.ts), found by a search so a new endpoint
 * appears without a change here. AWS documents the per-route dimensions of an HTTP API both as
 * (ApiId, Stage, Route) and as (ApiId, Method, Resource, Stage): a search per schema, whichever CloudWatch has.
 */
function routeSeries(apiId: string, metricName: string, statistic: string): SearchExpression[] {
  const seconds = period.toSeconds();
  return ['{AWS/ApiGateway,ApiId,Stage,Route}', '{AWS/ApiGateway,ApiId,Method,Resource,Stage}'].map(
    (schema) =>
      new SearchExpression({
        expression: `SEARCH('${schema} MetricName="${metricName}" ApiId="${apiId}"', '${statistic}', ${seconds})`,
        label: '',
        period,
      }),
  );
}
