import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { MathExpression, Metric, Stats } from 'aws-cdk-lib/aws-cloudwatch';
import type { Construct } from 'constructs';
import { type AlarmTopicProps, alarmTopic, subscribePager } from './observability/alarm-topic';
import { Alarms, API_5XX_PERCENT, API_LOW_TRAFFIC_5XX, API_MIN_REQUESTS } from './observability/alarms';

export interface EdgeAlarmsStackProps extends StackProps, AlarmTopicProps {
  /** The distribution whose answers it watches (a cross-region reference from the web stack). */
  readonly distributionId: string;
  /** Alarm names start with it, as the observability stack's. */
  readonly namePrefix: string;
}

/** The id of the CloudFront 5xx alarm. */
export const CLOUDFRONT_5XX_ALARM = 'CloudFront5xxRate';

/**
 * CloudFront's own alarms. CloudFront publishes its metrics in us-east-1 only (dimension `Region=Global`), and an
 * alarm notifies a topic of its own region only: so a stack in us-east-1 with a paging topic of its own,
 * subscribed like the observability stack's (decision 301). It is in the app whenever the WAF is, which already
 * makes the stage use us-east-1; a stage with `waf=off` relies on the canary (SiteDownFromOutside) instead.
 */
export class EdgeAlarmsStack extends Stack {
  constructor(scope: Construct, id: string, props: EdgeAlarmsStackProps) {
    super(scope, id, props);
    const { topic } = alarmTopic(this, props);
    subscribePager(this, topic, props);

    const period = Duration.minutes(5);
    const cloudFront = (metricName: string, statistic: string) =>
      new Metric({
        namespace: 'AWS/CloudFront',
        metricName,
        dimensionsMap: { DistributionId: props.distributionId, Region: 'Global' },
        statistic,
        period,
      });
    // CloudFront publishes the 5xx share, not a count: the count is the share of the requests. The same rule as
    // Api5xxRate: the rate from API_MIN_REQUESTS requests, below them only once API_LOW_TRAFFIC_5XX 5xx came.
    const rate = new MathExpression({
      expression: `IF(FILL(requests, 0) >= ${API_MIN_REQUESTS}, FILL(share, 0), IF(FILL(share, 0) * FILL(requests, 0) / 100 >= ${API_LOW_TRAFFIC_5XX}, FILL(share, 0), 0))`,
      usingMetrics: {
        requests: cloudFront('Requests', Stats.SUM),
        share: cloudFront('5xxErrorRate', Stats.AVERAGE),
      },
      label: 'CloudFront 5xx (%)',
      period,
    });
    new Alarms(this, topic, props.namePrefix).add(CLOUDFRONT_5XX_ALARM, rate, {
      threshold: API_5XX_PERCENT,
      description: `${API_5XX_PERCENT}% or more of CloudFront's answers were 5xx in 5 minutes (of at least ${API_MIN_REQUESTS} requests, or ${API_LOW_TRAFFIC_5XX} or more 5xx of fewer): the site's HTML, its files, the job pages or the API, as visitors get them. docs/operations.md, section 10, "CloudFront5xxRate".`,
      notify: true,
    });
  }
}
