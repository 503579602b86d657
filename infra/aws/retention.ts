/**
 * How long the stacks keep logs and backups (DPDP Rules: processing and access logs kept at
 * least a year). docs/privacy.md section 9 and the privacy notice state these figures; test/infra/retention.test.ts
 * reads them back from the synthesized templates.
 */
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

/**
 * Every CloudWatch log group (the functions', the API's access log, SNS's SMS delivery status): 400 days, the
 * shortest CloudWatch setting that is at least a year (365 is one day short in a leap year) and leaves a
 * month to scope an incident found at the year's end (docs/operations.md, "Personal-data breach").
 */
export const LOG_RETENTION = RetentionDays.THIRTEEN_MONTHS;
export const LOG_RETENTION_DAYS = 400;
/** The S3 server access logs and CloudFront standard logs in each stack's access-log bucket: the same. */
export const ACCESS_LOG_RETENTION_DAYS = LOG_RETENTION_DAYS;
/**
 * The account's CloudTrail logs (constructs/account-trail.ts), locked against deletion for as long as the other
 * logs are kept: a breach found at the year's end can still be traced to the IAM principal.
 */
export const TRAIL_RETENTION_DAYS = LOG_RETENTION_DAYS;
/** DynamoDB point-in-time recovery: any second of the last 35 days (the most DynamoDB offers). */
export const PITR_RECOVERY_DAYS = 35;
/** A replaced or deleted document's old version in the versioned uploads bucket, then gone. */
export const NONCURRENT_VERSION_DAYS = 30;
