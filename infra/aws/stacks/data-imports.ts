import { Fn } from 'aws-cdk-lib';
import { type ITable, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { tableDefinition } from '#lib/db/table';
import type { DataExports } from './data-stack';

export interface ImportedData {
  readonly table: ITable;
  readonly uploadsBucket: IBucket;
  readonly sessionSecret: ISecret;
  /** The secret CloudFront proves itself to the API with: read by the endpoints only. */
  readonly originSecret: () => ISecret;
  /** Web Push's VAPID keys: read by the functions that `uses` push only. */
  readonly vapidSecret: () => ISecret;
}

/**
 * The data stack's table, uploads bucket and secrets in `scope`, by the names the data stack exports (an import
 * is no resource: a stack that reads them holds no reference to the data stack's constructs).
 */
export function importData(scope: Construct, data: DataExports): ImportedData {
  return {
    table: Table.fromTableAttributes(scope, 'Table', {
      tableArn: Fn.importValue(data.tableArn),
      globalIndexes: tableDefinition.indexes.map((index) => index.name),
    }),
    uploadsBucket: Bucket.fromBucketAttributes(scope, 'Uploads', {
      bucketArn: Fn.importValue(data.uploadsBucketArn),
      bucketName: Fn.importValue(data.uploadsBucketName),
    }),
    sessionSecret: Secret.fromSecretCompleteArn(
      scope,
      'SessionSecret',
      Fn.importValue(data.sessionSecretArn),
    ),
    originSecret: () =>
      Secret.fromSecretCompleteArn(scope, 'OriginSecret', Fn.importValue(data.originSecretArn)),
    vapidSecret: () =>
      Secret.fromSecretCompleteArn(scope, 'VapidSecret', Fn.importValue(data.vapidSecretArn)),
  };
}
