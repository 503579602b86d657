/** The site's files in the site bucket: the built SPA and `/config.json`, uploaded at deploy. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, RemovalPolicy, type Stack, Validations } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { Asset } from 'aws-cdk-lib/aws-s3-assets';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { PrivacyContact } from '../../config';
import { acknowledgeFindings, nagResourceName } from '../../nag';
import { LOG_RETENTION } from '../../retention';

/** Where the SPA finds its runtime config, at the site's root. */
export const RUNTIME_CONFIG_KEY = 'config.json';

/**
 * What the SPA reads at start-up (INTERFACE: SPA runtime config, web/src/lib/site-config.ts), one build serving
 * every stage: the Google client id, and the privacy contact when the stage names one.
 */
export function runtimeConfig(googleClientId: string, privacyContact?: PrivacyContact) {
  return {
    googleClientId,
    ...(privacyContact ? { privacyContact: { name: privacyContact.name, email: privacyContact.email } } : {}),
  };
}

export interface SiteDeploymentProps {
  readonly siteBucket: Bucket;
  /** Invalidated after the entry files and the config are uploaded. */
  readonly distribution: IDistribution;
  /** The output of `vite build`; when absent only `/config.json` is uploaded. */
  readonly webAssetsDir: string | undefined;
  readonly googleClientId: string;
  /** Named in `/config.json` for the privacy notice; absent when the stage names none. */
  readonly privacyContact?: PrivacyContact;
}

/**
 * Uploads the built SPA, when there is one: content-hashed files under assets/ are cached for a year,
 * everything else (index.html first of all) is revalidated on each load. Old assets are kept (no pruning) so
 * a browser still holding the previous index.html can load its chunks. Then, always, `/config.json` from the
 * deploy-time context, revalidated on each load and written last so no build can overwrite it.
 */
export function deploySite(stack: Stack, props: SiteDeploymentProps): void {
  const { siteBucket, distribution, webAssetsDir, googleClientId, privacyContact } = props;
  const role = new Role(stack, 'DeploymentRole', {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
  });
  const logGroup = new LogGroup(stack, 'DeploymentLogs', {
    retention: LOG_RETENTION,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  logGroup.grantWrite(role);
  const common = { destinationBucket: siteBucket, prune: false, role, logGroup, memoryLimit: 512 };
  const sourceOf = (asset: Asset) => Source.bucket(asset.bucket, asset.s3ObjectKey);

  const deployments: BucketDeployment[] = [];
  if (webAssetsDir) {
    const hashedAssetsDir = join(webAssetsDir, 'assets');
    if (existsSync(hashedAssetsDir)) {
      deployments.push(
        new BucketDeployment(stack, 'DeployHashedAssets', {
          ...common,
          sources: [sourceOf(new Asset(stack, 'HashedAssetsBuild', { path: hashedAssetsDir }))],
          destinationKeyPrefix: 'assets/',
          cacheControl: [
            CacheControl.setPublic(),
            CacheControl.maxAge(Duration.days(365)),
            CacheControl.immutable(),
          ],
        }),
      );
    }
    const entryFilesBuild = new Asset(stack, 'EntryFilesBuild', {
      path: webAssetsDir,
      exclude: ['assets', RUNTIME_CONFIG_KEY],
    });
    deployments.push(
      new BucketDeployment(stack, 'DeployEntryFiles', {
        ...common,
        sources: [sourceOf(entryFilesBuild)],
        cacheControl: [CacheControl.noCache()],
        distribution,
        distributionPaths: ['/*'],
      }),
    );
  }
  const runtimeConfigDeployment = new BucketDeployment(stack, 'DeployRuntimeConfig', {
    ...common,
    sources: [Source.jsonData(RUNTIME_CONFIG_KEY, runtimeConfig(googleClientId, privacyContact))],
    cacheControl: [CacheControl.noCache()],
    distribution,
    distributionPaths: [`/${RUNTIME_CONFIG_KEY}`],
  });
  deployments.push(runtimeConfigDeployment);
  // One after another, in the order above: hashed assets before the index.html that loads them.
  deployments.forEach((deployment, index) => {
    const previous = deployments[index - 1];
    if (previous) deployment.node.addDependency(previous);
  });

  acknowledgeDeploymentFindings(stack, role, runtimeConfigDeployment, siteBucket);
}

/** The findings on CDK's BucketDeployment: its grants and its handler's runtime, both CDK's own. */
function acknowledgeDeploymentFindings(
  stack: Stack,
  role: Role,
  runtimeConfigDeployment: BucketDeployment,
  siteBucket: Bucket,
): void {
  // Every source (the builds and config.json) is an asset in the one CDK asset bucket.
  const assetBucket = runtimeConfigDeployment.node.findAll().find((child) => child instanceof Asset);
  if (!(assetBucket instanceof Asset)) throw new Error('The runtime config deployment has no asset');
  acknowledgeFindings(
    role,
    [
      ...['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map(
        (action) => `AwsSolutions-IAM5[Action::${action}]`,
      ),
      `AwsSolutions-IAM5[Resource::${nagResourceName(stack, assetBucket.bucket.arnForObjects('*'))}]`,
      `AwsSolutions-IAM5[Resource::${nagResourceName(stack, siteBucket.arnForObjects('*'))}]`,
    ],
    "CDK's BucketDeployment copies the build and config.json from the CDK asset bucket into the site bucket with CDK bucket grants; the wildcards stay within those two buckets.",
  );
  Validations.of(role).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason:
      "CDK's BucketDeployment invalidates the distribution after an upload; CDK grants cloudfront:CreateInvalidation and GetInvalidation without a resource scope.",
  });
  const handler = stack.node.children.find((child) =>
    child.node.id.startsWith('Custom::CDKBucketDeployment'),
  );
  if (handler) {
    Validations.of(handler).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        "The runtime of CDK's BucketDeployment handler is chosen by aws-cdk-lib; it runs only while deploying, never on a user request.",
    });
  }
}
