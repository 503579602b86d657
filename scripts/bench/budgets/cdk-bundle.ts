/**
 * Bundles handlers with the CDK itself: one `ApiFunction` (the construct the API stack deploys) per entry in a
 * throwaway App, whose NodejsFunction runs esbuild locally with exactly the deployed options (and the feature
 * flags of cdk.json). Run as a child process by `bundles.ts`, so esbuild's chatter stays out of the report.
 *
 *   node --import tsx scripts/bench/budgets/cdk-bundle.ts <outdir> '<json: [{ name, contract, entry }]>'
 *
 * Prints `[{ name, file }]` (the bundled index.mjs of each) as JSON on stdout.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { ApiFunction } from '#infra/aws/constructs/api-function';
import { repoRoot } from '#infra/aws/paths';
import { type ContractName, contracts } from '#shared/api/index';

const [outdir, spec] = process.argv.slice(2);
if (!outdir || !spec) throw new Error('usage: cdk-bundle.ts <outdir> <json>');
const entries = JSON.parse(spec) as {
  name: string;
  contract: ContractName;
  entry: string;
}[];

const cdkJson = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as {
  context?: Record<string, unknown>;
};
const app = new App({ outdir, context: { ...cdkJson.context, 'aws:cdk:enable-asset-metadata': true } });
const stack = new Stack(app, 'Bench', { env: { region: 'ap-south-1' } });
const table = Table.fromTableName(stack, 'Table', 'bench');
const sessionSecret = Secret.fromSecretNameV2(stack, 'SessionSecret', 'bench');
const uploadsBucket = Bucket.fromBucketName(stack, 'Uploads', 'bench');

const bundles = entries.map(({ name, contract, entry }) => {
  const fn = new ApiFunction(stack, name, {
    contract: contracts[contract],
    functionName: `bench-${name}`,
    entry,
    table,
    sessionSecret,
    uploadsBucket,
    sesFromAddress: 'bench@example.com',
    googleClientId: 'bench',
    sms: { senderId: 'EARNLN', templateIds: {}, monthlySpendLimitUsd: 1 },
  });
  const assetPath = (fn.lambda.node.defaultChild as CfnFunction).getMetadata('aws:asset:path') as
    | string
    | undefined;
  if (!assetPath) throw new Error(`${name}: the CDK recorded no asset path`);
  return { name, file: resolve(outdir, assetPath, 'index.mjs') };
});

process.stdout.write(JSON.stringify(bundles));
