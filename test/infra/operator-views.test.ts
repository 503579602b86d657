/**
 * What the runbook and the dashboard tell an operator, checked against the synthesized templates
 * (test/infra/support/operations.ts): every alarm has its runbook row, the monthly cost budget, the names the
 * runbook uses, and the dashboard's widgets. The alarms themselves are observability.test.ts's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '#infra/aws/paths';
import { FUNCTION_ALARMS_PER_COMPOSITE } from '#infra/aws/stacks/observability-stack';
import { allContracts } from '#shared/api/index';
import { EMAIL_PURPOSES, SMS_PURPOSES } from '#shared/domain/message-purposes';
import { alarmEmail, operationsApp, resources } from './support/operations';
import { onlyResource } from './support/synth';

const app = operationsApp();

describe('the runbook', () => {
  it("section 10 has a row for every alarm and composite (an endpoint's as <endpoint>Errors/Throttles)", () => {
    const text = readFileSync(join(repoRoot, 'docs', 'operations.md'), 'utf8');
    const section = text.slice(text.indexOf('## 10. Alarms'), text.indexOf('## 11. Rollback'));
    const template = app().templates.observability;
    const endpoints = new Set(contractNamesOf(template));
    // CloudFront's alarm is the edge alarms stack's, in us-east-1.
    const edge = app().templates.edgeAlarms;
    const names = [
      ...Object.values(resources(template, 'AWS::CloudWatch::Alarm')),
      ...Object.values(resources(template, 'AWS::CloudWatch::CompositeAlarm')),
      ...(edge ? Object.values(resources(edge, 'AWS::CloudWatch::Alarm')) : []),
    ].map(({ Properties }) => String(Properties.AlarmName).replace('earnlearn-test-', ''));
    const documented = new Set(
      names.map((name) => {
        const match = /^(.+)(Errors|Throttles)$/.exec(name);
        return match && endpoints.has(match[1] as string) ? `<endpoint>${match[2]}` : name;
      }),
    );
    for (const name of documented) expect(section, name).toContain(`| \`${name}\``);
  });
});

/** The endpoints the stack alarms on, from their Throttles alarms. */
function contractNamesOf(template: ReturnType<typeof app>['templates']['observability']): string[] {
  return Object.values(resources(template, 'AWS::CloudWatch::Alarm'))
    .map(({ Properties }) => String(Properties.AlarmName).replace('earnlearn-test-', ''))
    .filter((name) => name.endsWith('Throttles') && name !== 'TableThrottles')
    .map((name) => name.slice(0, -'Throttles'.length));
}

describe('the monthly cost budget', () => {
  it('AWS Budgets e-mails alarmEmail at 80% of the actual cost and when the forecast passes 100%', () => {
    const budget = onlyResource(app().templates.observability, 'AWS::Budgets::Budget');
    const subscribers = [{ SubscriptionType: 'EMAIL', Address: alarmEmail }];
    expect(budget.Properties).toMatchObject({
      Budget: {
        BudgetName: 'earnlearn-test',
        BudgetType: 'COST',
        TimeUnit: 'MONTHLY',
        BudgetLimit: { Amount: 150, Unit: 'USD' },
      },
      NotificationsWithSubscribers: [
        {
          Notification: {
            NotificationType: 'ACTUAL',
            ComparisonOperator: 'GREATER_THAN',
            Threshold: 80,
            ThresholdType: 'PERCENTAGE',
          },
          Subscribers: subscribers,
        },
        {
          Notification: {
            NotificationType: 'FORECASTED',
            ComparisonOperator: 'GREATER_THAN',
            Threshold: 100,
            ThresholdType: 'PERCENTAGE',
          },
          Subscribers: subscribers,
        },
      ],
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
    ...SMS_PURPOSES.flatMap((purpose) => [
      ['SmsSent', 'purpose', purpose],
      ['SmsFailed', 'purpose', purpose],
    ]),
    ...EMAIL_PURPOSES.flatMap((purpose) => [
      ['EmailSent', 'purpose', purpose],
      ['EmailFailed', 'purpose', purpose],
    ]),
    ['WhatsAppSent', 'template', 'application_status'],
    ['WhatsAppFailed', 'template', 'job_alert_digest'],
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

  it('shows the state of every alarm, the composites first', () => {
    const status = widgets().filter((widget) => widget.type === 'alarm');
    expect(status.length).toBeGreaterThanOrEqual(1);
    const alarms = status.flatMap((widget) => (widget.properties as { alarms?: unknown[] }).alarms ?? []);
    expect(alarms.length).toBeLessThanOrEqual(100 * status.length);
    const template = app().templates.observability;
    const composites = Object.keys(resources(template, 'AWS::CloudWatch::CompositeAlarm')).length;
    expect(composites).toBe(2 * Math.ceil(allContracts.length / FUNCTION_ALARMS_PER_COMPOSITE) + 2);
    expect(alarms).toHaveLength(
      Object.keys(resources(template, 'AWS::CloudWatch::Alarm')).length + composites,
    );
  });

  it.each(['AllowedRequests', 'BlockedRequests', 'CaptchaRequests'])(
    "graphs the web ACL's %s from us-east-1 (WebACL, Rule=ALL: no Region for CloudFront)",
    (metricName) => {
      const found = widgets().flatMap((widget) =>
        (widget.properties.metrics ?? []).filter((line) => line[0] === 'AWS/WAFV2' && line[1] === metricName),
      );
      expect(found).toHaveLength(1);
      const [line = []] = found;
      const pairs = line.slice(2, 6);
      expect(Object.fromEntries([pairs.slice(0, 2), pairs.slice(2, 4)])).toEqual({
        WebACL: 'earnlearn-test-waf',
        Rule: 'ALL',
      });
      expect(line[6]).toMatchObject({ region: 'us-east-1' });
    },
  );

  it('graphs blocked requests per WAF rule by a search in us-east-1', () => {
    const searches = widgets().flatMap((widget) =>
      (widget.properties.metrics ?? []).flatMap((line) =>
        line.filter(
          (part) =>
            typeof part === 'object' &&
            part !== null &&
            String((part as { expression?: string }).expression).includes('AWS/WAFV2'),
        ),
      ),
    );
    expect(searches).toEqual([
      expect.objectContaining({
        expression: `SEARCH('{AWS/WAFV2,Rule,WebACL} MetricName="BlockedRequests" WebACL="earnlearn-test-waf"', 'Sum', 300)`,
        region: 'us-east-1',
      }),
    ]);
  });
});
