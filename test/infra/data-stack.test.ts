import { App, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { TRAIL_RETENTION_DAYS } from '#infra/aws/retention';
import { BACKUP_RETENTION, DataStack, type DataStackProps } from '#infra/aws/stacks/data-stack';
import { onlyResource, synthesisError, unacknowledgedNagFindings } from './support/synth';

// The data stack alone: no functions to bundle, so every property is checked in milliseconds.
function synthesizeDataStack(props: Partial<DataStackProps> = {}) {
  const app = new App();
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const data = new DataStack(app, 'Data', {
    env: { region: 'ap-south-1' },
    sesFromAddress: 'no-reply@earnlearn.in',
    sesIdentity: 'domain',
    ...props,
  });
  const error = synthesisError(app);
  return { app, error, template: Template.fromStack(data) };
}

const kept = { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' };
// Kept as above once created, but deleted when the stack's first create rolls back (a retry starts clean).
const keptAfterCreate = { DeletionPolicy: 'RetainExceptOnCreate', UpdateReplacePolicy: 'Retain' };

describe('data stack', () => {
  const { app, error, template } = synthesizeDataStack();

  it('synthesizes and passes the cdk-nag checks', () => {
    expect(error).toBeUndefined();
    expect(unacknowledgedNagFindings(app)).toEqual([]);
  });

  it('keeps the uploads bucket, versioned, when the stack is deleted or the bucket replaced', () => {
    template.hasResource('AWS::S3::Bucket', {
      ...kept,
      Properties: Match.objectLike({
        VersioningConfiguration: { Status: 'Enabled' },
        LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'uploads/' }),
      }),
    });
    for (const bucket of Object.values(template.findResources('AWS::S3::Bucket'))) {
      expect(bucket).toMatchObject(kept);
    }
  });

  it('leaves the uploads bucket’s CORS to the web stack, which knows the site’s origin', () => {
    for (const bucket of Object.values(template.findResources('AWS::S3::Bucket'))) {
      expect(bucket.Properties.CorsConfiguration).toBeUndefined();
    }
  });

  it('generates the session-signing keys as JSON with a current key, and keeps them', () => {
    const secret = onlyResource(template, 'AWS::SecretsManager::Secret', {
      Properties: { GenerateSecretString: { GenerateStringKey: 'current' } },
    });
    expect(secret.Properties.GenerateSecretString).toEqual({
      SecretStringTemplate: '{}',
      GenerateStringKey: 'current',
      PasswordLength: 64,
      ExcludePunctuation: true,
    });
    template.hasResource('AWS::SecretsManager::Secret', {
      ...keptAfterCreate,
      Properties: Match.objectLike({
        GenerateSecretString: Match.objectLike({ GenerateStringKey: 'current' }),
      }),
    });
  });

  it('generates the origin-verify value (48 letters and digits), keeps it and exports its ARN', () => {
    template.hasResource('AWS::SecretsManager::Secret', {
      ...keptAfterCreate,
      Properties: Match.objectLike({
        GenerateSecretString: { PasswordLength: 48, ExcludePunctuation: true, IncludeSpace: false },
      }),
    });
    const secrets = template.findResources('AWS::SecretsManager::Secret', {
      Properties: { GenerateSecretString: { PasswordLength: 48 } },
    });
    const [logicalId] = Object.keys(secrets);
    expect(template.toJSON().Outputs.OriginSecretArn).toEqual({
      Value: { Ref: logicalId },
      Export: { Name: 'Data-OriginSecretArn' },
    });
  });

  it('creates the from-address’s domain identity with Easy DKIM, kept, its three CNAMEs as outputs', () => {
    const identity = onlyResource(template, 'AWS::SES::EmailIdentity');
    expect(identity.Properties.EmailIdentity).toBe('earnlearn.in');
    expect(identity.Properties.DkimSigningAttributes).toBeUndefined(); // Easy DKIM, not a key of ours
    template.hasResource('AWS::SES::EmailIdentity', keptAfterCreate);
    const [logicalId] = Object.keys(template.findResources('AWS::SES::EmailIdentity'));
    const outputs = template.toJSON().Outputs;
    for (const n of [1, 2, 3]) {
      expect(outputs[`DkimRecord${n}`].Value).toEqual({
        'Fn::Join': [
          ' ',
          [
            { 'Fn::GetAtt': [logicalId, `DkimDNSTokenName${n}`] },
            'CNAME',
            { 'Fn::GetAtt': [logicalId, `DkimDNSTokenValue${n}`] },
          ],
        ],
      });
    }
  });
});

describe('data stack with an address identity', () => {
  const { error, template } = synthesizeDataStack({
    sesFromAddress: 'earnlearn.hr@gmail.com',
    sesIdentity: 'address',
  });

  it('creates the address alone, kept, with no DKIM records to publish', () => {
    expect(error).toBeUndefined();
    template.hasResource('AWS::SES::EmailIdentity', {
      ...keptAfterCreate,
      Properties: { EmailIdentity: 'earnlearn.hr@gmail.com' },
    });
    expect(Object.keys(template.toJSON().Outputs).filter((name) => name.startsWith('Dkim'))).toEqual([]);
  });
});

describe('data stack of a stage that shares the account', () => {
  const { error, template } = synthesizeDataStack({
    sesFromAddress: 'staging@earnlearn.in',
    accountSettings: 'shared',
  });

  it('creates no SES identity (the owning stage’s covers the domain) and no DKIM records', () => {
    expect(error).toBeUndefined();
    template.resourceCountIs('AWS::SES::EmailIdentity', 0);
    expect(Object.keys(template.toJSON().Outputs).filter((name) => name.startsWith('Dkim'))).toEqual([]);
  });

  it('creates no trail (the owning stage’s records the whole account) and no bucket for one', () => {
    template.resourceCountIs('AWS::CloudTrail::Trail', 0);
    expect(template.findResources('AWS::S3::Bucket', { Properties: { ObjectLockEnabled: true } })).toEqual(
      {},
    );
  });
});

describe('data stack account trail (CloudTrail)', () => {
  const { template } = synthesizeDataStack();
  const trail = onlyResource(template, 'AWS::CloudTrail::Trail');
  const trailBucketId = (trail.Properties.S3BucketName as { Ref: string }).Ref;
  const bucket = template.toJSON().Resources[trailBucketId] as {
    DeletionPolicy: string;
    Properties: Record<string, unknown>;
  };

  it('records every region’s management events, reads and writes, with log file validation', () => {
    expect(trail.Properties).toMatchObject({
      IsLogging: true,
      IsMultiRegionTrail: true,
      IncludeGlobalServiceEvents: true,
      EnableLogFileValidation: true,
    });
    // Management events only: data events (each GetItem, each GetObject) would cost per event.
    expect(trail.Properties.EventSelectors).toEqual([
      { IncludeManagementEvents: true, ReadWriteType: 'All' },
    ]);
  });

  it('locks each log in compliance mode for 400 days, then lets lifecycle delete it', () => {
    expect(TRAIL_RETENTION_DAYS).toBe(400);
    expect(bucket.Properties).toMatchObject({
      ObjectLockEnabled: true,
      ObjectLockConfiguration: {
        ObjectLockEnabled: 'Enabled',
        Rule: { DefaultRetention: { Mode: 'COMPLIANCE', Days: TRAIL_RETENTION_DAYS } },
      },
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: {
        Rules: expect.arrayContaining([
          expect.objectContaining({
            ExpirationInDays: TRAIL_RETENTION_DAYS,
            NoncurrentVersionExpiration: { NoncurrentDays: 1 },
            Status: 'Enabled',
          }),
          expect.objectContaining({ ExpiredObjectDeleteMarker: true, Status: 'Enabled' }),
        ]),
      },
    });
  });

  it('keeps the bucket private, encrypted, SSL-only and access-logged', () => {
    expect(bucket.DeletionPolicy).toBe('Retain');
    expect(bucket.Properties).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      LoggingConfiguration: { LogFilePrefix: 'trail/' },
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: trailBucketId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({ Effect: 'Allow', Principal: { Service: 'cloudtrail.amazonaws.com' } }),
        ]),
      },
    });
  });
});

interface PlanRule {
  readonly RuleName: string;
  readonly CopyActions?: unknown;
}
const planRules = (template: Template): PlanRule[] =>
  (onlyResource(template, 'AWS::Backup::BackupPlan').Properties.BackupPlan as { BackupPlanRule: PlanRule[] })
    .BackupPlanRule;

describe('data stack backups (AWS Backup)', () => {
  const { app, error, template } = synthesizeDataStack();

  it('keeps the vault and its own rotating KMS key when the stack goes', () => {
    expect(error).toBeUndefined();
    expect(unacknowledgedNagFindings(app)).toEqual([]);
    const vault = onlyResource(template, 'AWS::Backup::BackupVault');
    expect(vault).toMatchObject(keptAfterCreate);
    const keys = template.findResources('AWS::KMS::Key');
    const [keyId] = Object.keys(keys);
    expect(Object.keys(keys)).toHaveLength(1);
    expect(keys[keyId as string]).toMatchObject({
      ...keptAfterCreate,
      Properties: { EnableKeyRotation: true },
    });
    expect(vault.Properties.EncryptionKeyArn).toEqual({ 'Fn::GetAtt': [keyId, 'Arn'] });
  });

  it('backs the table up daily (kept 35 days) and monthly (kept a year), in this region only', () => {
    const rules = planRules(template);
    expect(rules).toEqual([
      expect.objectContaining({
        RuleName: 'Daily',
        ScheduleExpression: 'cron(30 21 * * ? *)',
        Lifecycle: { DeleteAfterDays: BACKUP_RETENTION.dailyDays },
      }),
      expect.objectContaining({
        RuleName: 'Monthly',
        ScheduleExpression: 'cron(30 22 1 * ? *)',
        Lifecycle: { DeleteAfterDays: BACKUP_RETENTION.monthlyDays },
      }),
    ]);
    expect(BACKUP_RETENTION).toEqual({ dailyDays: 35, monthlyDays: 365 });
    for (const rule of rules) expect(rule.CopyActions).toBeUndefined();
  });

  it('selects the table, by its ARN', () => {
    const selection = onlyResource(template, 'AWS::Backup::BackupSelection');
    const [tableId] = Object.keys(template.findResources('AWS::DynamoDB::Table'));
    expect((selection.Properties.BackupSelection as { Resources: unknown }).Resources).toEqual([
      { 'Fn::GetAtt': [tableId, 'Arn'] },
    ]);
  });
});

describe('data stack backups with a copy vault in another region', () => {
  const copyVault = 'arn:aws:backup:ap-south-2:123456789012:backup-vault:earnlearn-prod-copy';
  const { app, error, template } = synthesizeDataStack({ backupCopyVaultArn: copyVault });

  it('copies each backup to that vault, kept as long as the original', () => {
    expect(error).toBeUndefined();
    expect(unacknowledgedNagFindings(app)).toEqual([]);
    expect(planRules(template).map((rule) => rule.CopyActions)).toEqual([
      [{ DestinationBackupVaultArn: copyVault, Lifecycle: { DeleteAfterDays: 35 } }],
      [{ DestinationBackupVaultArn: copyVault, Lifecycle: { DeleteAfterDays: 365 } }],
    ]);
  });
});
