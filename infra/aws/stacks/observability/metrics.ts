/** The metrics the observability stack alarms on and draws: the application's own, the table's, the routes'. */
import { Duration } from 'aws-cdk-lib';
import { type IMetric, MathExpression, Metric, SearchExpression, Stats } from 'aws-cdk-lib/aws-cloudwatch';
import { Operation, type Table } from 'aws-cdk-lib/aws-dynamodb';
import { CAPS, EMAIL_PURPOSES, SMS_PURPOSES } from '#shared/domain/message-purposes';

/** Every alarm and graph looks at 5-minute periods. */
export const period = Duration.minutes(5);

/**
 * The application's own metrics, as functions/lib/metrics.ts publishes them: namespace `Earnlearn`, every metric
 * with the Powertools dimension service=earnlearn and exactly one more. An alarm must name exactly these
 * dimensions, or it watches a metric nobody publishes.
 */
export const APP_METRICS = {
  namespace: 'Earnlearn',
  service: 'earnlearn',
  sms: { names: ['SmsSent', 'SmsFailed', 'SmsUndelivered'], dimension: 'purpose', values: SMS_PURPOSES },
  email: { names: ['EmailSent', 'EmailFailed'], dimension: 'purpose', values: EMAIL_PURPOSES },
  logIn: { names: ['LoginFailed', 'LoginLockedOut'], dimension: 'portal', values: ['admin', 'internal'] },
  statusSms: { names: ['StatusSmsSkipped'], dimension: 'reason', values: ['dailyCap', 'monthlyShare'] },
  caps: { names: ['CapReached'], dimension: 'cap', values: CAPS },
  whatsapp: {
    names: ['WhatsAppSent', 'WhatsAppFailed'],
    dimension: 'template',
    values: ['application_status', 'job_alert_digest'],
  },
} as const;

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
export function appSeries(
  group: { dimension: string; values: readonly string[] },
  name: string,
  idPrefix: string,
): Record<string, Metric> {
  return Object.fromEntries(
    group.values.map((value) => [`${idPrefix}_${value}`, appMetric(name, group.dimension, value)]),
  );
}

/** The sum of series, each filled with zeros (an application metric exists only in periods it was counted). */
export function sumOf(series: Record<string, IMetric>, label: string): MathExpression {
  return new MathExpression({
    expression: Object.keys(series)
      .map((id) => `FILL(${id}, 0)`)
      .join(' + '),
    usingMetrics: series,
    label,
    period,
  });
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

/**
 * Throttled requests of every operation the handlers use, summed. DynamoDB publishes the metric only while
 * throttling, so each series is filled with zeros: a plain sum would have no value unless all had data.
 */
export function tableThrottles(table: Table): IMetric {
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

/**
 * One line per route of the API (detailed route metrics, api-stack.ts), found by a search so a new endpoint
 * appears without a change here. AWS documents the per-route dimensions of an HTTP API both as
 * (ApiId, Stage, Route) and as (ApiId, Method, Resource, Stage): a search per schema, whichever CloudWatch has.
 */
export function routeSeries(apiId: string, metricName: string, statistic: string): SearchExpression[] {
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
