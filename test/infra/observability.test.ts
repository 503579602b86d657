/**
 * What an operator is told: the alarms and the dashboard of the observability stack, read from the synthesized
 * templates (test/infra/support/operations.ts).
 */
import { describe, expect, it } from 'vitest';
import { APP_METRICS } from '#infra/aws/stacks/observability/metrics';
import { alarmEmail, operationsApp, resources } from './support/operations';
import { onlyResource } from './support/synth';

const app = operationsApp();

interface AlarmProperties {
  AlarmName: string;
  Threshold: number;
  ComparisonOperator: string;
  TreatMissingData: string;
  AlarmActions: unknown[];
  OKActions: unknown[];
  MetricName?: string;
  Namespace?: string;
  Statistic?: string;
  Metrics?: {
    Id: string;
    Expression?: string;
    MetricStat?: {
      Metric: { MetricName: string; Namespace: string; Dimensions?: { Name: string; Value: string }[] };
    };
  }[];
}

function alarm(name: string): AlarmProperties {
  const found = Object.values(resources(app().templates.observability, 'AWS::CloudWatch::Alarm'))
    .map((resource) => resource.Properties as unknown as AlarmProperties)
    .filter((properties) => properties.AlarmName === `earnlearn-test-${name}`);
  expect(found).toHaveLength(1);
  return found[0] as AlarmProperties;
}

/** The metrics an alarm's math reads, as `Namespace/MetricName {dimension=value,...}`. */
function inputsOf(properties: AlarmProperties): string[] {
  return (properties.Metrics ?? [])
    .flatMap(({ MetricStat }) => (MetricStat ? [MetricStat.Metric] : []))
    .map(
      (metric) =>
        `${metric.Namespace}/${metric.MetricName} {${(metric.Dimensions ?? [])
          .map(({ Name, Value }) => `${Name}=${Value}`)
          .sort()
          .join(',')}}`,
    )
    .sort();
}

function expressionOf(properties: AlarmProperties): string {
  return properties.Metrics?.find((metric) => metric.Expression)?.Expression ?? '';
}

describe('alarms on messaging and log-ins', () => {
  it('watch the namespace the functions publish to', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, {
      TABLE_NAME: 'infra-test',
      SESSION_SECRET: 'infra-test-secret-of-at-least-32-characters',
    });
    try {
      const { config } = await import('#lib/config');
      expect(APP_METRICS.namespace).toBe(config.metricsNamespace);
    } finally {
      process.env = saved;
    }
  });

  it('SmsSpend: the month-to-date SMS spend at 80% of the limit', () => {
    const spend = alarm('SmsSpend');
    const [metric] = spend.Metrics ?? [];
    expect(metric?.MetricStat?.Metric).toEqual({
      MetricName: 'SMSMonthToDateSpentUSD',
      Namespace: 'AWS/SNS',
    });
    expect(spend.Threshold).toBe(40);
    expect(spend.ComparisonOperator).toBe('GreaterThanOrEqualToThreshold');
    expect(spend.TreatMissingData).toBe('ignore');
  });

  it('SmsFailureRate: failed / (sent + failed) over both purposes, above a minimum volume', () => {
    const rate = alarm('SmsFailureRate');
    expect(inputsOf(rate)).toEqual([
      'Earnlearn/SmsFailed {purpose=otp,service=earnlearn}',
      'Earnlearn/SmsFailed {purpose=review,service=earnlearn}',
      'Earnlearn/SmsSent {purpose=otp,service=earnlearn}',
      'Earnlearn/SmsSent {purpose=review,service=earnlearn}',
    ]);
    expect(expressionOf(rate)).toMatch(/^IF\(.+ >= 10, 100 \* .+ \/ .+, 0\)$/);
    expect(rate.Threshold).toBe(20);
  });

  it('SmsDeliveryRate: what SNS saw delivered in India, in an hour, above a minimum volume', () => {
    const delivery = alarm('SmsDeliveryRate');
    expect(inputsOf(delivery)).toEqual([
      'AWS/SNS/SMSSuccessRate {Country=IN,SMSType=Transactional}',
      'AWS/SNS/SMSSuccessRate {Country=IN,SMSType=Transactional}',
    ]);
    expect(expressionOf(delivery)).toBe('IF(FILL(attempts, 0) >= 5, 100 * delivered, 100)');
    expect(delivery.Threshold).toBe(80);
    expect(delivery.ComparisonOperator).toBe('LessThanThreshold');
  });

  it('EmailFailures: any credentials e-mail SES refused', () => {
    const failures = alarm('EmailFailures');
    expect(inputsOf(failures)).toEqual(['Earnlearn/EmailFailed {purpose=credentials,service=earnlearn}']);
    expect(failures.Threshold).toBe(1);
  });

  it('LoginLockoutBurst: lock-outs of both portals together', () => {
    const burst = alarm('LoginLockoutBurst');
    expect(inputsOf(burst)).toEqual([
      'Earnlearn/LoginLockedOut {portal=admin,service=earnlearn}',
      'Earnlearn/LoginLockedOut {portal=internal,service=earnlearn}',
    ]);
    expect(burst.Threshold).toBe(5);
  });

  it('StatusSmsSkipped: any status SMS stopped by the month share (the daily cap is routine: drawn, not alarmed)', () => {
    const stopped = alarm('StatusSmsSkipped');
    expect(inputsOf(stopped)).toEqual(['Earnlearn/StatusSmsSkipped {reason=monthlyShare,service=earnlearn}']);
    expect(stopped.Threshold).toBe(1);
    expect(stopped.ComparisonOperator).toBe('GreaterThanOrEqualToThreshold');
  });

  it('every alarm notifies the topic when it fires and when it is OK again', () => {
    const topics = Object.keys(resources(app().templates.observability, 'AWS::SNS::Topic'));
    expect(topics).toHaveLength(1);
    const alarms = Object.values(resources(app().templates.observability, 'AWS::CloudWatch::Alarm'));
    expect(alarms.length).toBeGreaterThan(4);
    for (const { Properties } of alarms) {
      expect(Properties.AlarmActions).toEqual([{ Ref: topics[0] }]);
      expect(Properties.OKActions).toEqual([{ Ref: topics[0] }]);
    }
  });

  it('the topic mails the alarmEmail of the context', () => {
    const subscription = onlyResource(app().templates.observability, 'AWS::SNS::Subscription');
    const [topic] = Object.keys(resources(app().templates.observability, 'AWS::SNS::Topic'));
    expect(subscription.Properties).toEqual({
      Endpoint: alarmEmail,
      Protocol: 'email',
      TopicArn: { Ref: topic },
    });
  });
});

describe('names the runbook uses (docs/operations.md, sections 9 and 10)', () => {
  it('the dashboard is earnlearn-<stage>, the access log /aws/apigateway/earnlearn-<stage>-access', () => {
    const dashboard = onlyResource(app().templates.observability, 'AWS::CloudWatch::Dashboard');
    expect(dashboard.Properties.DashboardName).toBe('earnlearn-test');
    const accessLogs = Object.values(resources(app().templates.api, 'AWS::Logs::LogGroup')).filter(
      (group) => group.Properties.LogGroupName === '/aws/apigateway/earnlearn-test-access',
    );
    expect(accessLogs).toHaveLength(1);
    const stage = onlyResource(app().templates.api, 'AWS::ApiGatewayV2::Stage');
    expect(JSON.stringify(stage.Properties.AccessLogSettings)).toContain('AccessLogs');
  });
});

interface Widget {
  type: string;
  properties: { title?: string; metrics?: unknown[][] };
}

/** The dashboard's widgets, with every CloudFormation reference in its body shown as `<ref>`. */
function widgets(): Widget[] {
  const dashboard = onlyResource(app().templates.observability, 'AWS::CloudWatch::Dashboard');
  const body = dashboard.Properties.DashboardBody as string | { 'Fn::Join': [string, unknown[]] };
  const text =
    typeof body === 'string'
      ? body
      : body['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : '<ref>')).join('');
  return (JSON.parse(text) as { widgets: Widget[] }).widgets;
}

/** Widgets graphing `namespace/metricName` with these dimensions (and no others). */
function widgetsGraphing(
  namespace: string,
  metricName: string,
  dimensions: Record<string, string>,
): Widget[] {
  const wanted = Object.entries(dimensions).flat();
  return widgets().filter((widget) =>
    (widget.properties.metrics ?? []).some((line) => {
      const names = line.filter((part) => typeof part === 'string') as string[];
      if (names[0] !== namespace || names[1] !== metricName) return false;
      const pairs = names.slice(2);
      return pairs.length === wanted.length && wanted.every((part) => pairs.includes(part));
    }),
  );
}

/** Widgets with a search of `metricName` per route (both dimension schemas) and `statistic`. */
function routeWidgets(metricName: string, statistic: string): Widget[] {
  return widgets().filter((widget) => {
    const expressions = (widget.properties.metrics ?? []).flatMap((line) =>
      line.flatMap((part) =>
        typeof part === 'object' && part && 'expression' in part ? [String(part.expression)] : [],
      ),
    );
    return ['{AWS/ApiGateway,ApiId,Stage,Route}', '{AWS/ApiGateway,ApiId,Method,Resource,Stage}'].every(
      (schema) =>
        expressions.some(
          (expression) =>
            expression.startsWith(`SEARCH('${schema} MetricName="${metricName}" ApiId="<ref>"'`) &&
            expression.includes(`'${statistic}'`),
        ),
    );
  });
}

describe('the dashboard', () => {
  it.each([
    ['Latency', 'p50'],
    ['Latency', 'p99'],
    ['4xx', 'Sum'],
    ['5xx', 'Sum'],
  ])('graphs %s (%s) per route', (metricName, statistic) => {
    expect(routeWidgets(metricName, statistic)).toHaveLength(1);
  });

  it.each([
    ['SmsSent', 'purpose', 'otp'],
    ['SmsSent', 'purpose', 'review'],
    ['SmsFailed', 'purpose', 'otp'],
    ['SmsFailed', 'purpose', 'review'],
    ['EmailSent', 'purpose', 'credentials'],
    ['EmailFailed', 'purpose', 'credentials'],
    ['LoginFailed', 'portal', 'admin'],
    ['LoginFailed', 'portal', 'internal'],
    ['LoginLockedOut', 'portal', 'admin'],
    ['LoginLockedOut', 'portal', 'internal'],
  ])('graphs %s {%s=%s}', (metricName, dimension, value) => {
    expect(
      widgetsGraphing('Earnlearn', metricName, { service: 'earnlearn', [dimension]: value }).length,
    ).toBeGreaterThanOrEqual(1);
  });

  it('graphs the SMS spend this month', () => {
    expect(widgetsGraphing('AWS/SNS', 'SMSMonthToDateSpentUSD', {})).toHaveLength(1);
  });

  it('shows the state of every alarm', () => {
    const status = widgets().filter((widget) => widget.type === 'alarm');
    expect(status.length).toBeGreaterThanOrEqual(1);
    const alarms = status.flatMap((widget) => (widget.properties as { alarms?: unknown[] }).alarms ?? []);
    expect(alarms.length).toBeLessThanOrEqual(100 * status.length);
    expect(alarms).toHaveLength(
      Object.keys(resources(app().templates.observability, 'AWS::CloudWatch::Alarm')).length,
    );
  });
});
