/**
 * The canary that checks the site from outside (infra/aws/stacks/observability/site-canary.ts): its script, run
 * here against a local server with the runtime's modules stood in, and the resources of the synthesized app.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANARY_ARTIFACT_DAYS,
  CANARY_EVERY_MINUTES,
  CANARY_FAILED_RUNS,
  CANARY_RUNTIME,
  CANARY_STEPS,
  canaryScript,
  newestOpenJobQuery,
} from '#infra/aws/stacks/observability/site-canary';
import { contracts } from '#shared/api/index';
import { operationsApp, resources } from './support/operations';
import { buildEarnlearnApp, fixtureHandler, onlyResource, synthesisError } from './support/synth';

/** What the site answers, by path; a path not here answers 404. */
type Site = Record<string, { type: string; body: string }>;

const healthySite: Site = {
  '/': { type: 'text/html', body: '<!doctype html><html><body><div id="root"></div></body></html>' },
  '/config.json': { type: 'application/json', body: '{"googleClientId":"x.apps.googleusercontent.com"}' },
  '/jobs/42': { type: 'text/html', body: '<meta property="og:title" content="Delivery partner">' },
};

let site: Site = healthySite;
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const page = site[request.url ?? ''];
    response.writeHead(page ? 200 : 404, { 'content-type': page?.type ?? 'text/plain' });
    response.end(page?.body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Runs the script's handler with Synthetics, its logger and DynamoDB stood in; returns the steps and logs. */
async function runCanary(openJobKeys: string[]) {
  const steps: { name: string; error?: string }[] = [];
  const logs: string[] = [];
  const queries: Record<string, unknown>[] = [];
  const configured: Record<string, boolean>[] = [];
  const modules: Record<string, unknown> = {
    Synthetics: {
      getConfiguration: () => ({
        setConfig: (config: Record<string, boolean>) => {
          configured.push(config);
        },
      }),
      executeStep: async (name: string, step: () => Promise<void>) => {
        try {
          await step();
          steps.push({ name });
        } catch (error) {
          steps.push({ name, error: (error as Error).message });
          throw error;
        }
      },
    },
    SyntheticsLogger: { info: (line: string) => logs.push(line) },
    '@aws-sdk/client-dynamodb': {
      DynamoDBClient: class {
        async send(command: { input: Record<string, unknown> }) {
          queries.push(command.input);
          return { Items: openJobKeys.map((key) => ({ pk: { S: key } })) };
        }
      },
      QueryCommand: class {
        constructor(readonly input: Record<string, unknown>) {}
      },
    },
  };
  const exports: { handler?: () => Promise<void> } = {};
  const env = { SITE_URL: origin, TABLE_NAME: 'earnlearn-test-table' };
  new Function('require', 'exports', 'process', canaryScript())((name: string) => modules[name], exports, {
    env,
  });
  let failure: string | undefined;
  await exports.handler?.().catch((error: Error) => {
    failure = error.message;
  });
  return { steps, logs, queries, configured, failure };
}

describe("the canary's script", () => {
  it('passes a healthy site: the SPA, /config.json and the newest open job page, in that order', async () => {
    site = healthySite;
    const run = await runCanary(['JOB#42']);
    expect(run.failure).toBeUndefined();
    expect(run.steps).toEqual(CANARY_STEPS.map((name) => ({ name })));
    expect(run.queries).toEqual([{ ...newestOpenJobQuery(), TableName: 'earnlearn-test-table' }]);
    // No browser page, so no screenshots asked of Synthetics.
    expect(run.configured).toEqual([
      { screenshotOnStepStart: false, screenshotOnStepSuccess: false, screenshotOnStepFailure: false },
    ]);
  });

  it("reads the newest open job from the jobs list's index, its key only", () => {
    expect(newestOpenJobQuery()).toMatchObject({
      IndexName: 'gsi1',
      ExpressionAttributeNames: { '#pk': 'gsi1pk', '#key': 'pk' },
      ExpressionAttributeValues: { ':partition': { S: 'JOBS#OPEN' } },
      ProjectionExpression: '#key',
      ScanIndexForward: false,
      Limit: 1,
    });
  });

  it('passes the job page step with a log line while there is no open job (a new stage does not page)', async () => {
    site = healthySite;
    const run = await runCanary([]);
    expect(run.failure).toBeUndefined();
    expect(run.steps.map(({ name }) => name)).toEqual([...CANARY_STEPS]);
    expect(run.logs).toEqual(['No open job yet: the job page step passes without opening one']);
  });

  it('fails the step that sees the site broken', async () => {
    const broken: [Site, string, RegExp][] = [
      [{ ...healthySite, '/': { type: 'text/html', body: '<h1>502 Bad Gateway</h1>' } }, 'spa', /app root/],
      [{ ...healthySite, '/config.json': { type: 'text/html', body: '<html>' } }, 'configJson', /JSON/],
      [
        { ...healthySite, '/config.json': { type: 'application/json', body: '{}' } },
        'configJson',
        /googleClientId/,
      ],
      [
        { '/': healthySite['/'], '/config.json': healthySite['/config.json'] } as Site,
        'jobPage',
        /jobs\/42 answered 404/,
      ],
    ];
    for (const [brokenSite, step, message] of broken) {
      site = brokenSite;
      const run = await runCanary(['JOB#42']);
      expect(run.steps.at(-1)?.name).toBe(step);
      expect(run.failure).toMatch(message);
    }
    site = healthySite;
  });
});

describe('the canary in the synthesized app', () => {
  const app = operationsApp();

  it('runs the script every few minutes against the site, on the newest Puppeteer runtime', () => {
    const canary = onlyResource(app().templates.observability, 'AWS::Synthetics::Canary');
    expect(canary.Properties).toMatchObject({
      Name: 'earnlearn-test-site',
      RuntimeVersion: CANARY_RUNTIME.name,
      Schedule: { Expression: `rate(${CANARY_EVERY_MINUTES} minutes)` },
      Code: { Handler: 'index.handler', Script: canaryScript() },
      RunConfig: { EnvironmentVariables: { SITE_URL: 'https://earnlearn.in' } },
      StartCanaryAfterCreation: true,
      SuccessRetentionPeriod: CANARY_ARTIFACT_DAYS,
      FailureRetentionPeriod: CANARY_ARTIFACT_DAYS,
    });
    const script = String((canary.Properties.Code as { Script: string }).Script);
    for (const path of ["get('/'", "get('/config.json'", "'/jobs/'"]) expect(script).toContain(path);
  });

  it('pages through the alarm topic after two failed runs in a row', () => {
    const template = app().templates.observability;
    const [topic] = Object.keys(template.findResources('AWS::SNS::Topic', {})).filter((id) =>
      id.startsWith('AlarmTopic'),
    );
    const alarm = onlyResource(template, 'AWS::CloudWatch::Alarm', {
      Properties: { AlarmName: 'earnlearn-test-SiteDownFromOutside' },
    });
    const [canaryId] = Object.keys(template.findResources('AWS::Synthetics::Canary'));
    expect(alarm.Properties).toMatchObject({
      Namespace: 'CloudWatchSynthetics',
      MetricName: 'SuccessPercent',
      Dimensions: [{ Name: 'CanaryName', Value: { Ref: canaryId } }],
      Threshold: 100,
      ComparisonOperator: 'LessThanThreshold',
      EvaluationPeriods: CANARY_FAILED_RUNS,
      Period: CANARY_EVERY_MINUTES * 60,
      TreatMissingData: 'notBreaching',
      AlarmActions: [{ Ref: topic }],
      OKActions: [{ Ref: topic }],
    });
  });

  it('keeps its artifacts in an encrypted, SSL-only bucket that expires them', () => {
    const template = app().templates.observability;
    const canary = onlyResource(template, 'AWS::Synthetics::Canary');
    const bucketRef = JSON.stringify(canary.Properties.ArtifactS3Location);
    const [bucketId, bucket] =
      Object.entries(resources(template, 'AWS::S3::Bucket')).find(([id]) => bucketRef.includes(id)) ?? [];
    expect(bucket?.Properties).toMatchObject({
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      LifecycleConfiguration: { Rules: [{ ExpirationInDays: CANARY_ARTIFACT_DAYS, Status: 'Enabled' }] },
    });
    const policy = Object.values(resources(template, 'AWS::S3::BucketPolicy')).find(
      (each) => JSON.stringify(each.Properties.Bucket) === JSON.stringify({ Ref: bucketId }),
    );
    expect(JSON.stringify(policy?.Properties.PolicyDocument)).toContain('"aws:SecureTransport":"false"');
  });

  it("may read the table only through the open jobs' index", () => {
    const template = app().templates.observability;
    const statements = Object.values(resources(template, 'AWS::IAM::Policy'))
      .flatMap(
        (policy) =>
          (policy.Properties.PolicyDocument as { Statement: { Action: unknown; Resource?: unknown }[] })
            .Statement,
      )
      .concat(
        Object.values(resources(template, 'AWS::IAM::Role')).flatMap((role) =>
          (
            (role.Properties.Policies ?? []) as {
              PolicyDocument: { Statement: { Action: unknown; Resource?: unknown }[] };
            }[]
          ).flatMap((policy) => policy.PolicyDocument.Statement),
        ),
      )
      .filter((statement) => JSON.stringify(statement.Action).includes('dynamodb:'));
    expect(statements).toHaveLength(1);
    expect(statements[0]?.Action).toBe('dynamodb:Query');
    expect(JSON.stringify(statements[0]?.Resource)).toMatch(/\/index\/gsi1"\]/);
  });

  it('leaves no cdk-nag finding unacknowledged', () => {
    expect(app().nagFindings).toEqual([]);
  });

  it('is left out with siteCanary off (a dev stage)', () => {
    const { app: off, stacks } = buildEarnlearnApp(
      { siteCanary: 'off' },
      { endpoints: [{ contract: contracts.getAllJobs, entry: fixtureHandler }] },
    );
    expect(synthesisError(off)).toBeUndefined();
    const template = Template.fromStack(stacks.observability);
    template.resourceCountIs('AWS::Synthetics::Canary', 0);
    expect(
      Object.values(resources(template, 'AWS::CloudWatch::Alarm')).map(
        ({ Properties }) => Properties.AlarmName,
      ),
    ).not.toContain('earnlearn-test-SiteDownFromOutside');
  });
});
