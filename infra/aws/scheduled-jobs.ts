/**
 * The jobs the api stack runs on a schedule (functions/scheduled/), and the one the operator invokes (the breach
 * notices, functions/ops/), each a ScheduledFunction: what differs
 * between them is declared here, what they share is the construct. A job's construct id names its logical ids
 * (`HeldAccountsSweep/Function`): renaming one replaces its resources.
 */
import { join } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { type SmsPurpose, smsTemplateVariablesOf } from '#shared/domain/message-purposes';
import { type SmsSettings, statusMonthlyParts } from './config';
import { SMS_MESSAGE_PARTITIONS, UPLOADS_KEYS } from './constructs/api-function';
import {
  allowEmailFrom,
  allowSmsOnly,
  type JobTrigger,
  type ScheduledFunctionProps,
} from './constructs/scheduled-function';
import { allowSendingWhatsApp } from './constructs/whatsapp-grant';
import { acknowledgeFindings, nagResourceName } from './nag';
import { repoRoot } from './paths';

/** What the jobs are given by the api stack. */
export interface JobSettings {
  readonly table: ITable;
  readonly sessionSecret: ISecret;
  readonly uploadsBucket: IBucket;
  readonly sms: SmsSettings;
  readonly sesFromAddress: string;
  /** The site's origin, linked from the messages; without it the reminders and digests send none (logged). */
  readonly siteUrl?: string;
  /** The WhatsApp number's id: digests of alerts that chose WhatsApp go from it; none, not offered. */
  readonly whatsappPhoneNumberId?: string;
}

/** A scheduled job: the parts the tests read, and the rest of its ScheduledFunction's props. */
export interface ScheduledJob {
  /** Its construct id in the api stack. */
  readonly id: string;
  /** Its function's name after the stage's prefix (`earnlearn-prod-expireHeldAccounts`). */
  readonly name: string;
  readonly entry: string;
  /** Exactly the table actions its code sends: the infra tests check them against the SDK calls of its bundle. */
  readonly tableActions: readonly string[];
  readonly tableIndexes?: readonly string[];
  readonly props: (
    settings: JobSettings,
  ) => Omit<
    ScheduledFunctionProps,
    'functionName' | 'entry' | 'table' | 'sessionSecret' | 'tableActions' | 'tableIndexes'
  >;
}

const entry = (file: string) => join(repoRoot, 'functions', 'scheduled', `${file}.ts`);

/** Who SMS come from: the DLT header and entity. */
const smsSender = (sms: SmsSettings) => ({
  SMS_SENDER_ID: sms.senderId,
  ...(sms.entityId ? { SMS_ENTITY_ID: sms.entityId } : {}),
});

/** The DLT template ids of a job's own texts, those that are set, in every language. */
const templateIdsOf = (sms: SmsSettings, purposes: readonly SmsPurpose[]) =>
  Object.fromEntries(
    smsTemplateVariablesOf(purposes).flatMap((variable) => {
      const id = sms.templateIds[variable];
      return id ? [[variable, id]] : [];
    }),
  );

/** What a job that sends status SMS with a link reads: the month's allowance and the site's origin. */
const statusSms = (sms: SmsSettings, siteUrl: string | undefined) => ({
  SMS_STATUS_MONTHLY_PARTS: String(statusMonthlyParts(sms)),
  ...(siteUrl ? { SITE_URL: siteUrl } : {}),
});

/**
 * An hourly EventBridge rule (construct id `Hourly`): a run missed or failed is made up by the next one, which
 * takes everything that is due.
 */
const hourly = (description: string): JobTrigger => ({
  kind: 'rule',
  id: 'Hourly',
  description,
  schedule: Schedule.rate(Duration.hours(1)),
});

const SMS_ONLY_REASON =
  'SMS to a phone number has no resource ARN (a Deny on every topic ARN keeps it to SMS)';

/**
 * The hourly sweep of held accounts (functions/features/consent/expiry.ts and erase.ts): erases every worker
 * account whose 7-day hold ran out without consent. Query of the HELD partition and of a worker's own
 * partition, GetItem of the account, transactions that only Delete items (the worker's, their words,
 * identity, number, link, hold) and Update counters (each job's applicants, the STATS item), and UpdateItem /
 * DeleteItem of the staff's page reads that name the worker (its id taken out; one left naming no one). No Put, no
 * ConditionCheck, no batch; every read is on the table itself (the reads are consistent, which no index
 * offers), so no index is granted. It signs and checks nothing: the secret's ARN only, no permission on it.
 */
const heldAccountsSweep: ScheduledJob = {
  id: 'HeldAccountsSweep',
  name: 'expireHeldAccounts',
  entry: entry('expire-held-accounts'),
  tableActions: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
  props: () => ({
    description: 'Hourly: erases the worker accounts whose 7-day hold ran out without consent',
    roleDescription: 'Runs the hourly sweep of held accounts',
    // Up to 200 erasures a run (expireHeldAccounts), each a few transactions: far under this.
    timeout: Duration.minutes(5),
    trigger: hourly('Runs the sweep of held accounts every hour'),
  }),
};

/**
 * The day-before interview reminders (functions/features/interviews/reminders.ts and notify.ts): one SMS for
 * each interview of tomorrow (IST), hourly so a proposal made today for tomorrow is reminded within the hour,
 * each interview once (conditional). Query of one IST day's interviews (gsi3), GetItem of the worker's account
 * and the month's SMS count, UpdateItem (the "reminded" mark, the SMS counts), PutItem (the record of the SMS).
 */
const interviewReminders: ScheduledJob = {
  id: 'InterviewReminders',
  name: 'sendInterviewReminders',
  entry: entry('send-interview-reminders'),
  tableActions: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem', 'dynamodb:PutItem'],
  tableIndexes: ['gsi3'],
  props: ({ sms, siteUrl }) => ({
    description: 'Hourly: sends the day-before SMS of tomorrow’s interviews (IST), once each',
    roleDescription: 'Sends the day-before interview reminders',
    timeout: Duration.minutes(5),
    environment: { ...smsSender(sms), ...templateIdsOf(sms, ['interview']), ...statusSms(sms, siteUrl) },
    grant: (role, job) => {
      allowSmsOnly(role, job.table);
      acknowledgeFindings(role, ['AwsSolutions-IAM5[Resource::*]'], SMS_ONLY_REASON);
    },
    trigger: hourly('Runs the day-before interview reminders every hour'),
  }),
};

/**
 * The SMS of a new message left unread (functions/features/application-threads/nudges.ts, decision 605), every
 * 5 minutes: a message unread 15 minutes is told within 20. Query of the due-list's one partition (the table
 * itself, no index), UpdateItem (the thread's claim, the SMS counts), GetItem of the worker's account and the
 * month's SMS count, PutItem (the record of the SMS), DeleteItem (a due item done). SMS only.
 */
const threadNudges: ScheduledJob = {
  id: 'ThreadNudges',
  name: 'sendThreadNudges',
  entry: entry('send-thread-nudges'),
  tableActions: [
    'dynamodb:GetItem',
    'dynamodb:Query',
    'dynamodb:UpdateItem',
    'dynamodb:PutItem',
    'dynamodb:DeleteItem',
  ],
  props: ({ sms, siteUrl }) => ({
    description: 'Every 5 minutes: one SMS a thread whose new message the worker left unread 15 minutes',
    roleDescription: 'Sends the SMS of unread thread messages',
    // At most 20 pages of 100 a run, each item a few calls: far under this; the run stops 30 s before.
    timeout: Duration.minutes(4),
    environment: { ...smsSender(sms), ...templateIdsOf(sms, ['review']), ...statusSms(sms, siteUrl) },
    grant: (role, job) => {
      allowSmsOnly(role, job.table);
      acknowledgeFindings(role, ['AwsSolutions-IAM5[Resource::*]'], SMS_ONLY_REASON);
    },
    trigger: {
      kind: 'rule',
      id: 'FiveMinutes',
      description: 'Runs the SMS of unread thread messages every 5 minutes',
      schedule: Schedule.rate(Duration.minutes(5)),
    },
  }),
};

/**
 * The daily digest of job alerts (functions/features/job-alerts/digest.ts), every morning at 10:00 IST (04:30
 * UTC) and again at 11:00, 12:00 and 13:00: the later runs find only what an earlier one left (stopped at its
 * deadline, or failed); each worker gets one digest a day at most. Query of every job's list (the new jobs) and
 * of the alerts' partitions (gsi1), BatchGetItem of 100 accounts at a time, PutItem (the day's mark, the record
 * of the message sent), UpdateItem (the alert's last digest, the mark, the SMS counts). It reads the session
 * secret (the one-tap unsubscribe links are signed with a key derived from it) and sends SMS, e-mail and
 * WhatsApp from the configured number only.
 */
const jobDigests: ScheduledJob = {
  id: 'JobDigests',
  name: 'sendJobDigests',
  entry: entry('send-job-digests'),
  tableActions: ['dynamodb:Query', 'dynamodb:BatchGetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
  tableIndexes: ['gsi1'],
  props: ({ sms, siteUrl, sesFromAddress, whatsappPhoneNumberId }) => ({
    description: 'Each morning: one digest a worker of the new jobs matching their job alerts',
    roleDescription: 'Sends the daily digests of job alerts',
    memorySize: 1024,
    // The most Lambda allows: the run stops a minute before and the next morning run goes on.
    timeout: Duration.minutes(15),
    readsSessionSecret: true,
    environment: {
      SES_FROM_ADDRESS: sesFromAddress,
      ...smsSender(sms),
      ...templateIdsOf(sms, ['alertDigest']),
      ...statusSms(sms, siteUrl),
      ...(whatsappPhoneNumberId ? { WHATSAPP_PHONE_NUMBER_ID: whatsappPhoneNumberId } : {}),
    },
    grant: (role, job) => {
      allowSmsOnly(role, job.table);
      allowEmailFrom(role, sesFromAddress);
      if (whatsappPhoneNumberId) allowSendingWhatsApp(job, role, whatsappPhoneNumberId);
      acknowledgeFindings(
        role,
        ['AwsSolutions-IAM5[Resource::*]'],
        `${SMS_ONLY_REASON} and SES sends have no narrower resource (the From address is fixed by condition).`,
      );
    },
    trigger: {
      kind: 'rule',
      id: 'Mornings',
      description: 'Runs the job-alert digests each morning (10:00-13:00 IST, hourly)',
      schedule: Schedule.cron({ minute: '30', hour: '4-7' }),
    },
  }),
};

/**
 * The daily retention job (functions/features/erasure/): notices and erases accounts unused for 3 years, at
 * 02:30 IST (21:00 UTC), a quiet hour for SMS. Query of the sign-in index (gsi3), the kept-documents index (gsi2)
 * and of a worker's partition, GetItem of an account, UpdateItem (mark or take back a notice; counters),
 * DeleteItem (the erasure's items, a staff page read left naming no one), PutItem (the record of the erasure). It reads the session secret (the keyed
 * hash of an erased id), deletes every version under the workers' `uploads/` and `documents/` prefixes (as
 * `confirmErasure`), and sends SMS and e-mail (the notice).
 */
const retentionJob: ScheduledJob = {
  id: 'RetentionJob',
  name: 'runRetention',
  entry: entry('run-retention'),
  tableActions: [
    'dynamodb:GetItem',
    'dynamodb:Query',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
  ],
  tableIndexes: ['gsi2', 'gsi3'],
  props: ({ uploadsBucket, sesFromAddress, sms }) => ({
    description: 'Daily: notices and erases accounts unused for 3 years',
    roleDescription: 'Runs the daily retention job',
    timeout: Duration.minutes(10),
    readsSessionSecret: true,
    environment: {
      UPLOADS_BUCKET: uploadsBucket.bucketName,
      SES_FROM_ADDRESS: sesFromAddress,
      ...smsSender(sms),
      ...templateIdsOf(sms, ['retentionNotice']),
    },
    grant: (role, job) => {
      const prefixes = [UPLOADS_KEYS.uploads, UPLOADS_KEYS.documents];
      const objects = prefixes.map((prefix) => uploadsBucket.arnForObjects(`${prefix}*`));
      role.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['s3:DeleteObject', 's3:DeleteObjectVersion'], resources: objects }),
      );
      role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['s3:ListBucketVersions'],
          resources: [uploadsBucket.bucketArn],
          conditions: { StringLike: { 's3:prefix': prefixes.map((prefix) => `${prefix}*`) } },
        }),
      );
      role.addToPrincipalPolicy(new PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] }));
      allowEmailFrom(role, sesFromAddress);
      acknowledgeFindings(
        role,
        [
          ...objects.map((arn) => `AwsSolutions-IAM5[Resource::${nagResourceName(job, arn)}]`),
          'AwsSolutions-IAM5[Resource::*]',
        ],
        'Erasure deletes every version under the workers’ folders (keys are per worker and upload); SMS to a phone number and SES sends have no narrower resource (the From address is fixed by condition).',
      );
    },
    trigger: {
      kind: 'scheduler',
      id: 'Daily',
      description: 'Runs the retention job every day',
      schedule: ScheduleExpression.cron({ minute: '0', hour: '21' }),
      roleDescription: 'Lets EventBridge Scheduler run the daily retention job',
      // A missed day is made up by the next run (the job takes every account that is due).
      maxEventAge: Duration.hours(6),
    },
  }),
};

/**
 * The notices of a personal-data breach (functions/features/breach-notices/send.ts): not scheduled, invoked by
 * the operator one batch at a time (`npm run breach -- --notify`, docs/operations.md, "Personal-data breach"),
 * whose own rights allow `lambda:InvokeFunction`; nothing else invokes it. The batch brings the people and their
 * contacts, so the function reads nothing of the table: PutItem and UpdateItem of its own notice items only
 * (`BREACH#<reference>`, by condition on the partition key), and sends SMS and e-mail from the stage's address.
 * No errors alarm: the operator waits for its answer and reads the counts.
 */
export const breachNotices: ScheduledJob = {
  id: 'BreachNotices',
  name: 'sendBreachNotices',
  entry: join(repoRoot, 'functions', 'ops', 'send-breach-notices.ts'),
  tableActions: ['dynamodb:PutItem', 'dynamodb:UpdateItem'],
  props: ({ sms, siteUrl, sesFromAddress }) => ({
    description: 'Operator-invoked: sends the notices of a personal-data breach to one batch of people',
    roleDescription: 'Sends the notices of a personal-data breach',
    // A batch of 200 takes about 20 s at 10 e-mails a second; room for throttling retries.
    timeout: Duration.minutes(5),
    tablePartitions: ['BREACH#*'],
    environment: {
      SES_FROM_ADDRESS: sesFromAddress,
      ...smsSender(sms),
      ...templateIdsOf(sms, ['breachNotice']),
      ...(siteUrl ? { SITE_URL: siteUrl } : {}),
    },
    grant: (role, job) => {
      allowSmsOnly(role, job.table);
      allowEmailFrom(role, sesFromAddress);
      acknowledgeFindings(
        role,
        ['AwsSolutions-IAM5[Resource::*]'],
        `${SMS_ONLY_REASON} and SES sends have no narrower resource (the From address is fixed by condition).`,
      );
    },
  }),
};

/**
 * The stage's delivery counter (functions/ops/count-sms-deliveries.ts): not scheduled, invoked by CloudWatch Logs
 * with each batch of the account's SMS delivery failures (a subscription filter on
 * `sns/<region>/<account>/DirectPublishToPhoneNumber/Failure`, made by the api stack). It reads the purpose this
 * stage recorded for each message id, those items only, and counts SmsUndelivered by purpose (its log's metrics).
 */
export const smsDeliveries: ScheduledJob = {
  id: 'SmsDeliveries',
  name: 'countSmsDeliveries',
  entry: join(repoRoot, 'functions', 'ops', 'count-sms-deliveries.ts'),
  tableActions: ['dynamodb:GetItem'],
  props: () => ({
    description: "Counts each SMS a carrier did not deliver against its purpose, from SNS's delivery log",
    roleDescription: 'Reads which purpose each SMS of the stage was sent for',
    timeout: Duration.minutes(1),
    tablePartitions: [...SMS_MESSAGE_PARTITIONS],
  }),
};

/** Every scheduled job, by the name the api stack and the observability stack know it by. */
export const SCHEDULED_JOBS = {
  heldAccountsSweep,
  interviewReminders,
  jobDigests,
  retentionJob,
  threadNudges,
} as const;
export type ScheduledJobName = keyof typeof SCHEDULED_JOBS;
