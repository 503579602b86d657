/**
 * A CloudWatch Synthetics canary that opens the site from outside, as a visitor would, every few minutes: the
 * SPA's HTML at `/`, `/config.json` (the SPA's runtime settings) and the newest open job's public page. Every
 * alarm of ours watches the API or a function from inside; only this one sees the site down when CloudFront,
 * the bucket, DNS or the certificate fail.
 */
import { Aws, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { Canary, Code, Runtime, Schedule, Test } from 'aws-cdk-lib/aws-synthetics';
import { Construct } from 'constructs';
import { OPEN_JOBS } from '#lib/db/keys';
import { openJobsList, pageQueryInput } from '#lib/db/requests';
import { acknowledgeFindings, nagResourceName } from '../../nag';

/** How often the canary runs: each run is billed (docs/operations.md, section 14). */
export const CANARY_EVERY_MINUTES = 5;
/** Runs in a month of 30 days, as the cost model counts them. */
export const CANARY_RUNS_PER_MONTH = (30 * 24 * 60) / CANARY_EVERY_MINUTES;
/** Consecutive failed runs before it pages: one lost run (a cold start, a network blip) is not an outage. */
export const CANARY_FAILED_RUNS = 2;
/** Run artifacts (HAR files, logs of each step) are kept this long. */
export const CANARY_ARTIFACT_DAYS = 30;
/** The three checks, in the order the script runs them: the runbook names each step. */
export const CANARY_STEPS = ['spa', 'configJson', 'jobPage'] as const;

/** The runtime: the newest Node.js Puppeteer runtime aws-cdk-lib offers (AWS SDK v3 and fetch included). */
export const CANARY_RUNTIME = Runtime.SYNTHETICS_NODEJS_PUPPETEER_13_0;

/**
 * The DynamoDB Query of the newest open job (the workers' jobs list, one item, its key only): the same input
 * the jobs list sends, so the canary follows the table's layout. As the low-level client's JSON.
 */
export function newestOpenJobQuery(): Record<string, unknown> {
  const input = pageQueryInput('', { ...openJobsList, limit: 1 });
  return {
    IndexName: input.IndexName,
    KeyConditionExpression: input.KeyConditionExpression,
    ExpressionAttributeNames: { ...input.ExpressionAttributeNames, '#key': 'pk' },
    ExpressionAttributeValues: { ':partition': { S: OPEN_JOBS } },
    ProjectionExpression: '#key',
    ScanIndexForward: input.ScanIndexForward,
    Limit: 1,
  };
}

/**
 * The canary's script (CommonJS, the Puppeteer runtime's `index.handler`): three steps with `fetch`, no
 * browser (nothing of ours needs a rendered page to prove the site answers). SITE_URL and TABLE_NAME are the
 * canary's environment.
 */
export function canaryScript(): string {
  const [spa, configJson, jobPage] = CANARY_STEPS;
  return `const synthetics = require('Synthetics');
const log = require('SyntheticsLogger');
const { DynamoDBClient, QueryCommand } = require('@aws-sdk/client-dynamodb');

const site = process.env.SITE_URL;
// No browser is opened: no step has a page to take a screenshot of.
synthetics.getConfiguration().setConfig({
  screenshotOnStepStart: false,
  screenshotOnStepSuccess: false,
  screenshotOnStepFailure: false,
});

async function get(path, accept) {
  const response = await fetch(new URL(path, site), { headers: { accept }, redirect: 'manual' });
  if (response.status !== 200) throw new Error(path + ' answered ' + response.status);
  return response;
}

exports.handler = async () => {
  await synthetics.executeStep('${spa}', async () => {
    const html = await (await get('/', 'text/html')).text();
    if (!/<div id="root"[ >]/.test(html)) throw new Error('/ answered 200 without the app root');
  });
  await synthetics.executeStep('${configJson}', async () => {
    const config = await (await get('/config.json', 'application/json')).json();
    if (typeof config.googleClientId !== 'string') throw new Error('/config.json has no googleClientId');
  });
  await synthetics.executeStep('${jobPage}', async () => {
    const query = ${JSON.stringify(newestOpenJobQuery())};
    const answer = await new DynamoDBClient({}).send(new QueryCommand({ ...query, TableName: process.env.TABLE_NAME }));
    const key = answer.Items && answer.Items[0] && answer.Items[0].pk && answer.Items[0].pk.S;
    if (!key) {
      log.info('No open job yet: the job page step passes without opening one');
      return;
    }
    const path = '/jobs/' + key.slice(key.indexOf('#') + 1);
    const html = await (await get(path, 'text/html')).text();
    if (!html.includes('og:title')) throw new Error(path + ' answered 200 without its og:title');
  });
};
`;
}

export interface SiteCanaryProps {
  /** The site's origin, `https://...`: the custom domain's when there is one, else the distribution's. */
  readonly siteUrl: string;
  /** The table, for the newest open job's id (its open-jobs index only). */
  readonly table: ITable;
  /** The canary's name: lower-case letters, digits, `-` and `_`. */
  readonly canaryName: string;
}

export class SiteCanary extends Construct {
  readonly canary: Canary;

  constructor(scope: Construct, id: string, props: SiteCanaryProps) {
    super(scope, id);
    const artifacts = new Bucket(this, 'Artifacts', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      lifecycleRules: [{ expiration: Duration.days(CANARY_ARTIFACT_DAYS) }],
      // Run artifacts of public pages, expiring by themselves: nothing to keep once the stage is gone.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    acknowledgeFindings(
      artifacts,
      ['AwsSolutions-S1'],
      "The canary's own run artifacts (HAR files and step logs of public pages), expired after 30 days: who read them is in CloudTrail, an access log would only repeat the canary's writes.",
    );
    this.canary = new Canary(this, 'Canary', {
      canaryName: props.canaryName,
      runtime: CANARY_RUNTIME,
      test: Test.custom({ code: Code.fromInline(canaryScript()), handler: 'index.handler' }),
      schedule: Schedule.rate(Duration.minutes(CANARY_EVERY_MINUTES)),
      environmentVariables: { SITE_URL: props.siteUrl, TABLE_NAME: props.table.tableName },
      artifactsBucketLocation: { bucket: artifacts },
      timeout: Duration.minutes(1),
      successRetentionPeriod: Duration.days(CANARY_ARTIFACT_DAYS),
      failureRetentionPeriod: Duration.days(CANARY_ARTIFACT_DAYS),
      provisionedResourceCleanup: true,
    });
    this.canary.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [`${props.table.tableArn}/index/${openJobsList.index}`],
      }),
    );
    const stack = Stack.of(this);
    const canaryLogs = `arn:${Aws.PARTITION}:logs:${stack.region}:${Aws.ACCOUNT_ID}:log-group:/aws/lambda/cwsyn-*`;
    acknowledgeFindings(
      this.canary.role,
      [
        'AwsSolutions-IAM5[Resource::*]',
        `AwsSolutions-IAM5[Resource::${nagResourceName(this, artifacts.arnForObjects('*'))}]`,
        `AwsSolutions-IAM5[Resource::${nagResourceName(this, canaryLogs)}]`,
      ],
      "The policy Synthetics needs for every canary, as aws-cdk-lib writes it: its artifacts under the bucket's objects, its metrics (cloudwatch:PutMetricData limited to the CloudWatchSynthetics namespace, which has no resource ARN) and its Lambda's log groups (cwsyn-<name>-<random id>, named by Synthetics at create).",
    );
  }
}
