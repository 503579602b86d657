/**
 * What an operator is paged for: the alarms of the observability stack and their composites, read from the
 * synthesized templates (test/infra/support/operations.ts); the runbook and the dashboard are checked in
 * operator-views.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  emailFailureAlarmId,
  SIGN_UP_ENDPOINTS,
  smsDeliveryAlarmId,
  smsFailureAlarmId,
} from '#infra/aws/stacks/observability/alarms';
import { APP_METRICS } from '#infra/aws/stacks/observability/metrics';
import { FUNCTION_ALARMS_PER_COMPOSITE } from '#infra/aws/stacks/observability-stack';
import { SIGN_IN_ROUTES } from '#infra/aws/stacks/waf-stack';
import { CAPS, EMAIL_PURPOSES, SMS_PURPOSES } from '#shared/domain/message-purposes';
import { alarmEmail, alarmHttpsUrl, operationsApp, resources } from './support/operations';

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

/** The logical ids of the paging topic and the warning topic. */
function topics(): { pager: string; warnings: string } {
  const ids = Object.keys(resources(app().templates.observability, 'AWS::SNS::Topic'));
  const pager = ids.find((id) => id.startsWith('AlarmTopic'));
  const warnings = ids.find((id) => id.startsWith('WarningTopic'));
  expect(pager && warnings).toBeTruthy();
  return { pager: pager as string, warnings: warnings as string };
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
    // The stage's smsMonthlySpendLimit, here its default of USD 1.
    expect(spend.Threshold).toBe(0.8);
    expect(spend.ComparisonOperator).toBe('GreaterThanOrEqualToThreshold');
    expect(spend.TreatMissingData).toBe('ignore');
  });

  it('SmsFailureRate: failed / (sent + failed) of the verification codes alone, above a minimum volume', () => {
    const rate = alarm('SmsFailureRate');
    expect(inputsOf(rate)).toEqual([
      'Earnlearn/SmsFailed {purpose=otp,service=earnlearn}',
      'Earnlearn/SmsSent {purpose=otp,service=earnlearn}',
    ]);
    expect(expressionOf(rate)).toMatch(/^IF\(.+ >= 10, 100 \* .+ \/ .+, 0\)$/);
    expect(rate.Threshold).toBe(20);
  });

  it('every SMS purpose has a failure alarm of its own SMS only, every e-mail purpose too', () => {
    expect(APP_METRICS.sms.values).toEqual(SMS_PURPOSES);
    expect(APP_METRICS.email.values).toEqual(EMAIL_PURPOSES);
    const ids = new Set<string>();
    for (const purpose of SMS_PURPOSES) {
      const id = smsFailureAlarmId(purpose);
      ids.add(id);
      const rate = alarm(id);
      expect(inputsOf(rate), purpose).toEqual([
        `Earnlearn/SmsFailed {purpose=${purpose},service=earnlearn}`,
        `Earnlearn/SmsSent {purpose=${purpose},service=earnlearn}`,
      ]);
      expect(expressionOf(rate)).toMatch(/^IF\(.+ >= \d+, 100 \* .+ \/ .+, 0\)$/);
      // The codes' alarm pages through SignUpBroken; every other purpose's warns itself.
      if (purpose === 'otp') expect(membersOf('SignUpBroken')).toContain(id);
      else expect(rate.AlarmActions, purpose).toHaveLength(1);
    }
    for (const purpose of EMAIL_PURPOSES) {
      const id = emailFailureAlarmId(purpose);
      ids.add(id);
      const failures = alarm(id);
      expect(inputsOf(failures), purpose).toEqual([
        `Earnlearn/EmailFailed {purpose=${purpose},service=earnlearn}`,
      ]);
      expect(failures.AlarmActions, purpose).toHaveLength(1);
    }
    expect(ids.size).toBe(SMS_PURPOSES.length + EMAIL_PURPOSES.length);
  });

  it('every SMS purpose has a delivery alarm of its own SMS: undelivered / sent in an hour, above a minimum volume', () => {
    expect(APP_METRICS.sms.names).toContain('SmsUndelivered');
    for (const purpose of SMS_PURPOSES) {
      const id = smsDeliveryAlarmId(purpose);
      const delivery = alarm(id);
      expect(inputsOf(delivery), purpose).toEqual([
        `Earnlearn/SmsSent {purpose=${purpose},service=earnlearn}`,
        `Earnlearn/SmsUndelivered {purpose=${purpose},service=earnlearn}`,
      ]);
      expect(expressionOf(delivery)).toBe(
        `IF(FILL(hourSent_${purpose}, 0) >= 5, 100 - 100 * FILL(undelivered_${purpose}, 0) / hourSent_${purpose}, 100)`,
      );
      expect(delivery.Threshold).toBe(80);
      expect(delivery.ComparisonOperator).toBe('LessThanThreshold');
      // The codes' pages through SignUpBroken; another purpose's lost SMS only warn, and never reach it.
      if (purpose === 'otp') expect(membersOf('SignUpBroken')).toContain(id);
      else {
        expect(membersOf('SignUpBroken')).not.toContain(id);
        expect(delivery.AlarmActions, purpose).toHaveLength(1);
      }
    }
  });

  it('WhatsAppFailures: five or more WhatsApp messages refused in 5 minutes, every template', () => {
    const whatsapp = alarm('WhatsAppFailures');
    expect(inputsOf(whatsapp)).toEqual([
      'Earnlearn/WhatsAppFailed {service=earnlearn,template=application_status}',
      'Earnlearn/WhatsAppFailed {service=earnlearn,template=job_alert_digest}',
    ]);
    expect(whatsapp.Threshold).toBe(5);
  });

  it("SesBounceRate and SesComplaintRate: the account's SES reputation at SES's review thresholds", () => {
    for (const [name, metric, threshold] of [
      ['SesBounceRate', 'Reputation.BounceRate', 0.05],
      ['SesComplaintRate', 'Reputation.ComplaintRate', 0.001],
    ] as const) {
      const reputation = alarm(name);
      expect(reputation.Namespace).toBe('AWS/SES');
      expect(reputation.MetricName).toBe(metric);
      expect(reputation.Threshold).toBe(threshold);
    }
  });

  it('a failed, aborted or expired AWS Backup job or copy is mailed to the warning topic', () => {
    const rules = Object.values(resources(app().templates.observability, 'AWS::Events::Rule')).map(
      ({ Properties }) => Properties as { EventPattern: unknown; Targets: { Arn: unknown }[] },
    );
    const backup = rules.filter((rule) => JSON.stringify(rule.EventPattern).includes('aws.backup'));
    expect(backup).toHaveLength(1);
    expect(backup[0]?.EventPattern).toEqual({
      source: ['aws.backup'],
      'detail-type': ['Backup Job State Change', 'Copy Job State Change'],
      detail: { state: ['FAILED', 'ABORTED', 'EXPIRED'] },
    });
    expect(backup[0]?.Targets.map(({ Arn }) => Arn)).toEqual([{ Ref: topics().warnings }]);
  });

  it("AccountConcurrency: the account's claimed Lambda concurrency at 80% of its quota", () => {
    const concurrency = alarm('AccountConcurrency');
    expect(concurrency.Namespace).toBe('AWS/Lambda');
    expect(concurrency.MetricName).toBe('ClaimedAccountConcurrency');
    expect(concurrency.Threshold).toBe(800);
  });

  it('jobPageErrors: the public job pages function failing, a member of SiteUnhealthy', () => {
    const errors = alarm('jobPageErrors');
    expect(errors.MetricName).toBe('Errors');
    expect(errors.Threshold).toBe(1);
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

  it("a purpose's daily SMS budget spent: the codes' pages, the parents' warns; a burst of other caps warns", () => {
    const { pager, warnings } = topics();
    for (const [cap, id, topic] of [
      ['otpBudget', 'SmsOtpBudgetSpent', pager],
      ['parentBudget', 'SmsParentBudgetSpent', warnings],
    ] as const) {
      const spent = alarm(id);
      expect(inputsOf(spent), id).toEqual([`Earnlearn/CapReached {cap=${cap},service=earnlearn}`]);
      expect(spent.Threshold, id).toBe(1);
      expect(spent.AlarmActions, id).toEqual([{ Ref: topic }]);
    }
    const burst = alarm('SmsCapsReached');
    expect(inputsOf(burst)).toEqual(
      ['signUpAddress', 'signUpHourly', 'smsAddress', 'smsIdentity', 'smsNumber', 'smsSeries'].map(
        (cap) => `Earnlearn/CapReached {cap=${cap},service=earnlearn}`,
      ),
    );
    expect(burst.Threshold).toBe(10);
    expect(APP_METRICS.caps.values).toEqual(CAPS);
  });

  it('the alarm topic mails the alarmEmail and posts to the alarmHttpsUrl; the warning topic only mails', () => {
    const subscriptions = Object.values(resources(app().templates.observability, 'AWS::SNS::Subscription'));
    const { pager, warnings } = topics();
    expect(subscriptions.map(({ Properties }) => Properties)).toEqual(
      expect.arrayContaining([
        { Endpoint: alarmEmail, Protocol: 'email', TopicArn: { Ref: pager } },
        { Endpoint: alarmHttpsUrl, Protocol: 'https', TopicArn: { Ref: pager } },
        { Endpoint: alarmEmail, Protocol: 'email', TopicArn: { Ref: warnings } },
      ]),
    );
    expect(subscriptions).toHaveLength(3);
  });
});

describe('API rates', () => {
  it.each([
    ['Api5xxRate', '5xx', 5, 3],
    ['Api4xxRate', '4xx', 40, 8],
  ])(
    '%s: %s / requests, once the API answered at least 20 in 5 minutes, or below that from a few errors',
    (name, metricName, threshold, fewest) => {
      const rate = alarm(name);
      const inputs = (rate.Metrics ?? []).flatMap(({ Id, MetricStat }) =>
        MetricStat ? [`${Id}=${MetricStat.Metric.Namespace}/${MetricStat.Metric.MetricName}`] : [],
      );
      expect(inputs.sort()).toEqual([`errors=AWS/ApiGateway/${metricName}`, 'requests=AWS/ApiGateway/Count']);
      expect(expressionOf(rate)).toBe(
        `IF(FILL(requests, 0) >= 20, 100 * FILL(errors, 0) / requests, IF(FILL(errors, 0) >= ${fewest}, 100 * FILL(errors, 0) / requests, 0))`,
      );
      expect(rate.Threshold).toBe(threshold);
      expect(rate.ComparisonOperator).toBe('GreaterThanOrEqualToThreshold');
    },
  );

  it('no alarm counts 5xx answers as a fixed number any more', () => {
    const fixed = Object.values(resources(app().templates.observability, 'AWS::CloudWatch::Alarm')).filter(
      ({ Properties }) => Properties.MetricName === '5xx',
    );
    expect(fixed).toEqual([]);
  });
});

interface CompositeProperties {
  AlarmName: string;
  AlarmRule: unknown;
  AlarmActions?: unknown[];
  OKActions?: unknown[];
}

/** The composite alarm's rule with each member's ARN written as its alarm name, `earnlearn-test-` left off. */
function ruleOf(name: string): string {
  const template = app().templates.observability;
  const names = Object.fromEntries(
    [
      ...Object.entries(resources(template, 'AWS::CloudWatch::Alarm')),
      ...Object.entries(resources(template, 'AWS::CloudWatch::CompositeAlarm')),
    ].map(([id, resource]) => [id, String(resource.Properties.AlarmName).replace('earnlearn-test-', '')]),
  );
  const rule = composite(name).AlarmRule;
  const parts =
    typeof rule === 'string' ? [rule] : (rule as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1];
  return parts
    .map((part) =>
      typeof part === 'string' ? part : names[(part as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0]],
    )
    .join('');
}

function composite(name: string): CompositeProperties {
  const found = Object.values(resources(app().templates.observability, 'AWS::CloudWatch::CompositeAlarm'))
    .map((resource) => resource.Properties as unknown as CompositeProperties)
    .filter((properties) => properties.AlarmName === `earnlearn-test-${name}`);
  expect(found).toHaveLength(1);
  return found[0] as CompositeProperties;
}

/** The members of an any-of rule, sorted. */
function membersOf(name: string): string[] {
  const rule = ruleOf(name);
  const members = [...rule.matchAll(/ALARM\("([^"]+)"\)/g)].map((match) => match[1] as string);
  expect(rule).toBe(`(${members.map((member) => `ALARM("${member}")`).join(' OR ')})`);
  return members.sort();
}

describe('composite alarms page; their members do not', () => {
  const contractNames = () =>
    Object.values(resources(app().templates.observability, 'AWS::CloudWatch::Alarm'))
      .map(({ Properties }) => String(Properties.AlarmName).replace('earnlearn-test-', ''))
      .filter((name) => name.endsWith('Throttles') && name !== 'TableThrottles')
      .map((name) => name.slice(0, -'Throttles'.length));

  it('SiteUnhealthy: the API 5xx and 4xx rates, any function failing or throttled, table throttling', () => {
    expect(contractNames().length).toBeGreaterThan(FUNCTION_ALARMS_PER_COMPOSITE);
    const parts = Math.ceil(contractNames().length / FUNCTION_ALARMS_PER_COMPOSITE);
    const numbered = (name: string) => Array.from({ length: parts }, (_, index) => `${name}${index + 1}`);
    expect(membersOf('SiteUnhealthy')).toEqual(
      [
        'Api4xxRate',
        'Api5xxRate',
        ...numbered('FunctionErrors'),
        ...numbered('FunctionThrottles'),
        'TableThrottles',
        'jobPageErrors',
      ].sort(),
    );
    const allOf = (name: string) => numbered(name).flatMap(membersOf).sort();
    for (const part of [...numbered('FunctionErrors'), ...numbered('FunctionThrottles')])
      expect(membersOf(part).length, part).toBeLessThanOrEqual(FUNCTION_ALARMS_PER_COMPOSITE);
    expect(allOf('FunctionErrors')).toEqual(
      contractNames()
        .map((name) => `${name}Errors`)
        .sort(),
    );
    expect(allOf('FunctionThrottles')).toEqual(
      contractNames()
        .map((name) => `${name}Throttles`)
        .sort(),
    );
  });

  it('SignUpBroken: SMS refused or undelivered, the worker sign-up endpoints failing or throttled', () => {
    // The worker routes of the WAF's sign-in list: the staff log-ins are not sign-up.
    expect([...SIGN_UP_ENDPOINTS].sort()).toEqual(
      SIGN_IN_ROUTES.filter(
        (name) =>
          ![
            'adminLogin',
            'internallogin',
            'changePassword',
            // A signed-in worker's change of number and erasure send codes too, but are not sign-up.
            'requestNumberChange',
            'confirmNumberChange',
            'requestErasure',
            'confirmErasure',
          ].includes(name),
      ).sort(),
    );
    expect(membersOf('SignUpBroken')).toEqual(
      [
        'SmsFailureRate',
        'SmsDeliveryRate',
        ...SIGN_UP_ENDPOINTS.flatMap((name) => [`${name}Errors`, `${name}Throttles`]),
      ].sort(),
    );
  });

  it("each rule stays under CloudWatch's 10,240 characters with full ARNs and the longest stage name", () => {
    const arn = (name: string) =>
      `arn:aws:cloudwatch:ap-southeast-1:123456789012:alarm:earnlearn-${'s'.repeat(20)}-${name}`;
    const functionComposites = ['FunctionErrors', 'FunctionThrottles'].flatMap((name) =>
      Array.from(
        { length: Math.ceil(contractNames().length / FUNCTION_ALARMS_PER_COMPOSITE) },
        (_, index) => `${name}${index + 1}`,
      ),
    );
    for (const name of ['SiteUnhealthy', 'SignUpBroken', ...functionComposites]) {
      const length =
        membersOf(name)
          .map((member) => `ALARM("${arn(member)}")`)
          .join(' OR ').length + 2;
      expect(length, name).toBeLessThan(10_240);
    }
  });

  it('only the two paging composites and the standalone alarms named here notify the topic, when firing and when OK', () => {
    const template = app().templates.observability;
    const { pager: topic, warnings } = topics();
    const all = [
      ...Object.values(resources(template, 'AWS::CloudWatch::Alarm')),
      ...Object.values(resources(template, 'AWS::CloudWatch::CompositeAlarm')),
    ].map(({ Properties }) => Properties as unknown as CompositeProperties);
    const warning = all.filter((properties) =>
      (properties.AlarmActions ?? []).some(
        (action) => JSON.stringify(action) === JSON.stringify({ Ref: warnings }),
      ),
    );
    expect(warning.map(({ AlarmName }) => AlarmName.replace('earnlearn-test-', '')).sort()).toEqual(
      [
        'StatusSmsSkipped',
        'SmsParentBudgetSpent',
        'SmsCapsReached',
        'countSmsDeliveriesErrors',
        'SesBounceRate',
        'SesComplaintRate',
        'AccountConcurrency',
        ...SMS_PURPOSES.filter((purpose) => purpose !== 'otp').map(smsFailureAlarmId),
        ...SMS_PURPOSES.filter((purpose) => purpose !== 'otp').map(smsDeliveryAlarmId),
        ...EMAIL_PURPOSES.filter((purpose) => purpose !== 'credentials').map(emailFailureAlarmId),
      ].sort(),
    );
    for (const properties of warning) {
      expect(properties.AlarmActions).toEqual([{ Ref: warnings }]);
      expect(properties.OKActions).toEqual([{ Ref: warnings }]);
    }
    const notifying = all.filter(
      (properties) => (properties.AlarmActions ?? []).length > 0 && !warning.includes(properties),
    );
    expect(notifying.map(({ AlarmName }) => AlarmName.replace('earnlearn-test-', '')).sort()).toEqual(
      [
        'SiteUnhealthy',
        'SignUpBroken',
        'SmsSpend',
        'SmsOtpBudgetSpent',
        'EmailFailures',
        'WhatsAppFailures',
        'LoginLockoutBurst',
        'expireHeldAccountsErrors',
        'sendInterviewRemindersErrors',
        'sendJobDigestsErrors',
        'runRetentionErrors',
        'sendThreadNudgesErrors',
        'SiteDownFromOutside',
      ].sort(),
    );
    for (const properties of notifying) {
      expect(properties.AlarmActions).toEqual([{ Ref: topic }]);
      expect(properties.OKActions).toEqual([{ Ref: topic }]);
    }
    expect(all.length).toBeGreaterThan(60);
    for (const properties of all.filter((each) => !notifying.includes(each) && !warning.includes(each))) {
      expect(properties.OKActions ?? []).toEqual([]);
    }
  });
});
