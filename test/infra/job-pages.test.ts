/**
 * The public job pages on AWS (decisions 223, 615-617): a function renders `GET /jobs/{id}`, the list `GET /jobs`,
 * the sitemap and robots.txt from the built index.html bundled beside it, routes of the HTTP API reach it, and
 * CloudFront's `/jobs`, `/jobs/*`, `/sitemap.xml`, `/sitemaps/*` and `/robots.txt` behaviours send them there
 * with a short edge cache; the function may read items by key and Query the table (and gsi3), nothing else.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import {
  DIGEST_LINK_ROUTES,
  DIGEST_LINKS_PATH,
  JOB_PAGE_ENTRY,
  JOB_PAGE_TABLE_ACTIONS,
  JOB_PAGE_TEMPLATE_FILE,
  PAGE_QUERY_STRINGS,
  SITEMAP_PATHS,
} from '#infra/aws/stacks/web/job-pages';
import { bundledWithoutSdk } from './support/bundles';
import { fixtureWebBuild, onlyResource, unacknowledgedNagFindings } from './support/synth';
import { synthesizeWebStack } from './support/web-stack';

const { app, error, template } = synthesizeWebStack({ webAssetsDir: fixtureWebBuild });

const jobPageFunction = () =>
  onlyResource(template, 'AWS::Lambda::Function', {
    Properties: Match.objectLike({ FunctionName: 'earnlearn-test-jobPage' }),
  });

describe('the job pages', () => {
  it('synthesize with the cdk-nag checks passing', () => {
    expect(error).toBeUndefined();
    expect(unacknowledgedNagFindings(app)).toEqual([]);
  });

  it("bundle the build's index.html beside the function's code", () => {
    const code = jobPageFunction().Properties.Code as { S3Key: string };
    const staged = join(app.outdir, `asset.${code.S3Key.replace(/\.zip$/, '')}`);
    const copied = join(staged, JOB_PAGE_TEMPLATE_FILE);
    expect(existsSync(copied)).toBe(true);
    expect(readFileSync(copied, 'utf8')).toBe(readFileSync(join(fixtureWebBuild, 'index.html'), 'utf8'));
  });

  it("name the site's origin and the table, and nothing secret, in the function's variables", () => {
    const variables = (jobPageFunction().Properties.Environment as { Variables: Record<string, unknown> })
      .Variables;
    expect(Object.keys(variables).sort()).toEqual([
      'NODE_OPTIONS',
      'POWERTOOLS_LOG_LEVEL',
      'POWERTOOLS_SERVICE_NAME',
      'SESSION_SECRET_ARN',
      'SITE_URL',
      'TABLE_NAME',
    ]);
    expect(JSON.stringify(variables.SITE_URL)).toContain('DomainName');
  });

  it("link to the stage's site origin when it names one", () => {
    const named = synthesizeWebStack({}, { siteUrl: 'https://earnlearn.in' });
    const fn = onlyResource(named.template, 'AWS::Lambda::Function', {
      Properties: Match.objectLike({ FunctionName: 'earnlearn-test-jobPage' }),
    });
    expect(fn.Properties.Environment).toMatchObject({ Variables: { SITE_URL: 'https://earnlearn.in' } });
  });

  it('let the function read items by key and Query the table and gsi3, and write its own logs: nothing else', () => {
    const role = (jobPageFunction().Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const policies = Object.values(
      template.findResources('AWS::IAM::Policy', {
        Properties: Match.objectLike({ Roles: [{ Ref: role }] }),
      }),
    ) as {
      Properties: { PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] } };
    }[];
    const actions = policies
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement)
      .flatMap((statement) => [statement.Action].flat())
      .sort();
    expect(actions).toEqual([
      'dynamodb:GetItem',
      'dynamodb:Query',
      'logs:CreateLogStream',
      'logs:PutLogEvents',
      'xray:PutTelemetryRecords',
      'xray:PutTraceSegments',
    ]);
    const statements = policies.flatMap((policy) => policy.Properties.PolicyDocument.Statement);
    const read = statements.find((statement) => [statement.Action].flat().includes('dynamodb:GetItem'));
    // The table itself and gsi3 (the list by earnings): no other index, no wildcard.
    expect(JSON.stringify(read?.Resource)).not.toContain('*');
    expect(JSON.stringify(read?.Resource)).toContain('/index/gsi3');
  });

  it("grant exactly the table calls the function's code makes: GetItem and Query", async () => {
    const { calls } = await bundledWithoutSdk(JOB_PAGE_ENTRY);
    expect(calls.sort()).toEqual(['GetCommand', 'QueryCommand']);
    expect([...JOB_PAGE_TABLE_ACTIONS]).toEqual(['dynamodb:GetItem', 'dynamodb:Query']);
  });

  it('are a GET route of the HTTP API, /jobs/{id}, invoking the function', () => {
    const route = onlyResource(template, 'AWS::ApiGatewayV2::Route', {
      Properties: Match.objectLike({ RouteKey: 'GET /jobs/{id}' }),
    });
    expect(route.Properties.ApiId).toBe('api123');
    template.hasResourceProperties('AWS::ApiGatewayV2::Integration', {
      ApiId: 'api123',
      IntegrationType: 'AWS_PROXY',
      PayloadFormatVersion: '2.0',
    });
  });

  it("answer the digest SMS's short links too: GET /a/{code} and /a/{code}/stop, never cached at the edge", () => {
    const integration = (routeKey: string) =>
      onlyResource(template, 'AWS::ApiGatewayV2::Route', {
        Properties: Match.objectLike({ RouteKey: routeKey }),
      }).Properties.Target;
    expect(DIGEST_LINK_ROUTES.map((path) => integration(`GET ${path}`))).toEqual([
      integration('GET /jobs/{id}'),
      integration('GET /jobs/{id}'),
    ]);
    const config = onlyResource(template, 'AWS::CloudFront::Distribution').Properties.DistributionConfig as {
      CacheBehaviors: {
        PathPattern: string;
        TargetOriginId: string;
        AllowedMethods: string[];
        CachePolicyId: string;
      }[];
    };
    const links = config.CacheBehaviors.find((behavior) => behavior.PathPattern === DIGEST_LINKS_PATH);
    const api = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*');
    expect(links?.TargetOriginId).toBe(api?.TargetOriginId);
    expect(links?.AllowedMethods.sort()).toEqual(['GET', 'HEAD']);
    // CloudFront's managed CachingDisabled policy.
    expect(links?.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad');
  });

  it("are sent to the API by CloudFront's /jobs/* behaviour, GET and HEAD only, cached a minute by default", () => {
    const config = onlyResource(template, 'AWS::CloudFront::Distribution').Properties.DistributionConfig as {
      CacheBehaviors: {
        PathPattern: string;
        TargetOriginId: string;
        AllowedMethods: string[];
        CachePolicyId: { Ref: string };
        OriginRequestPolicyId?: unknown;
        ResponseHeadersPolicyId?: unknown;
      }[];
    };
    const jobs = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/jobs/*');
    const api = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*');
    expect(jobs?.TargetOriginId).toBe(api?.TargetOriginId);
    expect(jobs?.AllowedMethods.sort()).toEqual(['GET', 'HEAD']);
    // Only the cache key reaches the function: no cookie, no Authorization; the list's filters and the language.
    expect(jobs?.OriginRequestPolicyId).toBeUndefined();
    expect(jobs?.ResponseHeadersPolicyId).toEqual(api?.ResponseHeadersPolicyId);
    const policy = template.toJSON().Resources[jobs?.CachePolicyId.Ref ?? ''] as {
      Properties: { CachePolicyConfig: Record<string, unknown> };
    };
    expect(policy.Properties.CachePolicyConfig).toMatchObject({
      MinTTL: 0,
      DefaultTTL: 60,
      MaxTTL: 300,
      ParametersInCacheKeyAndForwardedToOrigin: {
        CookiesConfig: { CookieBehavior: 'none' },
        HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Accept-Language'] },
        QueryStringsConfig: { QueryStringBehavior: 'whitelist', QueryStrings: [...PAGE_QUERY_STRINGS] },
      },
    });
    // CloudFront keys on at most 10 query strings.
    expect(PAGE_QUERY_STRINGS.length).toBeLessThanOrEqual(10);
  });

  it('send the list /jobs (exactly) to the same function with the same cache policy', () => {
    const config = onlyResource(template, 'AWS::CloudFront::Distribution').Properties.DistributionConfig as {
      CacheBehaviors: { PathPattern: string; TargetOriginId: string; CachePolicyId: unknown }[];
    };
    const list = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/jobs');
    const pages = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/jobs/*');
    expect(list?.TargetOriginId).toBe(pages?.TargetOriginId);
    expect(list?.CachePolicyId).toEqual(pages?.CachePolicyId);
    const target = (routeKey: string) =>
      onlyResource(template, 'AWS::ApiGatewayV2::Route', {
        Properties: Match.objectLike({ RouteKey: routeKey }),
      }).Properties.Target;
    for (const key of [
      'GET /jobs',
      'GET /jobs/in/{city}',
      'GET /sitemap.xml',
      'GET /sitemaps/{file}',
      'GET /robots.txt',
    ])
      expect(target(key)).toEqual(target('GET /jobs/{id}'));
  });

  it('send sitemap.xml, its files and robots.txt to the function, an hour at the edge, nothing of the viewer in the key', () => {
    const config = onlyResource(template, 'AWS::CloudFront::Distribution').Properties.DistributionConfig as {
      CacheBehaviors: {
        PathPattern: string;
        TargetOriginId: string;
        AllowedMethods: string[];
        CachePolicyId: { Ref: string };
      }[];
    };
    const api = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*');
    for (const path of SITEMAP_PATHS) {
      const behavior = config.CacheBehaviors.find((candidate) => candidate.PathPattern === path);
      expect(behavior?.TargetOriginId, path).toBe(api?.TargetOriginId);
      expect(behavior?.AllowedMethods.sort()).toEqual(['GET', 'HEAD']);
      const policy = template.toJSON().Resources[behavior?.CachePolicyId.Ref ?? ''] as {
        Properties: { CachePolicyConfig: Record<string, unknown> };
      };
      expect(policy.Properties.CachePolicyConfig).toMatchObject({
        DefaultTTL: 3600,
        MaxTTL: 86400,
        ParametersInCacheKeyAndForwardedToOrigin: {
          CookiesConfig: { CookieBehavior: 'none' },
          HeadersConfig: { HeaderBehavior: 'none' },
          QueryStringsConfig: { QueryStringBehavior: 'none' },
        },
      });
    }
  });
});
