/** The web stack on its own, with its neighbours' resources referenced, as the web stack tests synthesize it. */
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Table } from 'aws-cdk-lib/aws-dynamodb';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { AwsSolutionsChecks } from 'cdk-nag';
import { WebStack, type WebStackProps } from '#infra/aws/stacks/web-stack';
import { synthesisError } from './synth';

export const googleClientId = '1234-abc.apps.googleusercontent.com';
export const sessionSecretArn =
  'arn:aws:secretsmanager:ap-south-1:123456789012:secret:earnlearn-session-AbCdEf';
export const originSecretArn =
  'arn:aws:secretsmanager:ap-south-1:123456789012:secret:earnlearn-origin-AbCdEf';

/** Synthesizes the web stack (checked by cdk-nag) in front of an imported API, uploads bucket and secret. */
export function synthesizeWebStack(
  props: Partial<WebStackProps> = {},
  jobPages: Partial<WebStackProps['jobPages']> = {},
) {
  const app = new App();
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const env = { region: 'ap-south-1' };
  const neighbours = new Stack(app, 'Neighbours', { env });
  Validations.of(neighbours).acknowledge({
    id: 'CloudFormation-Validate::F0001',
    reason: 'Holds only references to existing resources, so it has none of its own.',
  });
  const web = new WebStack(app, 'Web', {
    env,
    httpApi: HttpApi.fromHttpApiAttributes(neighbours, 'Api', { httpApiId: 'api123' }),
    uploadsBucket: Bucket.fromBucketName(neighbours, 'Uploads', 'earnlearn-uploads'),
    googleClientId,
    originSecret: Secret.fromSecretCompleteArn(neighbours, 'OriginSecret', originSecretArn),
    jobPages: {
      table: Table.fromTableName(neighbours, 'Table', 'earnlearn-table'),
      sessionSecret: Secret.fromSecretCompleteArn(neighbours, 'SessionSecret', sessionSecretArn),
      namePrefix: 'earnlearn-test',
      ...jobPages,
    },
    ...props,
  });
  const error = synthesisError(app);
  return { app, error, template: Template.fromStack(web) };
}
