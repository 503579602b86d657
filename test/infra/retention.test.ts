/**
 * Logs kept at least a year and no longer than docs/privacy.md says, PITR and the uploads
 * bucket's old versions with a stated end. Read from the synthesized templates of every stack.
 */
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_LOG_RETENTION_DAYS,
  LOG_RETENTION_DAYS,
  NONCURRENT_VERSION_DAYS,
  PITR_RECOVERY_DAYS,
} from '#infra/aws/retention';
import { operationsApp, resources } from './support/operations';

const app = operationsApp();

/** Every stack's template once: the area and route stacks one by one (not the merged `apiFunctions`, `routes`). */
function everyTemplate(): [string, Template][] {
  const { apiAreas, apiRoutes, apiFunctions: _merged, routes: _routes, ...stacks } = app().templates;
  return [
    ...Object.entries(stacks),
    ...Object.entries(apiAreas).map(([area, template]) => [`api-${area}`, template] as const),
    ...Object.entries(apiRoutes),
  ].filter((entry): entry is [string, Template] => entry[1] instanceof Template);
}

describe('retention of logs and backups', () => {
  it('states a year and a month, the figure docs/privacy.md gives', () => {
    expect(LOG_RETENTION_DAYS).toBeGreaterThanOrEqual(366);
    expect(LOG_RETENTION_DAYS).toBe(400);
    expect(ACCESS_LOG_RETENTION_DAYS).toBe(400);
  });

  it('keeps every CloudWatch log group of every stack 400 days: functions, sweep, API access, SMS delivery', () => {
    const names: string[] = [];
    for (const [stack, template] of everyTemplate()) {
      for (const [id, group] of Object.entries(resources(template, 'AWS::Logs::LogGroup'))) {
        expect({ stack, id, days: group.Properties.RetentionInDays }).toEqual({
          stack,
          id,
          days: LOG_RETENTION_DAYS,
        });
        names.push(JSON.stringify(group.Properties.LogGroupName ?? id));
      }
    }
    const text = names.join('\n');
    expect(text).toContain('/aws/lambda/earnlearn-test-updateProfile');
    expect(text).toContain('/aws/lambda/earnlearn-test-expireHeldAccounts');
    expect(text).toContain('/aws/apigateway/earnlearn-test-access');
    expect(names.filter((name) => name.includes('DirectPublishToPhoneNumber'))).toHaveLength(2);
  });

  it('expires the access-log buckets’ objects (S3 and CloudFront logs) after 400 days, in every stack', () => {
    const buckets = everyTemplate().flatMap(([, template]) =>
      Object.values(resources(template, 'AWS::S3::Bucket')).filter(
        (bucket) =>
          bucket.Properties.OwnershipControls !== undefined &&
          JSON.stringify(bucket.Properties.OwnershipControls).includes('ObjectWriter'),
      ),
    );
    expect(buckets.length).toBeGreaterThanOrEqual(2);
    for (const bucket of buckets) {
      expect(bucket.Properties.LifecycleConfiguration).toEqual({
        Rules: [{ ExpirationInDays: ACCESS_LOG_RETENTION_DAYS, Status: 'Enabled' }],
      });
    }
  });

  it('sets the table’s point-in-time recovery to 35 days explicitly', () => {
    const tables = Object.values(resources(app().templates.data, 'AWS::DynamoDB::Table'));
    expect(tables).toHaveLength(1);
    expect(tables[0]?.Properties.PointInTimeRecoverySpecification).toEqual({
      PointInTimeRecoveryEnabled: true,
      RecoveryPeriodInDays: PITR_RECOVERY_DAYS,
    });
    expect(PITR_RECOVERY_DAYS).toBe(35);
  });

  it('expires the uploads bucket’s noncurrent versions after 30 days', () => {
    // The trail's bucket is versioned too, for its Object Lock (data-stack.test.ts): its versions are locked.
    const versioned = Object.values(resources(app().templates.data, 'AWS::S3::Bucket')).filter(
      (bucket) =>
        JSON.stringify(bucket.Properties.VersioningConfiguration ?? {}).includes('Enabled') &&
        bucket.Properties.ObjectLockEnabled !== true,
    );
    expect(versioned).toHaveLength(1);
    const lifecycle = versioned[0]?.Properties.LifecycleConfiguration as
      | { Rules: Record<string, unknown>[] }
      | undefined;
    const rules = lifecycle?.Rules;
    expect(rules).toContainEqual(
      expect.objectContaining({
        NoncurrentVersionExpiration: { NoncurrentDays: NONCURRENT_VERSION_DAYS },
        Status: 'Enabled',
      }),
    );
    expect(NONCURRENT_VERSION_DAYS).toBe(30);
  });
});
