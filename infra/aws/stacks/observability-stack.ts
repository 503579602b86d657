import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import {
  type Alarm,
  ComparisonOperator,
  type CompositeAlarm,
  type IMetric,
  MathExpression,
  Metric,
  Stats,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { Rule } from 'aws-cdk-lib/aws-events';
import { SnsTopic } from 'aws-cdk-lib/aws-events-targets';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import type { EndpointContract } from '#shared/api/index';
import type { SmsSettings } from '../config';
import { alarmTopic, subscribePager } from './observability/alarm-topic';
import {
  Alarms,
  API_4XX_PERCENT,
  API_5XX_ALARM,
  API_5XX_PERCENT,
  API_LOW_TRAFFIC_4XX,
  API_LOW_TRAFFIC_5XX,
  API_MIN_REQUESTS,
  messagingAlarms,
  SIGN_UP_ENDPOINTS,
} from './observability/alarms';
import { buildDashboard } from './observability/dashboard';
import { period, tableThrottles } from './observability/metrics';
import { CANARY_EVERY_MINUTES, CANARY_FAILED_RUNS, SiteCanary } from './observability/site-canary';

/** AccountConcurrency warns at this share of the account's Lambda concurrency quota. */
export const ACCOUNT_CONCURRENCY_SHARE = 0.8;

/** Members of one composite of function alarms: 50 full ARNs of the longest names stay near half the rule's limit. */
export const FUNCTION_ALARMS_PER_COMPOSITE = 50;

export interface MonitoredFunction {
  readonly contract: EndpointContract;
  readonly functionName: string;
}

export interface ObservabilityStackProps extends StackProps {
  readonly httpApi: HttpApi;
  /**
   * By physical name rather than by reference: a reference would export each function from the API stack,
   * and removing an endpoint would then fail to deploy while this stack still imports its export.
   */
  readonly functions: readonly MonitoredFunction[];
  /** The hourly sweep of held accounts, by physical name too. */
  readonly sweepFunctionName: string;
  /** The hourly interview reminders, by physical name too. */
  readonly remindersFunctionName: string;
  /** The morning job-alert digests, by physical name too. */
  readonly digestsFunctionName: string;
  /** The daily retention job, by physical name too. */
  readonly retentionFunctionName: string;
  /** The SMS of unread thread messages, every 5 minutes, by physical name too. */
  readonly nudgesFunctionName: string;
  /** The stage's counter of undelivered SMS, when the stage sends SMS (api-stack.ts `smsDeliveries`). */
  readonly smsDeliveriesFunctionName?: string;
  /** The public job pages' function (web stack), by physical name too; none in an app without it. */
  readonly jobPageFunctionName?: string;
  /** The account's Lambda concurrency quota, which AccountConcurrency warns near (1000 unless given). */
  readonly lambdaConcurrencyQuota?: number;
  readonly table: Table;
  readonly alarmEmail?: string;
  /** A pager or chat tool's https endpoint, subscribed to the alarm topic. */
  readonly alarmHttpsUrl?: string;
  /** The SSM String parameter holding that endpoint, resolved at deploy time (a stage's file names only it). */
  readonly alarmHttpsUrlParameter?: string;
  /** The account's monthly cost budget in USD: AWS Budgets e-mails alarmEmail (needs it). */
  readonly monthlyBudgetUsd?: number;
  /** The WAF web ACL's name (in us-east-1), drawn on the dashboard; none without WAF. */
  readonly webAclName?: string;
  /** The SMS spend limit the spend alarm compares against. */
  readonly sms: SmsSettings;
  /**
   * The dashboard's line on the SMS spend limit (spendLimitDashboardNote): text known at synth, never the SMS
   * settings resource's answer, as an import of it would refuse every change of the limit.
   */
  readonly smsSpendLimitNote?: string;
  /** Alarm names start with it (`earnlearn-prod-SmsSpend`): the name the notification e-mail shows. */
  readonly namePrefix: string;
  /**
   * The site's origin the canary opens from outside (SiteDownFromOutside pages); no canary without it
   * (`"siteCanary": "off"`, a dev stage).
   */
  readonly canarySiteUrl?: string;
}

/**
 * Alarms and one dashboard. Two composite alarms page (SiteUnhealthy: API 5xx and 4xx rates, function errors
 * and throttles, table throttling; SignUpBroken: verification codes refused or undelivered, the sign-up endpoints failing),
 * with a few standalone ones (SMS spend, credential e-mail failures, lock-out burst, the jobs' errors); the
 * warnings (each other SMS and e-mail purpose's failures and SMS delivery, status SMS stopped) go to a topic of
 * their own that is e-mailed and never paged (decision 282); the other alarms are members and notify nobody
 * (decision 109). An optional https subscriber and an AWS Budgets cost budget (decision 111).
 */
export class ObservabilityStack extends Stack {
  readonly alarmTopic: Topic;
  /** The warnings' topic: e-mailed, never sent to the pager (decision 282). */
  readonly warningTopic: Topic;
  /** The metric alarms; only those of the composites below and a few standalone ones notify the topic. */
  readonly alarms: Alarm[];
  /** FunctionErrors and FunctionThrottles (members), SiteUnhealthy and SignUpBroken (notify). */
  readonly compositeAlarms: CompositeAlarm[];

  constructor(scope: Construct, id: string, props: ObservabilityStackProps) {
    super(scope, id, props);

    const { key: topicKey, topic } = alarmTopic(this, props);
    this.alarmTopic = topic;
    // Warnings: read in working hours, never paged. Only the alarm e-mail subscribes, not the pager's URL.
    this.warningTopic = new Topic(this, 'WarningTopic', {
      displayName: 'Earnlearn warnings',
      masterKey: topicKey,
      enforceSSL: true,
    });
    if (props.alarmEmail) this.warningTopic.addSubscription(new EmailSubscription(props.alarmEmail));
    // AWS Backup reports a failed backup or copy as an event, not a metric of ours: each one is a warning.
    topicKey.grant(new ServicePrincipal('events.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    new Rule(this, 'BackupJobFailed', {
      description: 'A backup or copy job of AWS Backup failed, aborted or expired: mailed as a warning',
      eventPattern: {
        source: ['aws.backup'],
        detailType: ['Backup Job State Change', 'Copy Job State Change'],
        detail: { state: ['FAILED', 'ABORTED', 'EXPIRED'] },
      },
      targets: [new SnsTopic(this.warningTopic)],
    });

    const alarms = new Alarms(this, this.alarmTopic, props.namePrefix, this.warningTopic);
    const requests = props.httpApi.metricCount({ period, statistic: Stats.SUM });
    const api5xx = props.httpApi.metricServerError({ period, statistic: Stats.SUM });
    const api4xx = props.httpApi.metricClientError({ period, statistic: Stats.SUM });
    // The rate once there are API_MIN_REQUESTS; below them (launch traffic, nights) the rate too, but only once
    // `fewest` errors came: one failed call of three pages nobody, a visit whose every call fails does.
    const rateOf = (errors: IMetric, label: string, fewest: number) =>
      new MathExpression({
        expression: `IF(FILL(requests, 0) >= ${API_MIN_REQUESTS}, 100 * FILL(errors, 0) / requests, IF(FILL(errors, 0) >= ${fewest}, 100 * FILL(errors, 0) / requests, 0))`,
        usingMetrics: { requests, errors },
        label,
        period,
      });
    const api5xxRate = alarms.add(API_5XX_ALARM, rateOf(api5xx, 'API 5xx (%)', API_LOW_TRAFFIC_5XX), {
      threshold: API_5XX_PERCENT,
      description: `${API_5XX_PERCENT}% or more of the API's answers were 5xx in 5 minutes (of at least ${API_MIN_REQUESTS} requests, or ${API_LOW_TRAFFIC_5XX} or more 5xx of fewer). docs/operations.md, section 10, "Api5xxRate".`,
    });
    const api4xxRate = alarms.add('Api4xxRate', rateOf(api4xx, 'API 4xx (%)', API_LOW_TRAFFIC_4XX), {
      threshold: API_4XX_PERCENT,
      description: `${API_4XX_PERCENT}% or more of the API's answers were 4xx in 5 minutes (of at least ${API_MIN_REQUESTS} requests, or ${API_LOW_TRAFFIC_4XX} or more 4xx of fewer): a wrong origin secret (every call 403), a broken client release, or abuse. docs/operations.md, section 10, "Api4xxRate".`,
    });

    const functions = props.functions.map(({ contract, functionName }) => ({
      contract,
      lambda: LambdaFunction.fromFunctionName(this, `${contract.name}Function`, functionName),
    }));
    const errorAlarms: Alarm[] = [];
    const throttleAlarms: Alarm[] = [];
    const signUpAlarms: Alarm[] = [];
    for (const { contract, lambda } of functions) {
      const errors = alarms.add(
        `${contract.name}Errors`,
        lambda.metricErrors({ period, statistic: Stats.SUM }),
        {
          threshold: 1,
          description: `${contract.method} ${contract.path} failed (crash or timeout) at least once in 5 minutes.`,
        },
      );
      const throttled = alarms.add(
        `${contract.name}Throttles`,
        lambda.metricThrottles({ period, statistic: Stats.SUM }),
        {
          threshold: 1,
          description: `${contract.method} ${contract.path} was throttled at least once in 5 minutes.`,
        },
      );
      errorAlarms.push(errors);
      throttleAlarms.push(throttled);
      if ((SIGN_UP_ENDPOINTS as readonly string[]).includes(contract.name))
        signUpAlarms.push(errors, throttled);
    }

    // The scheduled jobs: nobody else watches them, each has its own runbook section, and a failure is a duty
    // left undone (an erasure, a reminder, a digest), not the site's health. Each alarm notifies by itself, at
    // most one e-mail per run.
    const scheduledJobs = [
      {
        id: 'SweepFunction',
        functionName: props.sweepFunctionName,
        alarm: 'expireHeldAccountsErrors',
        description:
          'The hourly sweep of held accounts failed (crash or timeout): accounts whose 7-day hold ran out may not have been erased (docs/operations.md, "Held accounts and the hourly sweep").',
      },
      {
        id: 'RemindersFunction',
        functionName: props.remindersFunctionName,
        alarm: 'sendInterviewRemindersErrors',
        description:
          'The hourly interview reminders failed (crash or timeout): workers may miss the day-before SMS of tomorrow’s interviews (docs/operations.md, "Interview reminders").',
      },
      {
        id: 'DigestsFunction',
        functionName: props.digestsFunctionName,
        alarm: 'sendJobDigestsErrors',
        description:
          'A morning run of the job-alert digests failed (crash or timeout): workers may not hear of today’s new jobs; the next morning run goes on where it stopped (docs/operations.md, "Job alerts and the daily digest").',
      },
      {
        id: 'RetentionFunction',
        functionName: props.retentionFunctionName,
        alarm: 'runRetentionErrors',
        description:
          'The daily retention job failed (crash or timeout): notices to accounts unused for 3 years, or their erasure 48 hours later, may be late (docs/operations.md, "Erasure and the daily retention job").',
      },
      {
        id: 'NudgesFunction',
        functionName: props.nudgesFunctionName,
        alarm: 'sendThreadNudgesErrors',
        description:
          'A run of the unread-message SMS failed (crash or timeout): workers may not hear of a message left unread; the next run, 5 minutes later, takes what is due (docs/operations.md, "Unread-message SMS").',
      },
    ];
    for (const job of scheduledJobs) {
      const scheduled = LambdaFunction.fromFunctionName(this, job.id, job.functionName);
      alarms.add(job.alarm, scheduled.metricErrors({ period, statistic: Stats.SUM }), {
        threshold: 1,
        description: job.description,
        notify: true,
      });
    }

    // The counter of undelivered SMS: when it fails, the delivery-rate alarms read too few failures and stay
    // quiet. No message is lost by it, so it warns.
    if (props.smsDeliveriesFunctionName) {
      const counter = LambdaFunction.fromFunctionName(
        this,
        'SmsDeliveriesFunction',
        props.smsDeliveriesFunctionName,
      );
      alarms.add('countSmsDeliveriesErrors', counter.metricErrors({ period, statistic: Stats.SUM }), {
        threshold: 1,
        description:
          'The counter of undelivered SMS failed (crash or timeout) at least once in 5 minutes: the SmsDeliveryRate alarms may miss lost SMS meanwhile (docs/operations.md, section 10, "countSmsDeliveriesErrors").',
        warn: true,
      });
    }

    // The public job pages (shared links, search engines): a member of SiteUnhealthy like an endpoint.
    const jobPageErrors = props.jobPageFunctionName
      ? alarms.add(
          'jobPageErrors',
          LambdaFunction.fromFunctionName(this, 'JobPageFunction', props.jobPageFunctionName).metricErrors({
            period,
            statistic: Stats.SUM,
          }),
          {
            threshold: 1,
            description:
              'The job page function (/jobs/<id>) failed (crash or timeout) at least once in 5 minutes: shared job links and search engines get an error (docs/operations.md, section 10, "jobPageErrors").',
          },
        )
      : undefined;

    // Every function of the account draws on one concurrency quota: near it, any function may be throttled.
    const quota = props.lambdaConcurrencyQuota ?? 1000;
    alarms.add(
      'AccountConcurrency',
      new Metric({
        namespace: 'AWS/Lambda',
        metricName: 'ClaimedAccountConcurrency',
        statistic: Stats.MAXIMUM,
        period,
      }),
      {
        threshold: Math.floor(quota * ACCOUNT_CONCURRENCY_SHARE),
        description: `The account's Lambda concurrency in use reached ${ACCOUNT_CONCURRENCY_SHARE * 100}% of its quota (${quota}, lambdaConcurrencyQuota): past it every function is throttled. docs/operations.md, section 10, "AccountConcurrency".`,
        warn: true,
      },
    );

    const throttles = tableThrottles(props.table);
    const tableThrottled = alarms.add('TableThrottles', throttles, {
      threshold: 1,
      description: 'DynamoDB throttled at least one request in 5 minutes.',
    });

    const messaging = messagingAlarms(alarms, props.sms);

    // The site from outside: CloudFront, the bucket, the certificate, DNS and the job pages, which no metric of
    // ours sees failing. It pages by itself: a member of SiteUnhealthy would add nothing but a hop.
    if (props.canarySiteUrl) {
      const { canary } = new SiteCanary(this, 'SiteCanary', {
        siteUrl: props.canarySiteUrl,
        table: props.table,
        canaryName: `${props.namePrefix}-site`,
      });
      alarms.add(
        'SiteDownFromOutside',
        canary.metricSuccessPercent({
          period: Duration.minutes(CANARY_EVERY_MINUTES),
          statistic: Stats.AVERAGE,
        }),
        {
          threshold: 100,
          comparison: ComparisonOperator.LESS_THAN_THRESHOLD,
          evaluationPeriods: CANARY_FAILED_RUNS,
          // A canary not yet run (the first minutes after a deploy) is no outage.
          treatMissingData: TreatMissingData.NOT_BREACHING,
          description: `The site failed its check from outside ${CANARY_FAILED_RUNS} runs in a row (CloudWatch Synthetics, every ${CANARY_EVERY_MINUTES} minutes): /, /config.json or the newest open job's page did not answer as it should. docs/operations.md, section 10, "SiteDownFromOutside".`,
          notify: true,
        },
      );
    }

    // The functions' alarms in composites of their own, at most FUNCTION_ALARMS_PER_COMPOSITE members each
    // (FunctionErrors1, FunctionErrors2, ...): each rule stays below CloudWatch's 10,240 characters however many
    // endpoints there are (one composite of 89 throttle alarms did not), and the notification names which kind failed.
    const inParts = (name: string, members: readonly Alarm[], description: string) =>
      Array.from({ length: Math.ceil(members.length / FUNCTION_ALARMS_PER_COMPOSITE) }, (_, index) =>
        alarms.anyOf(
          `${name}${index + 1}`,
          members.slice(index * FUNCTION_ALARMS_PER_COMPOSITE, (index + 1) * FUNCTION_ALARMS_PER_COMPOSITE),
          description,
          false,
        ),
      );
    const functionErrors = inParts(
      'FunctionErrors',
      errorAlarms,
      'At least one API function failed (crash or timeout) in 5 minutes: its <endpoint>Errors alarm says which.',
    );
    const functionThrottles = inParts(
      'FunctionThrottles',
      throttleAlarms,
      'At least one API function was throttled in 5 minutes: its <endpoint>Throttles alarm says which.',
    );
    alarms.anyOf(
      'SiteUnhealthy',
      [api5xxRate, api4xxRate, ...functionErrors, ...functionThrottles, tableThrottled, jobPageErrors],
      "The site is failing its users: API 5xx or 4xx rate, a function failing or throttled, or DynamoDB throttling. The dashboard's Alarms widget shows which member is in ALARM; docs/operations.md, section 10.",
      true,
    );
    alarms.anyOf(
      'SignUpBroken',
      [...messaging.smsAlarms, ...signUpAlarms],
      `Workers cannot sign up or sign in: verification-code SMS refused (SmsFailureRate) or not delivered (SmsDeliveryRate), or a sign-up endpoint (${SIGN_UP_ENDPOINTS.join(', ')}) failing or throttled. docs/operations.md, section 10.`,
      true,
    );
    this.alarms = alarms.all;
    this.compositeAlarms = alarms.composites;

    subscribePager(this, this.alarmTopic, props);
    if (props.monthlyBudgetUsd !== undefined && props.alarmEmail) {
      monthlyBudget(this, props.namePrefix, props.monthlyBudgetUsd, props.alarmEmail);
    }

    buildDashboard(this, {
      httpApi: props.httpApi,
      table: props.table,
      sms: props.sms,
      smsSpendLimitNote: props.smsSpendLimitNote,
      dashboardName: props.namePrefix,
      functions,
      alarms: [...alarms.composites, ...alarms.all],
      requests,
      api4xx,
      api5xx,
      webAclName: props.webAclName,
      tableThrottles: throttles,
      messaging,
    });
  }
}

/** The budget e-mails at 80% of the month's actual cost and when the forecast passes the budget. */
export const BUDGET_ACTUAL_PERCENT = 80;
export const BUDGET_FORECAST_PERCENT = 100;

/**
 * An AWS Budgets cost budget of the whole account (not only this stage: a cost-allocation tag would read zero
 * until someone activates it in Billing), monthly, e-mailing `email` (decision 111).
 */
function monthlyBudget(scope: Construct, name: string, usd: number, email: string): CfnBudget {
  const notify = (notificationType: 'ACTUAL' | 'FORECASTED', threshold: number) => ({
    notification: {
      notificationType,
      comparisonOperator: 'GREATER_THAN',
      threshold,
      thresholdType: 'PERCENTAGE',
    },
    subscribers: [{ subscriptionType: 'EMAIL', address: email }],
  });
  return new CfnBudget(scope, 'MonthlyBudget', {
    budget: {
      budgetName: name,
      budgetType: 'COST',
      timeUnit: 'MONTHLY',
      budgetLimit: { amount: usd, unit: 'USD' },
    },
    notificationsWithSubscribers: [
      notify('ACTUAL', BUDGET_ACTUAL_PERCENT),
      notify('FORECASTED', BUDGET_FORECAST_PERCENT),
    ],
  });
}
