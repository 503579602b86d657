import { CfnOutput, Duration, Fn, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import {
  BackupPlan,
  BackupPlanRule,
  BackupResource,
  BackupVault,
  type IBackupVault,
} from 'aws-cdk-lib/aws-backup';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import { LOGOS_PREFIX } from '#features/documents/public-logos';
import { tableDefinition } from '#lib/db/table';
import type { AccountSettings } from '../config';
import { AccessLogsBucket } from '../constructs/access-logs-bucket';
import { AccountTrail } from '../constructs/account-trail';
import { NONCURRENT_VERSION_DAYS, PITR_RECOVERY_DAYS } from '../retention';

export interface DataStackProps extends StackProps {
  /** Staff credential e-mails are sent from this address. */
  readonly sesFromAddress: string;
  /** The SES identity to create: the address's domain (Easy DKIM) or the address alone. */
  readonly sesIdentity: 'domain' | 'address';
  /**
   * A backup vault in another region (its ARN) that AWS Backup copies each backup of the table to; the operator
   * creates it (docs/operations.md, "Backups and restore"). Without it the backups stay in this region.
   */
  readonly backupCopyVaultArn?: string;
  /**
   * `shared`: another stage of the account owns the SES identity (one per domain in an account and region) and
   * the account's CloudTrail trail, so this stack creates neither and sends under the owner's identity; `own`
   * unless given.
   */
  readonly accountSettings?: AccountSettings;
}

/** How long AWS Backup keeps the table's backups (decision 103; docs/privacy.md lists them). */
export const BACKUP_RETENTION = { dailyDays: 35, monthlyDays: 365 } as const;

/** The SES identity of `fromAddress`: its domain, or the address itself. */
export function sesIdentityName(fromAddress: string, kind: 'domain' | 'address'): string {
  return kind === 'domain' ? fromAddress.slice(fromAddress.lastIndexOf('@') + 1) : fromAddress;
}

/**
 * Names of the CloudFormation exports the API stack imports. Explicit, stable names (rather than CDK's
 * generated ones) mean adding or removing endpoints never changes this stack's exports, and cdk-nag findings
 * on the API's policies name these resources predictably enough to acknowledge.
 */
export interface DataExports {
  readonly tableArn: string;
  readonly uploadsBucketArn: string;
  readonly uploadsBucketName: string;
  readonly sessionSecretArn: string;
  readonly originSecretArn: string;
  readonly vapidSecretArn: string;
}

/**
 * State that outlives every deploy: the table, the uploads (workers' documents, company logos), the
 * session-signing keys, the secret CloudFront proves itself to the API with, the SES identity and the account's
 * CloudTrail trail with its locked logs.
 *
 * Kept when the stack goes or a resource is replaced, but not when the stack's first create rolls back
 * (RETAIN_ON_UPDATE_OR_DELETE, CloudFormation's RetainExceptOnCreate): a retried first deploy then meets no
 * leftover of the same name. Only the table (deletion protection refuses the rollback's delete) and the buckets
 * (a non-empty bucket cannot be deleted) are plain RETAIN; CloudFormation names them, so a retry makes new ones.
 */
export class DataStack extends Stack {
  readonly table: Table;
  readonly uploadsBucket: Bucket;
  readonly sessionSecret: Secret;
  readonly originSecret: Secret;
  /** The VAPID keys Web Push is signed with (decision 632): put in by hand once (docs/operations.md). */
  readonly vapidSecret: Secret;
  /** None in a stage whose accountSettings is `shared`. */
  readonly emailIdentity?: EmailIdentity;
  /** The account's trail and its locked bucket; none in a stage whose accountSettings is `shared`. */
  readonly accountTrail?: AccountTrail;
  readonly backupVault: BackupVault;
  readonly exports: DataExports;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);

    this.table = new Table(this, 'DataTable', {
      partitionKey: { name: tableDefinition.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableDefinition.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: {
        pointInTimeRecoveryEnabled: true,
        // Stated, not left to the default: the privacy notice promises erased data leaves PITR within this.
        recoveryPeriodInDays: PITR_RECOVERY_DAYS,
      },
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of tableDefinition.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }

    this.backupVault = this.backUp(this.table, props.backupCopyVaultArn);

    const accessLogs = new AccessLogsBucket(this, 'AccessLogs');
    this.uploadsBucket = new Bucket(this, 'Uploads', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'uploads/',
      lifecycleRules: [
        {
          // A replaced or erased document's old version: gone after this (the notice says so).
          noncurrentVersionExpiration: Duration.days(NONCURRENT_VERSION_DAYS),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
        {
          // Browsers upload under uploads/; updateProfile copies a checked upload to documents/, postJob a
          // logo to logos/. What is never kept expires here (functions/features/documents/storage.ts).
          id: 'UnsavedUploads',
          prefix: 'uploads/',
          expiration: Duration.days(1),
        },
      ],
      // No CORS rules here: the site's origin (the CloudFront domain when there is no custom one) is known only
      // in the web stack, which sets them (web-stack.ts, UploadsCors). Rules here would be reset by each deploy.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // The company logos of posted jobs are public: CloudFront (the web stack's /logos/* behaviour, origin access
    // control) may read logos/ and nothing else; documents/ and uploads/ stay private. The distribution is
    // created after this stack, so the statement names this account's distributions rather than its id.
    this.uploadsBucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudFrontReadsCompanyLogos',
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.uploadsBucket.arnForObjects(`${LOGOS_PREFIX}*`)],
        conditions: {
          StringEquals: { 'AWS:SourceAccount': this.account },
          ArnLike: { 'AWS:SourceArn': `arn:${this.partition}:cloudfront::${this.account}:distribution/*` },
        },
      }),
    );

    // JSON {"current": key, "previous"?: key}: tokens name their key (kid), so a new `current` can be put in
    // while `previous` still verifies the tokens already handed out (docs/operations.md, "Key rotation").
    this.sessionSecret = new Secret(this, 'SessionSigningSecret', {
      description: 'Keys that sign Earnlearn session tokens (JWT): {"current": key, "previous": key}',
      generateSecretString: {
        secretStringTemplate: '{}',
        generateStringKey: 'current',
        passwordLength: 64,
        excludePunctuation: true,
      },
      removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
    });
    Validations.of(this.sessionSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotated by hand in two steps (current becomes previous, a new current; previous dropped after the longest session), which the handlers accept without signing anyone out; a rotation Lambda would have to repeat those steps (docs/operations.md, "Key rotation").',
    });

    // CloudFront sends this value in x-origin-verify on every /api request (web-stack.ts) and each function
    // refuses requests without it, so the execute-api endpoint cannot be used around CloudFront and its WAF.
    this.originSecret = new Secret(this, 'OriginVerifySecret', {
      description: 'Header value CloudFront sends to the Earnlearn API (x-origin-verify)',
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
      removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
    });
    Validations.of(this.originSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront reads the value only when the web stack deploys (a CloudFormation dynamic reference), so an automatic rotation would make the API refuse CloudFront until the next deploy; it is rotated by hand with a redeploy (docs/operations.md).',
    });

    // Web Push's VAPID keys, JSON {"publicKey", "privateKey", "subject"}: Secrets Manager cannot make an EC key
    // pair, so the operator puts one in after the first deploy (`npx web-push generate-vapid-keys --json`,
    // docs/operations.md); until then the functions find no valid keys and offer no notifications (SMS as before).
    this.vapidSecret = new Secret(this, 'VapidKeysSecret', {
      description:
        'VAPID keys Earnlearn signs Web Push with: {"publicKey", "privateKey", "subject"} (put in by hand)',
      generateSecretString: {
        secretStringTemplate: '{}',
        generateStringKey: 'unset',
        passwordLength: 16,
        excludePunctuation: true,
      },
      removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
    });
    Validations.of(this.vapidSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        "A VAPID key pair is every browser subscription's identity of the sender: a new pair ends every device's subscription, so it is never rotated on a schedule (only after a leak, by hand: docs/operations.md).",
    });

    if (props.accountSettings !== 'shared') {
      this.emailIdentity = this.sesIdentity(props);
      this.accountTrail = new AccountTrail(this, 'AccountTrail', { accessLogs });
      // What the breach runbook reads the trail with (docs/operations.md, "Personal-data breach").
      new CfnOutput(this, 'TrailBucketName', {
        value: this.accountTrail.bucket.bucketName,
        description:
          "The account trail's logs: s3://<this>/AWSLogs/<account>/CloudTrail/<region>/<yyyy>/<mm>/<dd>/",
      });
      new CfnOutput(this, 'TrailArn', {
        value: this.accountTrail.trail.trailArn,
        description: 'The account trail (aws cloudtrail validate-logs --trail-arn <this>)',
      });
    }

    this.exports = {
      tableArn: this.namedExport('TableArn', this.table.tableArn),
      uploadsBucketArn: this.namedExport('UploadsBucketArn', this.uploadsBucket.bucketArn),
      uploadsBucketName: this.namedExport('UploadsBucketName', this.uploadsBucket.bucketName),
      sessionSecretArn: this.namedExport('SessionSecretArn', this.sessionSecret.secretArn),
      originSecretArn: this.namedExport('OriginSecretArn', this.originSecret.secretArn),
      vapidSecretArn: this.namedExport('VapidSecretArn', this.vapidSecret.secretArn),
    };
  }

  /**
   * The from-address's identity: a domain with Easy DKIM (its three CNAME records are outputs to add at the
   * DNS host) or the address alone (SES mails it a confirmation link). Kept: deleting it stops all e-mail.
   */
  private sesIdentity(props: DataStackProps): EmailIdentity {
    const identityName = sesIdentityName(props.sesFromAddress, props.sesIdentity);
    const identity = new EmailIdentity(this, 'EmailIdentity', {
      identity: props.sesIdentity === 'domain' ? Identity.domain(identityName) : Identity.email(identityName),
    });
    identity.applyRemovalPolicy(RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE);
    if (props.sesIdentity === 'domain') {
      identity.dkimRecords.forEach((record, index) => {
        new CfnOutput(this, `DkimRecord${index + 1}`, {
          value: Fn.join(' ', [record.name, 'CNAME', record.value]),
          description: `DNS record ${index + 1} of 3 for SES Easy DKIM of ${identityName}: name, type, value`,
        });
      });
    }
    return identity;
  }

  /**
   * AWS Backup of the table, beside its point-in-time recovery (35 days, restores into a new table): a daily
   * backup kept 35 days and a monthly one kept a year, in a vault of their own, encrypted with a key of their own
   * and kept when the stack goes, so a mistake with the table (or its stack) does not take the backups with it.
   * With `backupCopyVaultArn`, each backup is copied to that vault in another region, kept as long.
   */
  private backUp(table: Table, copyVaultArn: string | undefined): BackupVault {
    const key = new Key(this, 'BackupKey', {
      description: 'Encrypts the Earnlearn table backups in the AWS Backup vault',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
    });
    // CDK names the vault after its path: a vault kept from a rolled-back create would fail the retry.
    const vault = new BackupVault(this, 'BackupVault', {
      encryptionKey: key,
      removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
    });
    const copyVault: IBackupVault | undefined =
      copyVaultArn !== undefined
        ? BackupVault.fromBackupVaultArn(this, 'BackupCopyVault', copyVaultArn)
        : undefined;
    const copyFor = (days: number) =>
      copyVault ? [{ destinationBackupVault: copyVault, deleteAfter: Duration.days(days) }] : undefined;
    // Named by the stack: CDK's default is the id, the same in every stage, and plans are told apart by name.
    const plan = new BackupPlan(this, 'BackupPlan', {
      backupVault: vault,
      backupPlanName: `${this.stackName}-table`,
    });
    // 21:30 UTC is 03:00 in India, the quietest hour; a backup reads no table capacity anyway.
    plan.addRule(
      new BackupPlanRule({
        ruleName: 'Daily',
        scheduleExpression: Schedule.cron({ hour: '21', minute: '30' }),
        deleteAfter: Duration.days(BACKUP_RETENTION.dailyDays),
        copyActions: copyFor(BACKUP_RETENTION.dailyDays),
      }),
    );
    plan.addRule(
      new BackupPlanRule({
        ruleName: 'Monthly',
        scheduleExpression: Schedule.cron({ day: '1', hour: '22', minute: '30' }),
        deleteAfter: Duration.days(BACKUP_RETENTION.monthlyDays),
        copyActions: copyFor(BACKUP_RETENTION.monthlyDays),
      }),
    );
    const selection = plan.addSelection('Table', { resources: [BackupResource.fromDynamoDbTable(table)] });
    Validations.of(selection).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]',
      reason:
        "AWS Backup's own service role policy, which AWS keeps in step with what each resource type's backup needs; the role is assumed by backup.amazonaws.com only and the plan selects the table alone.",
    });
    return vault;
  }

  private namedExport(id: string, value: string): string {
    const exportName = `${this.stackName}-${id}`;
    new CfnOutput(this, id, { value, exportName });
    return exportName;
  }
}
