/** The observability stack's one dashboard: alarms, API, routes, messaging, log-ins, functions and table. */
import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AlarmStatusWidget,
  Dashboard,
  GraphWidget,
  type IAlarm,
  type IMetric,
  Metric,
  SearchExpression,
  Stats,
  TextWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import type { EndpointContract } from '#shared/api/index';
import type { SmsSettings } from '../../config';
import { type MessagingMetrics, SMS_SPEND_ALARM_SHARE } from './alarms';
import { period, routeSeries } from './metrics';

/** An endpoint's function, as the stack imported it by name. */
export interface EndpointFunction {
  readonly contract: EndpointContract;
  readonly lambda: IFunction;
}

export interface DashboardSources {
  readonly httpApi: HttpApi;
  readonly table: Table;
  readonly sms: SmsSettings;
  readonly smsSpendLimitNote?: string;
  /** The name the runbook gives it: `earnlearn-<stage>`. */
  readonly dashboardName: string;
  readonly functions: readonly EndpointFunction[];
  /** The composite alarms first, then the metric alarms. */
  readonly alarms: readonly IAlarm[];
  readonly requests: IMetric;
  readonly api4xx: IMetric;
  readonly api5xx: IMetric;
  /** The WAF web ACL's name; its metrics are in us-east-1 (a CloudFront web ACL lives there). */
  readonly webAclName?: string;
  readonly tableThrottles: IMetric;
  readonly messaging: MessagingMetrics;
}

export function buildDashboard(scope: Construct, sources: DashboardSources): Dashboard {
  const { httpApi, table, sms, functions, alarms, requests, api4xx, api5xx, tableThrottles, messaging } =
    sources;
  const perFunction = (metric: (fn: EndpointFunction) => IMetric) => functions.map(metric);
  const dashboard = new Dashboard(scope, 'Dashboard', {
    dashboardName: sources.dashboardName,
    defaultInterval: Duration.hours(3),
  });
  dashboard.addWidgets(
    new TextWidget({
      markdown:
        '# Earnlearn\nAPI, WAF, routes, messaging, log-ins, functions and table. SiteUnhealthy and SignUpBroken (first below) page, with a few standalone alarms; the others are their members. docs/operations.md, section 10, says what each means and what to do.',
      width: 24,
    }),
  );
  // An alarm status widget shows at most 100 alarms.
  for (let first = 0; first < alarms.length; first += 100) {
    dashboard.addWidgets(
      new AlarmStatusWidget({
        title: 'Alarms',
        alarms: alarms.slice(first, first + 100),
        width: 24,
        height: 6,
      }),
    );
  }
  dashboard.addWidgets(
    new GraphWidget({
      title: 'API requests and errors',
      left: [requests, api4xx, api5xx],
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
  if (sources.webAclName) dashboard.addWidgets(...wafWidgets(sources.webAclName));
  const routes = (metricName: string, statistic: string) => routeSeries(httpApi.apiId, metricName, statistic);
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
      title: "SMS sent, failed and undelivered; the codes' rates",
      left: [
        ...Object.values(messaging.smsSent),
        ...Object.values(messaging.smsFailed),
        ...Object.values(messaging.smsUndelivered),
      ],
      right: [messaging.smsFailureRate, messaging.smsDeliveryRate],
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
    new GraphWidget({
      title: 'WhatsApp sent and failed',
      left: [...Object.values(messaging.whatsappSent), ...Object.values(messaging.whatsappFailed)],
      width: 8,
    }),
  );
  if (sources.smsSpendLimitNote) {
    dashboard.addWidgets(
      new TextWidget({
        markdown: `**SMS spend limit:** ${sources.smsSpendLimitNote}`,
        width: 24,
        height: 2,
      }),
    );
  }
  dashboard.addWidgets(
    new GraphWidget({
      title: 'Staff log-in failures and lock-outs',
      left: [...Object.values(messaging.loginFailed), ...Object.values(messaging.lockedOut)],
      width: 16,
    }),
    new GraphWidget({
      title: 'Status SMS not sent (daily cap, month share)',
      left: Object.values(messaging.statusSmsSkipped),
      width: 8,
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
  return dashboard;
}

/** Where a CloudFront web ACL's metrics are, whatever the dashboard's region. */
export const WAF_METRICS_REGION = 'us-east-1';

/**
 * The web ACL's requests allowed, blocked and challenged with a CAPTCHA (dimensions WebACL and Rule=ALL: a
 * CloudFront web ACL's metrics have no Region dimension), and blocked requests per rule, found by a search.
 */
function wafWidgets(webAclName: string): GraphWidget[] {
  const acl = (metricName: string) =>
    new Metric({
      namespace: 'AWS/WAFV2',
      metricName,
      dimensionsMap: { WebACL: webAclName, Rule: 'ALL' },
      statistic: Stats.SUM,
      period,
      region: WAF_METRICS_REGION,
    });
  const perRule = new SearchExpression({
    expression: `SEARCH('{AWS/WAFV2,Rule,WebACL} MetricName="BlockedRequests" WebACL="${webAclName}"', 'Sum', ${period.toSeconds()})`,
    label: '',
    period,
    searchRegion: WAF_METRICS_REGION,
  });
  return [
    new GraphWidget({
      title: 'WAF requests (allowed, blocked, CAPTCHA)',
      left: [acl('AllowedRequests'), acl('BlockedRequests'), acl('CaptchaRequests')],
      width: 12,
    }),
    new GraphWidget({ title: 'WAF blocked requests per rule', left: [perRule], width: 12 }),
  ];
}
