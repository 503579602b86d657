import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { ReadWriteType, Trail } from 'aws-cdk-lib/aws-cloudtrail';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type IBucket,
  ObjectLockRetention,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { TRAIL_RETENTION_DAYS } from '../retention';

export interface AccountTrailProps {
  /** The stack's access-log bucket: the trail bucket's S3 server access logs go there, prefix `trail/`. */
  readonly accessLogs: IBucket;
}

/**
 * The account's CloudTrail trail: management events of every region (console and API calls by IAM principal:
 * who exported the table, copied a backup, read a secret), with log file validation (a digest file each hour
 * proves no log was changed or removed), into a bucket of its own whose objects are locked in compliance mode
 * for TRAIL_RETENTION_DAYS: not even the account's root user can delete or overwrite them before that, so a
 * breach's intruder cannot erase their tracks. Lifecycle deletes them once the lock ends. One per account (the
 * `own` stage), as CloudTrail charges for every trail but the first copy of management events.
 */
export class AccountTrail extends Construct {
  readonly bucket: Bucket;
  readonly trail: Trail;

  constructor(scope: Construct, id: string, props: AccountTrailProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Logs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      objectLockEnabled: true,
      objectLockDefaultRetention: ObjectLockRetention.compliance(Duration.days(TRAIL_RETENTION_DAYS)),
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'trail/',
      lifecycleRules: [
        {
          // The current version gets a delete marker when its lock ends; the version itself goes a day later.
          id: 'AfterTheLock',
          expiration: Duration.days(TRAIL_RETENTION_DAYS),
          noncurrentVersionExpiration: Duration.days(1),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
        { id: 'DeleteMarkers', expiredObjectDeleteMarker: true },
      ],
      // Locked objects cannot be deleted anyway; CloudFormation names the bucket, so a retried create makes a new one.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.trail = new Trail(this, 'Trail', {
      bucket: this.bucket,
      isMultiRegionTrail: true,
      includeGlobalServiceEvents: true,
      managementEvents: ReadWriteType.ALL,
      enableFileValidation: true,
      // The logs are read only after an incident (Athena or aws s3 + jq, docs/operations.md): no CloudWatch copy.
      sendToCloudWatchLogs: false,
    });
  }
}
