import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { onlyResource } from './support/synth';
import { synthesizeWebStack } from './support/web-stack';

describe('uploads CORS', () => {
  function corsCall(template: Template) {
    const resource = onlyResource(template, 'Custom::AWS');
    const create = resource.Properties.Create as string | { 'Fn::Join': [string, unknown[]] };
    // The call is JSON joined around the distribution's domain (and the bucket's name, when imported);
    // resolve those as CloudFormation would.
    const parts = typeof create === 'string' ? [create] : create['Fn::Join'][1];
    const json = parts
      .map((part) =>
        typeof part === 'string'
          ? part
          : JSON.stringify(part).includes('DomainName')
            ? 'd111111abcdef8.cloudfront.net'
            : 'earnlearn-uploads',
      )
      .join('');
    expect(resource.Properties.Update).toEqual(resource.Properties.Create);
    return JSON.parse(json) as {
      action: string;
      parameters: { Bucket: string; CORSConfiguration: { CORSRules: Record<string, unknown>[] } };
    };
  }

  it('allows only the CloudFront domain when the site has no domain of its own', () => {
    const { template } = synthesizeWebStack();
    const call = corsCall(template);
    expect(call.action).toBe('putBucketCors');
    expect(call.parameters.Bucket).toBe('earnlearn-uploads');
    expect(call.parameters.CORSConfiguration.CORSRules).toEqual([
      {
        AllowedMethods: ['POST', 'GET'],
        AllowedOrigins: ['https://d111111abcdef8.cloudfront.net'],
        AllowedHeaders: ['*'],
        ExposeHeaders: ['ETag'],
        MaxAgeSeconds: 3000,
      },
    ]);
  });

  it('allows only the custom domain when there is one', () => {
    const { template } = synthesizeWebStack({
      domainName: 'earnlearn.in',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
    });
    expect(corsCall(template).parameters.CORSConfiguration.CORSRules).toEqual([
      expect.objectContaining({ AllowedOrigins: ['https://earnlearn.in'] }),
    ]);
  });

  it('may set the CORS of the uploads bucket and do nothing else', () => {
    const { template } = synthesizeWebStack();
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy).includes('PutBucketCors'),
    );
    expect(policies).toHaveLength(1);
    expect(policies[0]?.Properties.PolicyDocument.Statement).toEqual([
      {
        Action: 's3:PutBucketCors',
        Effect: 'Allow',
        Resource: {
          'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':s3:::earnlearn-uploads']],
        },
      },
    ]);
  });
});
