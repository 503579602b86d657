/** The uploads bucket's CORS, set by the web stack: only the site's pages may post uploads and read them. */
import { type Stack, Validations } from 'aws-cdk-lib';
import { HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';

/** The CORS rule that lets the site's pages POST presigned uploads to the uploads bucket and read them back. */
export function uploadsCorsRule(siteOrigin: string) {
  return {
    AllowedMethods: [HttpMethods.POST, HttpMethods.GET],
    AllowedOrigins: [siteOrigin],
    AllowedHeaders: ['*'],
    ExposeHeaders: ['ETag'],
    MaxAgeSeconds: 3000,
  };
}

/**
 * Sets the uploads bucket's CORS to the site's one origin (S3 PutBucketCors through a custom resource): the
 * bucket lives in the data stack, deployed before the distribution exists, so only the web stack knows the
 * CloudFront domain. The call is repeated whenever the origin changes. The signature on each presigned
 * request, not CORS, authorizes an upload; CORS keeps other sites' pages from using the responses.
 */
export function allowUploadsFrom(stack: Stack, uploadsBucket: IBucket, siteOrigin: string): void {
  const putBucketCors = {
    service: 'S3',
    action: 'putBucketCors',
    parameters: {
      Bucket: uploadsBucket.bucketName,
      CORSConfiguration: { CORSRules: [uploadsCorsRule(siteOrigin)] },
    },
    physicalResourceId: PhysicalResourceId.of(`${stack.stackName}-uploads-cors`),
  };
  new AwsCustomResource(stack, 'UploadsCors', {
    onCreate: putBucketCors,
    onUpdate: putBucketCors,
    policy: AwsCustomResourcePolicy.fromSdkCalls({ resources: [uploadsBucket.bucketArn] }),
    installLatestAwsSdk: false,
  });
  // The handler is a singleton of the stack, named after this fixed uuid.
  const handler = stack.node.tryFindChild(
    `AWS${AwsCustomResource.PROVIDER_FUNCTION_UUID.replaceAll('-', '')}`,
  );
  if (!handler) throw new Error('AwsCustomResource created no handler function');
  Validations.of(handler).acknowledge({
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    reason:
      "CDK's AwsCustomResource handler, run only while deploying, writes its logs with the AWS managed basic execution policy (log groups and streams only).",
  });
}
