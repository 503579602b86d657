import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { ACCESS_LOG_RETENTION_DAYS } from '../retention';

/**
 * A bucket that receives the S3 server access logs and CloudFront standard logs of one stack. CloudFront
 * log delivery writes with ACLs, so this bucket (and only this one) keeps object-writer ownership; CDK grants
 * S3 log delivery when a bucket names this one as its `serverAccessLogsBucket`. Logs are kept ACCESS_LOG_RETENTION_DAYS (at least a
 * year, retention.ts), then expire.
 */
export class AccessLogsBucket extends Bucket {
  constructor(scope: Construct, id: string) {
    super(scope, id, {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(ACCESS_LOG_RETENTION_DAYS) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging its own access into itself would loop.',
    });
  }
}
