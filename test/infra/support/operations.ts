/**
 * The app as the operations tests synthesize it: every contract deployed with the stand-in handler (so each
 * throttled class exists), an alarm e-mail and https endpoint, a cost budget, an SMS sender id and a monthly SMS
 * spend limit.
 */
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll } from 'vitest';
import {
  everyEndpointWithFixtureHandler,
  type SynthesizedEarnlearn,
  synthesizeEarnlearn,
  type TemplateResource,
} from './synth';

export const alarmEmail = 'oncall@earnlearn.in';
export const smsSenderId = 'EARNJB';
export const alarmHttpsUrl = 'https://events.pagerduty.com/integration/0123456789abcdef/enqueue';
export const monthlyBudgetUsd = '150';

/** Synthesizes the app once for the calling test file; the returned function reads it in the tests. */
export function operationsApp(): () => SynthesizedEarnlearn {
  let earnlearn: SynthesizedEarnlearn | undefined;
  beforeAll(() => {
    earnlearn = synthesizeEarnlearn(
      { alarmEmail, alarmHttpsUrl, monthlyBudgetUsd, smsSenderId, smsMonthlySpendLimit: '50' },
      { endpoints: everyEndpointWithFixtureHandler() },
    );
  }, 300_000);
  return () => {
    if (!earnlearn) throw new Error('The app is synthesized in beforeAll');
    return earnlearn;
  };
}

export function resources(template: Template, type: string): Record<string, TemplateResource> {
  return template.findResources(type) as Record<string, TemplateResource>;
}
