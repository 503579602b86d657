/**
 * The app as the operations tests read it: the once-synthesized app (synth.ts), with an alarm e-mail and https
 * endpoint, a cost budget and an SMS sender id.
 */
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, expect } from 'vitest';
import {
  onlyResource,
  SYNTHESIZED_CONTEXT,
  type SynthesizedEarnlearn,
  synthesizedEarnlearn,
  type TemplateResource,
} from './synth';

export const { alarmEmail, smsSenderId, alarmHttpsUrl, monthlyBudgetUsd } = SYNTHESIZED_CONTEXT;

/** The app for the calling test file, read in the tests (it is waited for before the file's first test). */
export function operationsApp(): () => SynthesizedEarnlearn {
  let app: SynthesizedEarnlearn | undefined;
  beforeAll(async () => {
    app = await synthesizedEarnlearn();
  });
  return () => {
    if (!app) throw new Error('The synthesized app is read in a test, not while the file is collected');
    return app;
  };
}

export function resources(template: Template, type: string): Record<string, TemplateResource> {
  return template.findResources(type) as Record<string, TemplateResource>;
}

/**
 * Checks the errors alarm of a scheduled job (infra/aws/stacks/observability-stack.ts, `scheduledJobs`): on the
 * function's `Errors` summed over 5 minutes, firing at one, quiet without data, notifying the alarm topic when it
 * fires and when it is OK, its description naming the runbook section.
 */
export function expectScheduledJobAlarm(
  observability: Template,
  job: { alarm: string; functionName: string; runbook: string },
): void {
  const [topic] = Object.keys(observability.findResources('AWS::SNS::Topic'));
  const alarm = onlyResource(observability, 'AWS::CloudWatch::Alarm', {
    Properties: { AlarmName: `earnlearn-test-${job.alarm}` },
  });
  expect(alarm.Properties).toMatchObject({
    Namespace: 'AWS/Lambda',
    MetricName: 'Errors',
    Statistic: 'Sum',
    Threshold: 1,
    ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    TreatMissingData: 'notBreaching',
    AlarmActions: [{ Ref: topic }],
    OKActions: [{ Ref: topic }],
  });
  // The dimension is the name read from the function's ARN (fromFunctionName), as for the endpoints' alarms.
  const dimensions = alarm.Properties.Dimensions as { Name: string; Value: unknown }[];
  expect(dimensions.map(({ Name }) => Name)).toEqual(['FunctionName']);
  expect(JSON.stringify(dimensions[0]?.Value)).toContain(`:function:${job.functionName}"`);
  expect(String(alarm.Properties.AlarmDescription)).toContain(job.runbook);
}
