/**
 * The observability stack's alarms: metric alarms, and the composite alarms that page (decision 109); the alarms
 * that notify the alarm topic do so when they fire and when they are OK again.
 */
import { Duration } from 'aws-cdk-lib';
import {
  Alarm,
  AlarmRule,
  AlarmState,
  ComparisonOperator,
  CompositeAlarm,
  type IAlarm,
  type IMetric,
  MathExpression,
  Metric,
  Stats,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import {
  BUDGET_CAPS,
  CAPS,
  EMAIL_PURPOSES,
  type EmailPurpose,
  SMS_PURPOSES,
  type SmsPurpose,
} from '#shared/domain/message-purposes';
import { DEFAULT_STATUS_SHARE, type SmsSettings } from '../../config';
import { APP_METRICS, appSeries, period, sumOf } from './metrics';

/**
 * The API's 5xx and 4xx rates, in 5 minutes, once it answered at least API_MIN_REQUESTS (one visit is about ten):
 * a quiet night's one failed call of three is not an outage. A wrong origin secret answers every call 403.
 */
export const API_MIN_REQUESTS = 20;
export const API_5XX_PERCENT = 5;
export const API_4XX_PERCENT = 40;
/**
 * Below API_MIN_REQUESTS, the errors in 5 minutes from which the rate counts all the same: a few 5xx (a crash on
 * every try of one visit) and a visit's worth of 4xx (about ten calls, every one 403 with a wrong origin secret).
 */
export const API_LOW_TRAFFIC_5XX = 3;
export const API_LOW_TRAFFIC_4XX = 8;

/** The id of the API's 5xx-rate alarm: each function's deployment group rolls back on it too (decision 118). */
export const API_5XX_ALARM = 'Api5xxRate';

/** An alarm's physical name: `<namePrefix>-<id>`, so other stacks can name it without a reference. */
export function alarmName(namePrefix: string, id: string): string {
  return `${namePrefix}-${id}`;
}

/** The sign-up and worker sign-in endpoints, whose failures SignUpBroken pages on (with the SMS alarms). */
export const SIGN_UP_ENDPOINTS = [
  'loginOrRegister',
  'startPhoneSignIn',
  'verifyPhoneSignIn',
  'registerMobileNumber',
  'validateOTP',
  'resendOTP',
] as const;

/** The SMS spend alarm fires at this share of the monthly limit. */
export const SMS_SPEND_ALARM_SHARE = 0.8;
/** The SMS failure-rate alarm: at least this share failed, among at least SMS_FAILURE_MIN_VOLUME in 5 minutes. */
export const SMS_FAILURE_PERCENT = 20;
export const SMS_FAILURE_MIN_VOLUME = 10;
/**
 * The other purposes' SMS are few (a retention notice or a grievance reply a day): their failure rate counts
 * from this many sent or failed in 5 minutes, so a run of failures is seen and one failure is not a rate.
 */
export const SMS_PURPOSE_FAILURE_MIN_VOLUME = 3;
/** The failure alarm of each SMS purpose: the codes' is SmsFailureRate (SignUpBroken), the others' their own. */
export function smsFailureAlarmId(purpose: SmsPurpose): string {
  return purpose === 'otp'
    ? 'SmsFailureRate'
    : `SmsFailureRate${purpose[0]?.toUpperCase()}${purpose.slice(1)}`;
}
/** The failure alarm of each e-mail purpose: the credentials' is EmailFailures, the others' their own. */
export function emailFailureAlarmId(purpose: EmailPurpose): string {
  return purpose === 'credentials'
    ? 'EmailFailures'
    : `EmailFailures${purpose[0]?.toUpperCase()}${purpose.slice(1)}`;
}
/**
 * The SMS delivery alarms, one per purpose: fewer than this share of a purpose's SMS reached the phone in an hour
 * (1 - SmsUndelivered / SmsSent: what the carriers did, unlike SmsFailureRate, which sees only Publish calls SNS
 * refused), among at least SMS_DELIVERY_MIN_VOLUME sent: a launch's few codes an hour are enough to fire it, one
 * lost code is not.
 */
export const SMS_DELIVERY_PERCENT = 80;
export const SMS_DELIVERY_MIN_VOLUME = 5;
const deliveryPeriod = Duration.hours(1);
/** The delivery alarm of each SMS purpose: the codes' is SmsDeliveryRate (SignUpBroken), the others' their own. */
export function smsDeliveryAlarmId(purpose: SmsPurpose): string {
  return purpose === 'otp'
    ? 'SmsDeliveryRate'
    : `SmsDeliveryRate${purpose[0]?.toUpperCase()}${purpose.slice(1)}`;
}

/**
 * Staff log-ins refused before their password check in 5 minutes (pair lock, address budget or the e-mail's
 * delay; decisions 79-80) that look like someone guessing passwords.
 */
export const LOCKOUT_BURST = 5;

/**
 * Requests refused in 5 minutes by the caps on one identity, number, address or the sign-ups (features/caps)
 * that look like a script rather than a person who asked twice: someone is trying to make us send.
 */
export const CAPS_REACHED_BURST = 10;
/** The alarm of each daily SMS budget: the codes' pages (no one can sign up today), the parents' warns. */
export const BUDGET_ALARMS = {
  otpBudget: 'SmsOtpBudgetSpent',
  parentBudget: 'SmsParentBudgetSpent',
} as const;

/** What an alarm is for, as the notification and the runbook show it. */
export interface AlarmSpec {
  readonly threshold: number;
  readonly description: string;
  readonly comparison?: ComparisonOperator;
  readonly treatMissingData?: TreatMissingData;
  /** Periods in a row the metric must breach: 1 unless given. */
  readonly evaluationPeriods?: number;
  /**
   * Whether it notifies the topic itself. Most alarms do not: they are members of a composite alarm that pages
   * (SiteUnhealthy, SignUpBroken), so an outage is one notification, not one per function (decision 109).
   */
  readonly notify?: boolean;
  /**
   * Whether it notifies the warning topic: something to look at in working hours, never a page (decision 282).
   */
  readonly warn?: boolean;
}

/**
 * The alarms made so far, each named `<namePrefix>-<id>` (the name the notification shows). Only those made
 * with `notify` and the paging composites notify the topic, when they fire and when they are OK again.
 */
export class Alarms {
  readonly all: Alarm[] = [];
  readonly composites: CompositeAlarm[] = [];

  constructor(
    private readonly scope: Construct,
    private readonly topic: ITopic,
    private readonly namePrefix: string,
    private readonly warnings: ITopic = topic,
  ) {}

  add(id: string, metric: IMetric, spec: AlarmSpec): Alarm {
    const { threshold, description, comparison, treatMissingData, evaluationPeriods } = spec;
    const alarm = new Alarm(this.scope, id, {
      alarmName: alarmName(this.namePrefix, id),
      metric,
      threshold,
      evaluationPeriods: evaluationPeriods ?? 1,
      comparisonOperator: comparison ?? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: treatMissingData ?? TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    });
    if (spec.notify) this.notifies(alarm);
    else if (spec.warn) this.notifies(alarm, this.warnings);
    this.all.push(alarm);
    return alarm;
  }

  /**
   * A composite alarm in ALARM while any member is; it notifies the topic when `notify`. None without members
   * (an app deployed with no endpoints has no function alarms): CloudWatch refuses an empty rule.
   */
  anyOf(
    id: string,
    members: readonly (IAlarm | undefined)[],
    description: string,
    notify: boolean,
  ): CompositeAlarm | undefined {
    const present = members.filter((member): member is IAlarm => member !== undefined);
    if (present.length === 0) return undefined;
    const composite = new CompositeAlarm(this.scope, id, {
      compositeAlarmName: `${this.namePrefix}-${id}`,
      alarmRule: AlarmRule.anyOf(...present.map((member) => AlarmRule.fromAlarm(member, AlarmState.ALARM))),
      alarmDescription: description,
    });
    if (notify) this.notifies(composite);
    this.composites.push(composite);
    return composite;
  }

  private notifies(alarm: Alarm | CompositeAlarm, topic: ITopic = this.topic): void {
    alarm.addAlarmAction(new SnsAction(topic));
    alarm.addOkAction(new SnsAction(topic));
  }
}

/** SES's review thresholds, as fractions (its reputation metrics are 0 to 1). */
export const SES_BOUNCE_RATE = 0.05;
export const SES_COMPLAINT_RATE = 0.001;

/** WhatsApp messages refused in 5 minutes that page. */
const WHATSAPP_FAILURES = 5;

/**
 * SMS spend (notifies), each SMS purpose's failure and delivery rates (the codes' members of SignUpBroken, the
 * others warn), status SMS stopped for the month (warns), each e-mail purpose's failures and a burst of
 * staff lock-outs; returns their metrics.
 */
export function messagingAlarms(alarms: Alarms, sms: SmsSettings) {
  const spendLimit = sms.monthlySpendLimitUsd;
  const smsSpend = new Metric({
    namespace: 'AWS/SNS',
    metricName: 'SMSMonthToDateSpentUSD',
    statistic: Stats.MAXIMUM,
    period,
    label: 'SMS spent this month (USD)',
  });
  alarms.add('SmsSpend', smsSpend, {
    threshold: spendLimit * SMS_SPEND_ALARM_SHARE,
    description: `SMS spending this month has reached ${SMS_SPEND_ALARM_SHARE * 100}% of the USD ${spendLimit} limit: at the limit SNS stops sending, and no worker can verify a number.`,
    // SNS publishes the figure only while sending: a quiet hour is no reason to say the spend is back to OK.
    treatMissingData: TreatMissingData.IGNORE,
    // A warning ahead of the stop, not the stop itself (that is SmsFailureRate, in SignUpBroken): its own e-mail.
    notify: true,
  });

  const smsSent = appSeries(APP_METRICS.sms, 'SmsSent', 'sent');
  const smsFailed = appSeries(APP_METRICS.sms, 'SmsFailed', 'failed');
  // One failure rate per purpose, each of its own SMS only: a purpose's failures never fire another's alarm,
  // and only the codes' (sign-up) is a member of SignUpBroken; the others warn (decision 282).
  const failureRateOf = (purpose: SmsPurpose) => {
    const sent = `sent_${purpose}`;
    const failed = `failed_${purpose}`;
    const total = `(FILL(${sent}, 0) + FILL(${failed}, 0))`;
    const minimum = purpose === 'otp' ? SMS_FAILURE_MIN_VOLUME : SMS_PURPOSE_FAILURE_MIN_VOLUME;
    return {
      minimum,
      rate: new MathExpression({
        expression: `IF(${total} >= ${minimum}, 100 * FILL(${failed}, 0) / ${total}, 0)`,
        usingMetrics: { [sent]: smsSent[sent] as Metric, [failed]: smsFailed[failed] as Metric },
        label: `SMS failed: ${purpose} (%)`,
        period,
      }),
    };
  };
  const smsFailureRates = Object.fromEntries(
    SMS_PURPOSES.map((purpose) => {
      const { rate, minimum } = failureRateOf(purpose);
      const alarm = alarms.add(smsFailureAlarmId(purpose), rate, {
        threshold: SMS_FAILURE_PERCENT,
        description:
          purpose === 'otp'
            ? `At least ${SMS_FAILURE_PERCENT}% of verification-code SMS failed in 5 minutes (of at least ${minimum} sent or failed): SNS refuses them (spend limit, sandbox, DLT ids, throttling). docs/operations.md, section 10, "SmsFailureRate".`
            : `At least ${SMS_FAILURE_PERCENT}% of ${purpose} SMS failed in 5 minutes (of at least ${minimum} sent or failed): SNS refuses them (spend limit, DLT ids of that text, throttling). docs/operations.md, section 10, "${smsFailureAlarmId(purpose)}".`,
        ...(purpose === 'otp' ? {} : { warn: true }),
      });
      return [purpose, { rate, alarm }];
    }),
  ) as Record<SmsPurpose, { rate: MathExpression; alarm: Alarm }>;
  const smsFailureRate = smsFailureRates.otp.rate;
  const smsFailureAlarm = smsFailureRates.otp.alarm;

  // Delivery per purpose: the stage's counter (functions/ops/count-sms-deliveries.ts) reads SNS's log of each SMS
  // a carrier did not deliver and counts it against the purpose it was sent for, so one text's template refused
  // by DLT (say the interview's) fires its own alarm, never the codes' (SignUpBroken).
  const smsUndelivered = appSeries(APP_METRICS.sms, 'SmsUndelivered', 'undelivered');
  const smsDeliveryRates = Object.fromEntries(
    SMS_PURPOSES.map((purpose) => {
      // Ids of their own: the same series over an hour is another metric than the failure rate's 5 minutes,
      // and a graph drawing both may not give them one id.
      const sent = `hourSent_${purpose}`;
      const undelivered = `undelivered_${purpose}`;
      const rate = new MathExpression({
        expression: `IF(FILL(${sent}, 0) >= ${SMS_DELIVERY_MIN_VOLUME}, 100 - 100 * FILL(${undelivered}, 0) / ${sent}, 100)`,
        usingMetrics: {
          [sent]: smsSent[`sent_${purpose}`] as Metric,
          [undelivered]: smsUndelivered[undelivered] as Metric,
        },
        label: `SMS delivered: ${purpose} (%)`,
        period: deliveryPeriod,
      });
      const id = smsDeliveryAlarmId(purpose);
      const alarm = alarms.add(id, rate, {
        threshold: SMS_DELIVERY_PERCENT,
        comparison: ComparisonOperator.LESS_THAN_THRESHOLD,
        description: `Fewer than ${SMS_DELIVERY_PERCENT}% of the ${purpose === 'otp' ? 'verification-code' : purpose} SMS SNS took in an hour (of at least ${SMS_DELIVERY_MIN_VOLUME}) reached the phone: carriers drop them (that text's DLT template or ids not matching, sender id not registered) or a route is down. The Failure delivery log says why. docs/operations.md, section 10, "${id}".`,
        ...(purpose === 'otp' ? {} : { warn: true }),
      });
      return [purpose, { rate, alarm }];
    }),
  ) as Record<SmsPurpose, { rate: MathExpression; alarm: Alarm }>;
  const smsDeliveryRate = smsDeliveryRates.otp.rate;

  const emailSent = appSeries(APP_METRICS.email, 'EmailSent', 'sent');
  const emailFailed = appSeries(APP_METRICS.email, 'EmailFailed', 'failed');
  // One alarm per purpose: a new employee's password is waited for (it notifies as before), the workers'
  // notices and digests warn.
  for (const purpose of EMAIL_PURPOSES) {
    const id = `failed_${purpose}`;
    alarms.add(
      emailFailureAlarmId(purpose),
      sumOf({ [id]: emailFailed[id] as Metric }, `E-mails failed: ${purpose}`),
      purpose === 'credentials'
        ? {
            threshold: 1,
            description:
              'SES refused at least one credentials e-mail in 5 minutes: a new employee did not get their temporary password (sandbox, identity not verified, sending paused). docs/operations.md, section 10, "EmailFailures".',
            notify: true,
          }
        : {
            threshold: 1,
            description: `SES refused at least one ${purpose} e-mail in 5 minutes (sandbox, identity not verified, sending paused, throttling). docs/operations.md, section 10, "${emailFailureAlarmId(purpose)}".`,
            warn: true,
          },
    );
  }

  // SES reviews an account at a 5% bounce or 0.1% complaint rate and may pause its sending at 10% or 0.5%:
  // warned at the first, days ahead of a pause (the credentials e-mail would stop with it).
  for (const [id, metricName, threshold, what] of [
    ['SesBounceRate', 'Reputation.BounceRate', SES_BOUNCE_RATE, 'bounce'],
    ['SesComplaintRate', 'Reputation.ComplaintRate', SES_COMPLAINT_RATE, 'complaint'],
  ] as const) {
    alarms.add(
      id,
      new Metric({ namespace: 'AWS/SES', metricName, statistic: Stats.MAXIMUM, period: Duration.hours(1) }),
      {
        threshold,
        description: `The account's SES ${what} rate reached ${threshold * 100}%: SES reviews the account and may pause its sending. docs/operations.md, section 10, "${id}".`,
        treatMissingData: TreatMissingData.IGNORE,
        warn: true,
      },
    );
  }

  // WhatsApp: a refused message means a template not approved, the number's tier or quality, or
  // throttling; the worker still sees the news in the app, so a few are not worth a page, a run of them is.
  const whatsappSent = appSeries(APP_METRICS.whatsapp, 'WhatsAppSent', 'sent');
  const whatsappFailed = appSeries(APP_METRICS.whatsapp, 'WhatsAppFailed', 'failed');
  alarms.add('WhatsAppFailures', sumOf(whatsappFailed, 'WhatsApp messages failed'), {
    threshold: WHATSAPP_FAILURES,
    description: `${WHATSAPP_FAILURES} or more WhatsApp messages were refused in 5 minutes: check the number's status in AWS End User Messaging Social and the templates' status and quality rating in WhatsApp Manager (docs/operations.md, section 5a).`,
    notify: true,
  });

  const loginFailed = appSeries(APP_METRICS.logIn, 'LoginFailed', 'failed');
  const lockedOut = appSeries(APP_METRICS.logIn, 'LoginLockedOut', 'locked');
  const lockOuts = sumOf(lockedOut, 'Log-in lock-outs');
  alarms.add('LoginLockoutBurst', lockOuts, {
    threshold: LOCKOUT_BURST,
    description: `${LOCKOUT_BURST} or more staff log-ins were refused as locked or delayed in 5 minutes: someone may be guessing passwords.`,
    notify: true,
  });

  // Status SMS stopped for the month (features/status-sms/allowance.ts): workers now learn of moves only in the
  // app. A worker over the daily cap is routine and only drawn on the dashboard.
  const statusSmsSkipped = appSeries(APP_METRICS.statusSms, 'StatusSmsSkipped', 'skipped');
  const monthlyShare = { skipped_monthlyShare: statusSmsSkipped.skipped_monthlyShare as Metric };
  alarms.add('StatusSmsSkipped', sumOf(monthlyShare, 'Status SMS over the month share'), {
    threshold: 1,
    description: `Status SMS have stopped: this month's SMS passed the status SMS share (${Math.round(
      (sms.statusShare ?? DEFAULT_STATUS_SHARE) * 100,
    )}%) of the USD ${spendLimit} limit. Codes still go out; workers see moves in Applied Jobs only.`,
    warn: true,
  });

  // The caps on who makes us send (features/caps). A daily budget spent stops its purpose's SMS for everyone
  // until midnight UTC: the codes' is a broken sign-up (it pages), the parents' only delays minors (it warns).
  // The other caps refuse one person or address: a few are people asking twice, a burst is a script (it warns).
  const capReached = appSeries(APP_METRICS.caps, 'CapReached', 'capped');
  for (const cap of BUDGET_CAPS) {
    const id = `capped_${cap}`;
    const what =
      cap === 'otpBudget' ? 'verification-code SMS' : "parents' SMS (consent links and their codes)";
    alarms.add(BUDGET_ALARMS[cap], sumOf({ [id]: capReached[id] as Metric }, `Daily budget spent: ${cap}`), {
      threshold: 1,
      description: `Today's budget of ${what} is spent: they are refused (429) for everyone until 00:00 UTC. A flood or real growth: docs/operations.md, section 10, "${BUDGET_ALARMS[cap]}".`,
      ...(cap === 'otpBudget' ? { notify: true } : { warn: true }),
    });
  }
  const personCaps = CAPS.filter((cap) => !(BUDGET_CAPS as readonly string[]).includes(cap));
  const personCapped = Object.fromEntries(
    personCaps.map((cap) => [`capped_${cap}`, capReached[`capped_${cap}`]]),
  );
  alarms.add('SmsCapsReached', sumOf(personCapped as Record<string, Metric>, 'Requests refused by a cap'), {
    threshold: CAPS_REACHED_BURST,
    description: `${CAPS_REACHED_BURST} or more requests were refused in 5 minutes by the caps on one Google identity, number, source address or the sign-ups: someone is trying to make us send SMS or make accounts. docs/operations.md, section 10, "SmsCapsReached".`,
    warn: true,
  });

  return {
    /** The SMS alarms SignUpBroken is made of: the codes' failure and delivery rates. */
    smsAlarms: [smsFailureAlarm, smsDeliveryRates.otp.alarm],
    smsSpend,
    smsSent,
    smsFailed,
    smsUndelivered,
    smsFailureRate,
    smsDeliveryRate,
    emailSent,
    emailFailed,
    whatsappSent,
    whatsappFailed,
    loginFailed,
    lockedOut,
    statusSmsSkipped,
    capReached,
  };
}

/** The messaging metrics the dashboard draws. */
export type MessagingMetrics = ReturnType<typeof messagingAlarms>;
