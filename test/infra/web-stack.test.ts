import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { edgeFunctionFiles } from '#infra/aws/stacks/web/edge-functions';
import { WebStack, type WebStackProps } from '#infra/aws/stacks/web-stack';
import { REFERRER_POLICY, securityHeaders } from '#infra/security-headers';
import {
  fixtureWebBuild,
  onlyResource,
  synthesisError,
  type TemplateResource,
  unacknowledgedNagFindings,
} from './support/synth';

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

/** The directory CDK staged a deployment's source in; the zip it uploads is made from it when publishing. */
function stagedSource(app: App, deployment: TemplateResource): string {
  const [key] = deployment.Properties.SourceObjectKeys as string[];
  return join(app.outdir, `asset.${String(key).replace(/\.zip$/, '')}`);
}

/** The site's CSP as a map from directive to its sources, with the bucket's addresses resolved. */
function cspDirectives(template: Template): Map<string, string[]> {
  const policy = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy')).find(
    (resource) => resource.Properties.ResponseHeadersPolicyConfig.Comment === 'Earnlearn security headers',
  );
  const csp = policy?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy;
  const value = csp.ContentSecurityPolicy;
  const text: string =
    typeof value === 'string'
      ? value
      : (value['Fn::Join'][1] as unknown[])
          .map((part) => (typeof part === 'string' ? part : 'amazonaws.com'))
          .join('');
  return new Map(
    text.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
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

describe('the site’s content security policy, directive by directive', () => {
  const directives = cspDirectives(synthesizeWebStack().template);
  const uploads = [
    'https://earnlearn-uploads.s3.ap-south-1.amazonaws.com',
    'https://earnlearn-uploads.s3.amazonaws.com',
  ];

  it.each([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", 'https://accounts.google.com/gsi/client']],
    ['style-src', ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style']],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:', ...uploads]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", 'https://accounts.google.com/gsi/', ...uploads]],
    ['frame-src', ['https://accounts.google.com/gsi/']],
    ['form-action', ["'self'", ...uploads]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ])('%s allows exactly %j', (directive, sources) => {
    expect(directives.get(directive)).toEqual(sources);
  });

  it('has no directive beyond those', () => {
    expect(directives.size).toBe(11);
  });
});

describe('the referrer policy', () => {
  it('sends the origin only, and only over HTTPS, to other sites', () => {
    expect(REFERRER_POLICY).toBe('strict-origin-when-cross-origin');
    synthesizeWebStack().template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        Comment: 'Earnlearn security headers',
        SecurityHeadersConfig: Match.objectLike({
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        }),
      }),
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
    expect(readdirSync(stagedSource(app, entryFiles)).sort()).toEqual(['index.html']);
    expect(JSON.parse(readFileSync(join(stagedSource(app, runtimeConfig), 'config.json'), 'utf8'))).toEqual({
      googleClientId,
    });
    expect(runtimeConfig.DependsOn).toEqual(
      expect.arrayContaining([expect.stringContaining('DeployEntryFiles')]),
    );
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
