import { Match, type Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { beforeAll, describe, expect, it } from 'vitest';
import { allContracts, routePath } from '#shared/api/index';
import { EMAIL_PURPOSES, SMS_PURPOSES } from '#shared/domain/message-purposes';
import { onlyResource, type SynthesizedEarnlearn, synthesizedEarnlearn } from './support/synth';

// The app exactly as `cdk synth` builds it: one function per endpoint, today's web build if any.
let earnlearn: SynthesizedEarnlearn;

beforeAll(async () => {
  earnlearn = await synthesizedEarnlearn();
});

function resourcesOf(
  template: Template,
  type: string,
): Record<string, { Properties: Record<string, unknown> }> {
  return template.findResources(type) as Record<string, { Properties: Record<string, unknown> }>;
}

describe('the synthesized app', () => {
  it('passes the cdk-nag AWS Solutions checks with every finding fixed or acknowledged', () => {
    expect(earnlearn.nagFindings).toEqual([]);
  });

  it('puts every stack in Mumbai unless told otherwise, but the WAF and the CloudFront alarms, which need us-east-1', () => {
    const { waf, edgeAlarms, ...regional } = earnlearn.stacks;
    // The deploy-access stack exists only with githubRepository (deploy-access.test.ts).
    for (const stack of Object.values(regional)) if (stack) expect(stack.region).toBe('ap-south-1');
    expect(waf?.region).toBe('us-east-1');
    expect(edgeAlarms?.region).toBe('us-east-1');
  });
});

describe('data stack', () => {
  it('creates the table from the shared definition: pk/sk, gsi1 to gsi4, on-demand, PITR and TTL', () => {
    earnlearn.templates.data.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
      DeletionProtectionEnabled: true,
      GlobalSecondaryIndexes: [
        {
          IndexName: 'gsi1',
          KeySchema: [
            { AttributeName: 'gsi1pk', KeyType: 'HASH' },
            { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
        {
          IndexName: 'gsi2',
          KeySchema: [
            { AttributeName: 'gsi2pk', KeyType: 'HASH' },
            { AttributeName: 'gsi2sk', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
        {
          IndexName: 'gsi3',
          KeySchema: [
            { AttributeName: 'gsi3pk', KeyType: 'HASH' },
            { AttributeName: 'gsi3sk', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
        {
          IndexName: 'gsi4',
          KeySchema: [
            { AttributeName: 'gsi4pk', KeyType: 'HASH' },
            { AttributeName: 'gsi4sk', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    });
  });

  it('keeps the table when the stack is deleted', () => {
    earnlearn.templates.data.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
  });

  it('keeps uploads in a private, encrypted bucket', () => {
    earnlearn.templates.data.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'uploads/' }),
      CorsConfiguration: Match.absent(),
    });
  });

  it('expires uploads that were never saved to a profile after a day', () => {
    earnlearn.templates.data.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Prefix: 'uploads/', ExpirationInDays: 1, Status: 'Enabled' }),
        ]),
      },
    });
  });

  it('refuses requests to the buckets that do not use TLS', () => {
    const policies = Object.values(resourcesOf(earnlearn.templates.data, 'AWS::S3::BucketPolicy'));
    expect(policies.length).toBeGreaterThanOrEqual(2);
    for (const policy of policies) {
      expect(JSON.stringify(policy.Properties.PolicyDocument)).toContain('"aws:SecureTransport":"false"');
    }
  });

  it('generates the session-signing keys ({"current": ...}) instead of taking one from the operator', () => {
    earnlearn.templates.data.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({
        SecretStringTemplate: '{}',
        GenerateStringKey: 'current',
        PasswordLength: 64,
      }),
    });
  });
});

describe('api stack', () => {
  it('has one function per endpoint whose handler file exists', () => {
    // The endpoints' functions are in the area stacks (decision 118); the api stack keeps the scheduled jobs'
    // (scheduled-jobs.test.ts) and the SMS account settings' handler and CDK's provider framework in front of it
    // (operations.test.ts; deployed-functions.test.ts counts by name).
    earnlearn.templates.apiFunctions.resourceCountIs('AWS::Lambda::Function', allContracts.length);
    // And the day-before interview reminders (interview-reminders.test.ts), the daily job-alert digest
    // (job-digests.test.ts), the operator's breach notices (breach-notices.test.ts), the counter of
    // undelivered SMS (sms-deliveries.test.ts) and the unread-message SMS (scheduled-jobs.test.ts).
    earnlearn.templates.api.resourceCountIs('AWS::Lambda::Function', 9);
  });

  it.each(allContracts.map((contract) => [contract.name, contract] as const))(
    '%s runs on Node 24 / arm64 with tracing, 512 MB, 10 s and its own log group kept a month, named as the runbook says',
    (name) => {
      const template = earnlearn.templates.apiFunctions;
      const fn = onlyResource(template, 'AWS::Lambda::Function', {
        Properties: { FunctionName: `earnlearn-test-${name}` },
      });
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        MemorySize: 512,
        Timeout: 10,
        TracingConfig: { Mode: 'Active' },
        Environment: {
          Variables: {
            POWERTOOLS_SERVICE_NAME: 'earnlearn',
            POWERTOOLS_LOG_LEVEL: 'INFO',
            NODE_OPTIONS: '--enable-source-maps',
          },
        },
      });
      const logGroupRef = (fn.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
      expect(template.toJSON().Resources[logGroupRef]).toMatchObject({
        Type: 'AWS::Logs::LogGroup',
        Properties: { RetentionInDays: 400, LogGroupName: `/aws/lambda/earnlearn-test-${name}` },
      });
    },
  );

  it('gives every function the origin-verify secret to check CloudFront’s header against', () => {
    // The endpoints' functions (ApiFunction describes each by its route), not CDK's custom-resource provider.
    const functions = Object.values(
      resourcesOf(earnlearn.templates.apiFunctions, 'AWS::Lambda::Function'),
    ).filter((fn) => /^(GET|POST) \/api\//.test(String(fn.Properties.Description)));
    expect(functions).toHaveLength(allContracts.length);
    for (const fn of functions) {
      expect(fn.Properties.Environment).toMatchObject({
        Variables: { ORIGIN_SECRET_ARN: { 'Fn::ImportValue': 'earnlearn-test-data-OriginSecretArn' } },
      });
    }
  });

  it('routes each endpoint with the method and path of its contract', () => {
    const routeKeys = Object.values(resourcesOf(earnlearn.templates.routes, 'AWS::ApiGatewayV2::Route')).map(
      (route) => route.Properties.RouteKey,
    );
    expect(routeKeys.sort()).toEqual(
      allContracts.map((contract) => `${contract.method} ${routePath(contract)}`).sort(),
    );
  });

  it('throttles the default stage and writes JSON access logs', () => {
    const stage = onlyResource(earnlearn.templates.api, 'AWS::ApiGatewayV2::Stage');
    expect(stage.Properties).toMatchObject({
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingRateLimit: expect.any(Number),
        ThrottlingBurstLimit: expect.any(Number),
      },
    });
    const format = JSON.parse((stage.Properties.AccessLogSettings as { Format: string }).Format) as Record<
      string,
      string
    >;
    expect(Object.keys(format)).toEqual(
      expect.arrayContaining(['requestId', 'ip', 'routeKey', 'status', 'latency']),
    );
  });
});

describe('web stack', () => {
  it('sends /api/* to the HTTP API uncached, with every viewer header but Host', () => {
    earnlearn.templates.web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: '/api/*',
            AllowedMethods: Match.arrayWith(['GET', 'POST']),
            CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
            OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
            ViewerProtocolPolicy: 'https-only',
            FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
          }),
        ]),
      }),
    });
  });

  it('sets the uploads bucket’s CORS to the CloudFront domain (no custom domain here)', () => {
    const create = onlyResource(earnlearn.templates.web, 'Custom::AWS').Properties.Create as {
      'Fn::Join': [string, unknown[]];
    };
    const [distribution] = Object.keys(
      earnlearn.templates.web.findResources('AWS::CloudFront::Distribution'),
    );
    const parts = create['Fn::Join'][1];
    const origin = parts.findIndex(
      (part) => JSON.stringify(part) === JSON.stringify({ 'Fn::GetAtt': [distribution, 'DomainName'] }),
    );
    expect(String(parts[0])).toContain('"action":"putBucketCors"');
    expect(String(parts[origin - 1])).toMatch(/"AllowedOrigins":\["https:\/\/$/);
    expect(String(parts[origin + 1])).toMatch(/^"\],/);
  });

  it('publishes /config.json from the googleClientId context', () => {
    earnlearn.templates.web.hasResourceProperties('Custom::CDKBucketDeployment', {
      DistributionPaths: ['/config.json'],
      SystemMetadata: { 'cache-control': 'no-cache' },
    });
  });
});

describe('WAF stack', () => {
  it('is in us-east-1 with the web ACL the distribution uses', () => {
    expect(earnlearn.stacks.waf?.region).toBe('us-east-1');
    earnlearn.templates.waf?.resourceCountIs('AWS::WAFv2::WebACL', 1);
    earnlearn.templates.web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: Match.anyValue() }),
    });
  });
});

describe('observability stack', () => {
  it('alarms on the API 5xx and 4xx rates, each function’s errors and throttles, and table throttling', () => {
    const alarms = Object.values(resourcesOf(earnlearn.templates.observability, 'AWS::CloudWatch::Alarm'));
    // 2: API 5xx and 4xx rates; + 5: each scheduled job's errors (scheduled-jobs.test.ts); + 1: table throttles;
    // + 1: the job page function's errors; + 1: the undelivered-SMS counter's errors; + 1: the account's concurrency; + 3: SMS spend, status SMS stopped
    // for the month, lock-out burst; + 3: the codes' and the parents' daily budgets spent, a burst of caps; + the
    // failures and delivery rate of each SMS purpose, the failures of each e-mail purpose; + 2: SES bounce and
    // complaint rates; + 1: WhatsApp failures (observability.test.ts); + 1: the site canary's
    // (site-canary.test.ts).
    expect(alarms).toHaveLength(
      2 +
        2 * allContracts.length +
        5 +
        1 +
        1 +
        1 +
        1 +
        3 +
        3 +
        2 * SMS_PURPOSES.length +
        EMAIL_PURPOSES.length +
        2 +
        1 +
        1,
    );
    const described = alarms.map((alarm) => String(alarm.Properties.AlarmDescription));
    for (const contract of allContracts) {
      expect(
        described.filter((text) => text.startsWith(`${contract.method} ${contract.path} `)),
      ).toHaveLength(2);
    }
    earnlearn.templates.observability.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: Match.stringLikeRegexp('-Api5xxRate$'),
      Metrics: Match.arrayWith([
        Match.objectLike({
          MetricStat: Match.objectLike({ Metric: Match.objectLike({ MetricName: '5xx' }) }),
        }),
      ]),
    });
    // The composites of the functions' alarms (errors and throttles, at most 50 members each), and the two that
    // page (observability.test.ts).
    const parts = Math.ceil(allContracts.length / 50);
    earnlearn.templates.observability.resourceCountIs('AWS::CloudWatch::CompositeAlarm', 2 * parts + 2);
  });

  it('notifies an encrypted topic and has one dashboard', () => {
    earnlearn.templates.observability.hasResourceProperties('AWS::SNS::Topic', {
      KmsMasterKeyId: Match.anyValue(),
    });
    earnlearn.templates.observability.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
  });
});
