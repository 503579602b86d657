import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { App } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { edgeFunctionFiles } from '#infra/aws/stacks/web/edge-functions';
import {
  fixtureWebBuild,
  onlyResource,
  type TemplateResource,
  unacknowledgedNagFindings,
} from './support/synth';
import { googleClientId, originSecretArn, synthesizeWebStack } from './support/web-stack';

/** The directory CDK staged a deployment's source in; the zip it uploads is made from it when publishing. */
function stagedSource(app: App, deployment: TemplateResource): string {
  const [key] = deployment.Properties.SourceObjectKeys as string[];
  return join(app.outdir, `asset.${String(key).replace(/\.zip$/, '')}`);
}

describe('web stack before the first web build', () => {
  const { app, error, template } = synthesizeWebStack();

  it('synthesizes and passes the cdk-nag checks', () => {
    expect(error).toBeUndefined();
    expect(unacknowledgedNagFindings(app)).toEqual([]);
  });

  it('creates the private site bucket, kept, with no build to upload', () => {
    template.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        PublicAccessBlockConfiguration: Match.objectLike({
          BlockPublicAcls: true,
          RestrictPublicBuckets: true,
        }),
        LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'site/' }),
      }),
    });
    for (const bucket of Object.values(template.findResources('AWS::S3::Bucket'))) {
      expect(bucket).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    }
    template.resourceCountIs('Custom::CDKBucketDeployment', 1);
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DistributionPaths: ['/config.json'],
    });
  });

  it('publishes /config.json with the Google client id, revalidated on every load', () => {
    const deployment = onlyResource(template, 'Custom::CDKBucketDeployment');
    expect(deployment.Properties).toMatchObject({
      Prune: false,
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/config.json'],
    });
    const staged = stagedSource(app, deployment);
    expect(readdirSync(staged)).toEqual(['config.json']);
    expect(JSON.parse(readFileSync(join(staged, 'config.json'), 'utf8'))).toEqual({ googleClientId });
  });

  it('uses price class 200, the cheapest with edge locations in India', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ PriceClass: 'PriceClass_200' }),
    });
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

  it('runs the SPA routing function, deployed as its file reads, on the site bucket’s requests', () => {
    const functions = template.findResources('AWS::CloudFront::Function', {
      Properties: { FunctionCode: readFileSync(edgeFunctionFiles.spaRouting, 'utf8') },
    });
    const [logicalId] = Object.keys(functions);
    expect(logicalId).toBeDefined();
    const config = onlyResource(template, 'AWS::CloudFront::Distribution').Properties.DistributionConfig as {
      DefaultCacheBehavior: { FunctionAssociations?: unknown[] };
    };
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [logicalId, 'FunctionARN'] } },
    ]);
  });

  it('keeps the API’s own 403 and 404: no distribution-wide error pages', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ CustomErrorResponses: Match.absent() }),
    });
  });
});

describe('/api/* at the edge', () => {
  const { template } = synthesizeWebStack();
  const config = onlyResource(template, 'AWS::CloudFront::Distribution').Properties.DistributionConfig as {
    CacheBehaviors: { PathPattern: string; TargetOriginId: string; FunctionAssociations?: unknown[] }[];
    Origins: { Id: string; OriginCustomHeaders?: unknown }[];
  };
  const api = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*');
  const apiOrigin = config.Origins.find((origin) => origin.Id === api?.TargetOriginId);

  it('proves itself to the API with the origin-verify secret, resolved by CloudFormation at deploy', () => {
    expect(apiOrigin?.OriginCustomHeaders).toEqual([
      {
        HeaderName: 'x-origin-verify',
        HeaderValue: `{{resolve:secretsmanager:${originSecretArn}:SecretString:::}}`,
      },
    ]);
    const others = config.Origins.filter((origin) => origin !== apiOrigin);
    for (const origin of others) expect(origin.OriginCustomHeaders).toBeUndefined();
  });

  it('runs the viewer-address function on each /api request, and only there', () => {
    const functions = template.findResources('AWS::CloudFront::Function', {
      Properties: { FunctionCode: readFileSync(edgeFunctionFiles.viewerAddress, 'utf8') },
    });
    const [logicalId] = Object.keys(functions);
    expect(api?.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [logicalId, 'FunctionARN'] } },
    ]);
    for (const behavior of config.CacheBehaviors.filter((b) => b !== api)) {
      expect(JSON.stringify(behavior.FunctionAssociations ?? [])).not.toContain(String(logicalId));
    }
  });
});

describe('the WAF web ACL', () => {
  const webAclArn = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/earnlearn-prod-waf/abc';

  it('is attached to the distribution when given, with no finding to acknowledge', () => {
    const { app, error, template } = synthesizeWebStack({ webAclArn });
    expect(error).toBeUndefined();
    expect(unacknowledgedNagFindings(app)).toEqual([]);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: webAclArn }),
    });
  });

  it('is absent with -c waf=off', () => {
    synthesizeWebStack().template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: Match.absent() }),
    });
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
    const entryFiles = Object.entries(deployments).find(
      ([, d]) => JSON.stringify(d.Properties.DistributionPaths) === '["/*"]',
    );
    const hashedAssets = Object.entries(deployments).find(
      ([, d]) => d.Properties.DestinationBucketKeyPrefix === 'assets/',
    );
    expect(entryFiles?.[1].DependsOn).toEqual(
      expect.arrayContaining([expect.stringContaining('DeployHashedAssets')]),
    );
    expect(hashedAssets).toBeDefined();
  });

  it('uploads the prerendered public pages with the entry files: revalidated, invalidated by each deploy (decision 229)', () => {
    const deployments = Object.values(
      template.findResources('Custom::CDKBucketDeployment'),
    ) as unknown as TemplateResource[];
    const entryFiles = deployments.find((d) => JSON.stringify(d.Properties.DistributionPaths) === '["/*"]');
    if (!entryFiles) throw new Error('Expected the entry files deployment');
    expect(entryFiles.Properties.SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
    const staged = stagedSource(app, entryFiles);
    expect(readFileSync(join(staged, 'pages/en/home.html'), 'utf8')).toContain('data-prerendered="en"');
  });

  it('never uploads a config.json from the build: the deployed one comes from the context, last', () => {
    const deployments = Object.values(
      template.findResources('Custom::CDKBucketDeployment'),
    ) as unknown as TemplateResource[];
    const entryFiles = deployments.find((d) => JSON.stringify(d.Properties.DistributionPaths) === '["/*"]');
    const runtimeConfig = deployments.find(
      (d) => JSON.stringify(d.Properties.DistributionPaths) === '["/config.json"]',
    );
    if (!entryFiles || !runtimeConfig)
      throw new Error('Expected the entry files and config.json deployments');
    expect(readdirSync(stagedSource(app, entryFiles)).sort()).toEqual(['index.html', 'pages']);
    expect(JSON.parse(readFileSync(join(stagedSource(app, runtimeConfig), 'config.json'), 'utf8'))).toEqual({
      googleClientId,
    });
    expect(runtimeConfig.DependsOn).toEqual(
      expect.arrayContaining([expect.stringContaining('DeployEntryFiles')]),
    );
  });
});

describe('web stack of a stage that names a privacy contact', () => {
  const privacyContact = { name: 'Grievance Officer, Earnlearn', email: 'privacy@earnlearn.in' };
  const { app, error, template } = synthesizeWebStack({ privacyContact });

  it('publishes it in /config.json beside the Google client id, for the privacy notice', () => {
    expect(error).toBeUndefined();
    const staged = stagedSource(app, onlyResource(template, 'Custom::CDKBucketDeployment'));
    expect(JSON.parse(readFileSync(join(staged, 'config.json'), 'utf8'))).toEqual({
      googleClientId,
      privacyContact,
    });
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
