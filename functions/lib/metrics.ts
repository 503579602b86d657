/**
 * CloudWatch metrics of the outside services we depend on, as Embedded Metric Format lines on stdout
 * (Powertools Metrics): CloudWatch turns them into metrics, no API call, no latency. Each count is published
 * the moment it happens (a single metric), so a function that counts nothing prints nothing, and nothing waits
 * for a flush at the end of a request. POWERTOOLS_METRICS_DISABLED=true (the tests, the local twin) prints none.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { config } from './config';
import { logger } from './logger';

const metrics = new Metrics({ namespace: config.metricsNamespace, serviceName: 'earnlearn', logger });

/** Why an SMS was sent: a verification code, or a hiring pipeline move (reviewApplication). */
export type SmsPurpose = 'otp' | 'review';

/** One SMS handed to SNS (SmsSent) or refused by it (SmsFailed), by purpose: what the alarms watch. */
export function countSms(outcome: 'SmsSent' | 'SmsFailed', purpose: SmsPurpose): void {
  const single = metrics.singleMetric();
  single.addDimension('purpose', purpose);
  single.addMetric(outcome, MetricUnit.Count, 1);
}
