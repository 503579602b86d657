/**
 * Company logos on AWS: CloudFront serves `/logos/*` from the uploads bucket through origin access control,
 * with long cache headers, and the bucket's policy lets CloudFront read `logos/` and nothing else (the
 * workers' documents and fresh uploads stay private).
 */
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOGO_CACHE_CONTROL } from '#features/documents/public-logos';
import { onlyResource, type SynthesizedEarnlearn, synthesizedEarnlearn } from './support/synth';

let earnlearn: SynthesizedEarnlearn;

beforeAll(async () => {
  earnlearn = await synthesizedEarnlearn();
});

interface Statement {
  Sid?: string;
  Effect: string;
  Principal?: unknown;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}

interface Behavior {
  PathPattern: string;
  TargetOriginId: string;
  AllowedMethods?: string[];
  ViewerProtocolPolicy: string;
  CachePolicyId: unknown;
  ResponseHeadersPolicyId: { Ref: string };
  FunctionAssociations?: unknown;
}

interface DistributionConfig {
  CacheBehaviors: Behavior[];
  Origins: { Id: string; DomainName: unknown; OriginAccessControlId?: unknown }[];
}

function distributionConfig(): DistributionConfig {
  return onlyResource(earnlearn.templates.web, 'AWS::CloudFront::Distribution').Properties
    .DistributionConfig as DistributionConfig;
}

/** The logical id of the uploads bucket in the data stack (the one whose unsaved uploads expire). */
function uploadsBucketId(): string {
  const ids = Object.keys(
    earnlearn.templates.data.findResources('AWS::S3::Bucket', {
      Properties: {
        LifecycleConfiguration: { Rules: Match.arrayWith([Match.objectLike({ Id: 'UnsavedUploads' })]) },
      },
    }),
  );
  expect(ids).toHaveLength(1);
  return ids[0] as string;
}

function uploadsBucketPolicy(): Statement[] {
  const policy = onlyResource(earnlearn.templates.data, 'AWS::S3::BucketPolicy', {
    Properties: { Bucket: { Ref: uploadsBucketId() } },
  });
  return (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement;
}

const cloudFront = { Service: 'cloudfront.amazonaws.com' };

describe('company logos on AWS', () => {
  it('synthesizes without a cycle between the stacks and passes cdk-nag', () => {
    expect(earnlearn.nagFindings).toEqual([]);
  });

  it('serves /logos/* from the uploads bucket through origin access control, GET and HEAD only', () => {
    const config = distributionConfig();
    const logos = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/logos/*');
    expect(logos).toBeDefined();
    expect(logos?.AllowedMethods).toEqual(['GET', 'HEAD']);
    expect(logos?.ViewerProtocolPolicy).toBe('redirect-to-https');
    // Not the SPA's routing function: a logo path is a file.
    expect(logos?.FunctionAssociations).toBeUndefined();
    const origin = config.Origins.find((candidate) => candidate.Id === logos?.TargetOriginId);
    expect(origin?.OriginAccessControlId).toBeDefined();
    // The data stack's export of the uploads bucket's regional domain name.
    expect(JSON.stringify(origin?.DomainName)).toMatch(
      new RegExp(`"Fn::ImportValue":"earnlearn-test-data:[A-Za-z]*${uploadsBucketId()}RegionalDomainName`),
    );
  });

  it('answers logos with a year of caching and nosniff', () => {
    const logos = distributionConfig().CacheBehaviors.find((behavior) => behavior.PathPattern === '/logos/*');
    const policy = earnlearn.templates.web.toJSON().Resources[logos?.ResponseHeadersPolicyId.Ref ?? ''];
    expect(policy?.Properties.ResponseHeadersPolicyConfig).toMatchObject({
      CustomHeadersConfig: {
        Items: [{ Header: 'Cache-Control', Value: LOGO_CACHE_CONTROL, Override: true }],
      },
      SecurityHeadersConfig: { ContentTypeOptions: { Override: true } },
    });
    expect(LOGO_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
  });

  it('lets CloudFront of this account read logos/* of the uploads bucket, and nothing else', () => {
    const statements = uploadsBucketPolicy();
    const forCloudFront = statements.filter(
      (statement) =>
        statement.Effect === 'Allow' && JSON.stringify(statement.Principal).includes('cloudfront'),
    );
    expect(forCloudFront).toHaveLength(1);
    const [statement] = forCloudFront;
    expect(statement?.Principal).toEqual(cloudFront);
    expect(statement?.Action).toBe('s3:GetObject');
    expect(statement?.Resource).toEqual({
      'Fn::Join': ['', [{ 'Fn::GetAtt': [uploadsBucketId(), 'Arn'] }, '/logos/*']],
    });
    expect(statement?.Condition).toEqual({
      StringEquals: { 'AWS:SourceAccount': { Ref: 'AWS::AccountId' } },
      ArnLike: {
        'AWS:SourceArn': {
          'Fn::Join': [
            '',
            [
              'arn:',
              { Ref: 'AWS::Partition' },
              ':cloudfront::',
              { Ref: 'AWS::AccountId' },
              ':distribution/*',
            ],
          ],
        },
      },
    });
    // Every other Allow of the policy is for someone else (none today): documents/ and uploads/ stay private.
    const otherAllows = statements.filter((s) => s.Effect === 'Allow' && s !== statement);
    expect(otherAllows).toEqual([]);
  });

  it('keeps the bucket private otherwise', () => {
    earnlearn.templates.data.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
  });
});
