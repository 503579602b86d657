import { App, Stack, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { spaRoutingCode, WebStack, type WebStackProps } from '#infra/aws/stacks/web-stack';
import { securityHeaders } from '#infra/security-headers';
import { fixtureWebBuild, onlyResource, synthesisError, unacknowledgedNagFindings } from './support/synth';

const googleClientId = '1234-abc.apps.googleusercontent.com';
const originSecretArn = 'arn:aws:secretsmanager:ap-south-1:123456789012:secret:earnlearn-origin-AbCdEf';

function synthesizeWebStack(props: Partial<WebStackProps> = {}) {
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
    ...props,
  });
  const error = synthesisError(app);
  return { app, error, template: Template.fromStack(web) };
}

/** Runs the CloudFront Function the way CloudFront does, on a viewer request for `uri`. */
function routedUri(uri: string): string {
  const handler = new Function(`${spaRoutingCode}; return handler;`)() as (event: unknown) => { uri: string };
  return handler({ request: { uri } }).uri;
}

describe('web stack before the first web build', () => {
  const { app, error, template } = synthesizeWebStack();

  it('synthesizes and passes the cdk-nag checks', () => {
    expect(error).toBeUndefined();
    expect(unacknowledgedNagFindings(app)).toEqual([]);
  });

  it('creates the private site bucket but uploads nothing', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: Match.objectLike({
        BlockPublicAcls: true,
        RestrictPublicBuckets: true,
      }),
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'site/' }),
    });
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });

  it('serves the bucket through CloudFront with origin access control and logs to the log bucket', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        Logging: Match.objectLike({ Prefix: 'cloudfront/' }),
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
        }),
      }),
    });
  });

  it('keeps the API’s own 403 and 404: no distribution-wide error pages', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ CustomErrorResponses: Match.absent() }),
    });
  });

  it('sends security headers on every response', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: 63072000, Override: true }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ContentSecurityPolicy: Match.objectLike({ Override: true }),
        }),
      }),
    });
    const config = onlyResource(template, 'AWS::CloudFront::Distribution').Properties.DistributionConfig as {
      DefaultCacheBehavior: { ResponseHeadersPolicyId: unknown };
      CacheBehaviors: { ResponseHeadersPolicyId: unknown }[];
    };
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toBeDefined();
    expect(config.CacheBehaviors[0]?.ResponseHeadersPolicyId).toEqual(
      config.DefaultCacheBehavior.ResponseHeadersPolicyId,
    );
  });

  it('sends exactly the header set the local twin sends (infra/security-headers.ts)', () => {
    const policy = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy')).find(
      (resource) => resource.Properties.ResponseHeadersPolicyConfig.Comment === 'Earnlearn security headers',
    );
    const config = policy?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    // The bucket's addresses are joined from the partition's URL suffix; resolve it as CloudFormation would.
    const csp = config.ContentSecurityPolicy.ContentSecurityPolicy;
    const text: string =
      typeof csp === 'string'
        ? csp
        : (csp['Fn::Join'][1] as unknown[])
            .map((part) => (typeof part === 'string' ? part : 'amazonaws.com'))
            .join('');
    const twin = securityHeaders({
      uploadOrigins: [
        'https://earnlearn-uploads.s3.ap-south-1.amazonaws.com',
        'https://earnlearn-uploads.s3.amazonaws.com',
      ],
      https: true,
    });
    const cloudFront = {
      'content-security-policy': text,
      'x-frame-options': config.FrameOptions.FrameOption,
      'x-content-type-options': config.ContentTypeOptions ? 'nosniff' : undefined,
      'referrer-policy': config.ReferrerPolicy.ReferrerPolicy,
      'x-xss-protection':
        config.XSSProtection.Protection && config.XSSProtection.ModeBlock ? '1; mode=block' : '',
      'strict-transport-security': `max-age=${config.StrictTransportSecurity.AccessControlMaxAgeSec}${
        config.StrictTransportSecurity.IncludeSubdomains ? '; includeSubDomains' : ''
      }`,
    };
    expect(cloudFront).toEqual(twin);
  });
});

describe('SPA routing at the edge', () => {
  it.each([
    ['/', '/index.html'],
    ['/jobs/42', '/index.html'],
    ['/admin/employees', '/index.html'],
  ])('serves index.html for the route %s', (uri, expected) => {
    expect(routedUri(uri)).toBe(expected);
  });

  it.each(['/assets/index-Bx7fK2.js', '/favicon.svg', '/robots.txt'])('serves the file %s itself', (uri) => {
    expect(routedUri(uri)).toBe(uri);
  });
});

describe('web stack with a web build', () => {
  const { app, error, template } = synthesizeWebStack({ webAssetsDir: fixtureWebBuild });

  it('synthesizes and passes the cdk-nag checks', () => {
    expect(error).toBeUndefined();
    expect(unacknowledgedNagFindings(app)).toEqual([]);
  });

  it('uploads hashed assets cached for a year, then the entry files revalidated and invalidated', () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: 'assets/',
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: Match.absent(),
      Prune: false,
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/*'],
    });
    const deployments = template.findResources('Custom::CDKBucketDeployment');
    const entryFiles = Object.values(deployments).find((d) => d.Properties.DistributionPaths);
    expect(entryFiles?.DependsOn?.length).toBeGreaterThan(0);
  });
});

describe('web stack on a custom domain', () => {
  const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/abc';
  const { app, error, template } = synthesizeWebStack({ domainName: 'earnlearn.in', certificateArn });

  it('serves the domain with its certificate and TLS 1.2 or later', () => {
    expect(error).toBeUndefined();
    expect(unacknowledgedNagFindings(app)).toEqual([]);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['earnlearn.in'],
        ViewerCertificate: {
          AcmCertificateArn: certificateArn,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    });
  });
});
