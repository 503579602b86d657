/**
 * CloudWatch metrics of the outside services we depend on and of staff log-ins, as Embedded Metric Format lines on stdout
 * (Powertools Metrics): CloudWatch turns them into metrics, no API call, no latency. Each count is published
 * the moment it happens (a single metric), so a function that counts nothing prints nothing, and nothing waits
 * for a flush at the end of a request. POWERTOOLS_METRICS_DISABLED=true (the tests, the local twin) prints none.
 *
 * Every metric has the default dimension service=earnlearn and exactly one more (purpose, portal or reason): the
 * alarms and the dashboard (infra/aws) name exactly these, and CloudWatch matches dimensions exactly.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Cap, EmailPurpose, SmsPurpose } from '#shared/domain/message-purposes';
import { config } from './config';
import { logger } from './logger';

const metrics = new Metrics({ namespace: config.metricsNamespace, serviceName: 'earnlearn', logger });

export type { Cap, EmailPurpose, SmsPurpose } from '#shared/domain/message-purposes';

function count(name: string, dimension: string, value: string): void {
  const single = metrics.singleMetric();
  single.addDimension(dimension, value);
  single.addMetric(name, MetricUnit.Count, 1);
}

/**
 * One SMS handed to SNS (SmsSent) or refused by it (SmsFailed), by purpose: what the alarms watch. SmsUndelivered
 * is one SNS took but the carrier did not deliver, counted from SNS's delivery record
 * (functions/ops/count-sms-deliveries.ts).
 */
export function countSms(outcome: 'SmsSent' | 'SmsFailed' | 'SmsUndelivered', purpose: SmsPurpose): void {
  count(outcome, 'purpose', purpose);
}

/** Which WhatsApp utility template a message is: an alert digest, or an application's news. */
export type WhatsAppTemplate = 'job_alert_digest' | 'application_status';

/** One WhatsApp message accepted by AWS End User Messaging Social (WhatsAppSent) or refused (WhatsAppFailed), by template. */
export function countWhatsApp(outcome: 'WhatsAppSent' | 'WhatsAppFailed', template: WhatsAppTemplate): void {
  count(outcome, 'template', template);
}

/** One e-mail accepted by SES (EmailSent) or refused by it (EmailFailed), by purpose. */
export function countEmail(outcome: 'EmailSent' | 'EmailFailed', purpose: EmailPurpose): void {
  count(outcome, 'purpose', purpose);
}

/** The staff log-in pages: the admin's, and the HR and OPS staff's (internal). */
export type LoginPortal = 'admin' | 'internal';

/**
 * A staff log-in with wrong credentials (LoginFailed), or one refused before its password was checked
 * (LoginLockedOut: its e-mail locked at its address, its address past its budget, or its e-mail delayed;
 * features/staff-login/lockout.ts), by the page it was made on.
 */
export function countLogin(outcome: 'LoginFailed' | 'LoginLockedOut', portal: LoginPortal): void {
  count(outcome, 'portal', portal);
}

/**
 * Why a status SMS was not sent (functions/lib/messaging/allowance.ts): the worker had their day's
 * status SMS already (dailyCap), or this month's SMS passed the status SMS share of the spend limit
 * (monthlyShare). The move itself stands; the codes are never refused.
 */
export type StatusSmsSkipReason = 'dailyCap' | 'monthlyShare';

/** One status SMS not sent, by reason (StatusSmsSkipped). */
export function countStatusSmsSkipped(reason: StatusSmsSkipReason): void {
  count('StatusSmsSkipped', 'reason', reason);
}

/** One request refused by a cap (CapReached), by cap. */
export function countCapReached(cap: Cap): void {
  count('CapReached', 'cap', cap);
}
