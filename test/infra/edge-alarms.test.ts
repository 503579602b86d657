/**
 * CloudFront's 5xx alarm (infra/aws/stacks/edge-alarms-stack.ts): in us-east-1, where CloudFront's metrics are,
 * paging through a topic of its own there, read from the once-synthesized app.
 */
import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import {
  API_5XX_PERCENT,
  API_LOW_TRAFFIC_5XX,
  API_MIN_REQUESTS,
} from '#infra/aws/stacks/observability/alarms';
import { alarmEmail, alarmHttpsUrl, operationsApp, resources } from './support/operations';
import { onlyResource } from './support/synth';

const app = operationsApp();

/** The edge alarms stack's template: the synthesized app has the WAF on, and so this stack. */
function edgeTemplate(): Template {
  const template = app().templates.edgeAlarms;
  if (!template) throw new Error('The synthesized app has no edge alarms stack');
  return template;
}

interface MetricQuery {
  Id: string;
  Expression?: string;
  MetricStat?: {
    Metric: { Namespace: string; MetricName: string; Dimensions: { Name: string; Value: unknown }[] };
    Stat: string;
  };
}

describe('the edge alarms stack', () => {
  it('is in us-east-1 and deploys after the web stack, whose distribution it watches', () => {
    const { edgeAlarms, web } = app().stacks;
    expect(edgeAlarms?.stackName).toBe('earnlearn-test-edge-alarms');
    expect(edgeAlarms?.region).toBe('us-east-1');
    expect(edgeAlarms?.dependencies).toContain(web.stackName);
  });

  it("CloudFront5xxRate: the distribution's 5xx share, from 20 requests or 3 errors, paging through its topic", () => {
    const template = edgeTemplate();
    const [topic] = Object.keys(resources(template, 'AWS::SNS::Topic'));
    const alarm = onlyResource(template, 'AWS::CloudWatch::Alarm');
    expect(alarm.Properties).toMatchObject({
      AlarmName: 'earnlearn-test-CloudFront5xxRate',
      Threshold: API_5XX_PERCENT,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
      AlarmActions: [{ Ref: topic }],
      OKActions: [{ Ref: topic }],
    });
    const metrics = alarm.Properties.Metrics as MetricQuery[];
    const stats = metrics.flatMap(({ MetricStat }) => (MetricStat ? [MetricStat] : []));
    expect(
      stats.map(({ Metric, Stat }) => `${Metric.Namespace}/${Metric.MetricName} ${Stat}`).sort(),
    ).toEqual(['AWS/CloudFront/5xxErrorRate Average', 'AWS/CloudFront/Requests Sum']);
    for (const { Metric } of stats) {
      expect(Metric.Dimensions.map(({ Name }) => Name).sort()).toEqual(['DistributionId', 'Region']);
      expect(Metric.Dimensions.find(({ Name }) => Name === 'Region')?.Value).toBe('Global');
      // The distribution's id, read across regions from the web stack (CDK's reader of its exports).
      const id = Metric.Dimensions.find(({ Name }) => Name === 'DistributionId')?.Value as {
        'Fn::GetAtt': [string, string];
      };
      expect(template.toJSON().Resources[id['Fn::GetAtt'][0]].Type).toBe('Custom::CrossRegionExportReader');
    }
    const expression = metrics.find((metric) => metric.Expression)?.Expression;
    expect(expression).toBe(
      `IF(FILL(requests, 0) >= ${API_MIN_REQUESTS}, FILL(share, 0), IF(FILL(share, 0) * FILL(requests, 0) / 100 >= ${API_LOW_TRAFFIC_5XX}, FILL(share, 0), 0))`,
    );
  });

  it('its topic is encrypted, mailed to alarmEmail and posted to the pager URL', () => {
    const template = edgeTemplate();
    const topic = onlyResource(template, 'AWS::SNS::Topic');
    expect(topic.Properties.KmsMasterKeyId).toBeDefined();
    const subscriptions = Object.values(resources(template, 'AWS::SNS::Subscription')).map(
      ({ Properties }) => `${Properties.Protocol} ${String(Properties.Endpoint)}`,
    );
    expect(subscriptions.sort()).toEqual([`email ${alarmEmail}`, `https ${alarmHttpsUrl}`]);
  });
});
