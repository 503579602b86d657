import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { LOGOS_PREFIX } from '#features/documents/public-logos';
import { tableDefinition } from '#lib/db/table';
import { AccessLogsBucket } from '../constructs/access-logs-bucket';

export interface DataStackProps extends StackProps {
  /** The site's custom domain, if any: the only origin allowed to upload straight to the bucket. */
  readonly domainName?: string;
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
}

/**
 * State that outlives every deploy: the table, the uploads (workers' documents, company logos) and the
 * session-signing key.
 */
export class DataStack extends Stack {
  readonly table: Table;
  readonly uploadsBucket: Bucket;
  readonly sessionSecret: Secret;
  readonly exports: DataExports;

  constructor(scope: Construct, id: string, props: DataStackProps = {}) {
    super(scope, id, props);

    this.table = new Table(this, 'DataTable', {
      partitionKey: { name: tableDefinition.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableDefinition.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
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
          noncurrentVersionExpiration: Duration.days(30),
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
      cors: [
        {
          // Browsers POST documents with presigned forms and may fetch them back with presigned GETs. The
          // signature, not CORS, authorizes a request; without a custom domain the CloudFront hostname is
          // not known here (the web stack comes later), so any origin may make the call.
          allowedMethods: [HttpMethods.POST, HttpMethods.GET],
          allowedOrigins: props.domainName ? [`https://${props.domainName}`] : ['*'],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
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

    this.sessionSecret = new Secret(this, 'SessionSigningSecret', {
      description: 'Key that signs Earnlearn session tokens (JWT)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.sessionSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotating the session-signing key signs every user out and would need dual-key verification in the handlers; it is rotated by hand (infra/aws/README.md).',
    });

    this.exports = {
      tableArn: this.namedExport('TableArn', this.table.tableArn),
      uploadsBucketArn: this.namedExport('UploadsBucketArn', this.uploadsBucket.bucketArn),
      uploadsBucketName: this.namedExport('UploadsBucketName', this.uploadsBucket.bucketName),
      sessionSecretArn: this.namedExport('SessionSecretArn', this.sessionSecret.secretArn),
    };
  }

  private namedExport(id: string, value: string): string {
    const exportName = `${this.stackName}-${id}`;
    new CfnOutput(this, id, { value, exportName });
    return exportName;
  }
}
