import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  Annotations,
  CfnOutput,
  Duration,
  RemovalPolicy,
  Stack,
  type StackProps,
  Validations,
} from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  S3OriginAccessControl,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Asset } from 'aws-cdk-lib/aws-s3-assets';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { LOGO_CACHE_CONTROL, LOGOS_PATH } from '#features/documents/public-logos';
import { contentSecurityPolicy, HSTS_MAX_AGE_SECONDS } from '../../security-headers';
import { AccessLogsBucket } from '../constructs/access-logs-bucket';
import { acknowledgeFindings, nagResourceName } from '../nag';

export interface WebStackProps extends StackProps {
  readonly httpApi: IHttpApi;
  /**
   * The uploads bucket: the SPA posts uploads to it directly, so the CSP must allow it, and CloudFront serves
   * its public company logos (`logos/`, readable by CloudFront through the bucket's own policy in data-stack.ts).
   */
  readonly uploadsBucket: IBucket;
  /** The output of `vite build`; when absent the bucket is created empty and nothing is uploaded. */
  readonly webAssetsDir?: string;
  readonly domainName?: string;
  /** ACM certificate (us-east-1) for `domainName`. */
  readonly certificateArn?: string;
}

/**
 * Routes of the SPA (paths without a file extension) are all served by index.html. This is done on the
 * S3 behavior only: distribution-wide error responses would also turn the API's own 403 and 404 into 200s.
 */
export const spaRoutingCode = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/**
 * The site: a private bucket with the built SPA, and CloudFront serving it, `/api/*` and the company logos
 * (`/logos/*`, from the uploads bucket) on one origin.
 */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    const accessLogs = new AccessLogsBucket(this, 'AccessLogs');
    this.siteBucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'site/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Earnlearn security headers',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        xssProtection: { protection: true, modeBlock: true, override: true },
        contentSecurityPolicy: {
          contentSecurityPolicy: this.contentSecurityPolicy(props.uploadsBucket),
          override: true,
        },
      },
    });

    // Company logos never change under their key (a fresh uuid each): cached a year, by browsers too.
    const logoHeaders = new ResponseHeadersPolicy(this, 'LogoHeaders', {
      comment: 'Earnlearn company logos: long caching and security headers',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Cache-Control', value: LOGO_CACHE_CONTROL, override: true }],
      },
    });

    const spaRouting = new EdgeFunction(this, 'SpaRouting', {
      code: FunctionCode.fromInline(spaRoutingCode),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serves index.html for the SPA routes',
    });

    const apiOrigin = new HttpOrigin(`${props.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
    });

    const customDomain =
      props.domainName && props.certificateArn
        ? {
            domainNames: [props.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn),
          }
        : {};

    // One origin access control signs CloudFront's requests to both buckets.
    const originAccessControl = new S3OriginAccessControl(this, 'OriginAccessControl', {
      description: 'CloudFront reads the site bucket and the public logos of the uploads bucket',
    });
    // Referenced, not the data stack's Bucket itself: CDK would write the distribution's grant into that
    // bucket's policy, a reference back from the data stack to this one. The data stack's policy lets
    // CloudFront read logos/ and nothing else.
    const logosBucket = Bucket.fromBucketAttributes(this, 'LogosBucket', {
      bucketArn: props.uploadsBucket.bucketArn,
      bucketRegionalDomainName: props.uploadsBucket.bucketRegionalDomainName,
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Earnlearn (${this.stackName})`,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket, { originAccessControl }),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaRouting, eventType: FunctionEventType.VIEWER_REQUEST }],
        compress: true,
      },
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Every viewer header (Authorization included) except Host, which must name the API's own domain.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
        [`${LOGOS_PATH}*`]: {
          origin: S3BucketOrigin.withOriginAccessControl(logosBucket, { originAccessControl }),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: logoHeaders,
          compress: true,
        },
      },
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Edge locations in India are in price class 200.
      priceClass: PriceClass.PRICE_CLASS_200,
      minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      enableLogging: true,
      logBucket: accessLogs,
      logFilePrefix: 'cloudfront/',
      ...customDomain,
    });

    Annotations.of(this.distribution).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      "The uploads bucket's policy (data-stack.ts) lets CloudFront read logos/ only.",
    );

    new CfnOutput(this, 'SiteUrl', {
      value: `https://${props.domainName ?? this.distribution.distributionDomainName}`,
      description: 'Where the site and its /api are served',
    });
    if (props.domainName) {
      new CfnOutput(this, 'DnsTarget', {
        value: this.distribution.distributionDomainName,
        description: `Point ${props.domainName} here (CNAME, or a Route 53 alias)`,
      });
    }

    this.acknowledgeDistributionFindings(customDomain.certificate !== undefined);
    if (props.webAssetsDir) this.deploySite(props.webAssetsDir);
  }

  /** The site's CSP (infra/security-headers.ts) with the uploads bucket's two addresses. */
  private contentSecurityPolicy(uploadsBucket: IBucket): string {
    return contentSecurityPolicy([
      `https://${uploadsBucket.bucketRegionalDomainName}`,
      `https://${uploadsBucket.bucketDomainName}`,
    ]);
  }

  private acknowledgeDistributionFindings(hasCustomCertificate: boolean): void {
    const distribution = Validations.of(this.distribution);
    distribution.acknowledge({
      id: 'AwsSolutions-CFR1',
      reason:
        'No geo restriction: the marketplace serves Indian users wherever they are, including students and workers abroad.',
    });
    distribution.acknowledge({
      id: 'AwsSolutions-CFR2',
      reason:
        'No WAF yet (a CloudFront web ACL must live in us-east-1); abuse is bounded by API stage throttling and the per-number OTP rate limits in the handlers.',
    });
    if (!hasCustomCertificate) {
      distribution.acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain the default *.cloudfront.net certificate is used, whose TLS policy cannot be raised; deploying with domainName and certificateArn applies TLSv1.2_2021.',
      });
    }
  }

  /**
   * Uploads the built SPA: content-hashed files under assets/ are cached for a year, everything else
   * (index.html first of all) is revalidated on each load. Old assets are kept (no pruning) so a browser still
   * holding the previous index.html can load its chunks.
   */
  private deploySite(webAssetsDir: string): void {
    const role = new Role(this, 'DeploymentRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    });
    const logGroup = new LogGroup(this, 'DeploymentLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    logGroup.grantWrite(role);
    const common = { destinationBucket: this.siteBucket, prune: false, role, logGroup, memoryLimit: 512 };
    const sourceOf = (asset: Asset) => Source.bucket(asset.bucket, asset.s3ObjectKey);

    const hashedAssetsDir = join(webAssetsDir, 'assets');
    const hashedAssets = existsSync(hashedAssetsDir)
      ? new BucketDeployment(this, 'DeployHashedAssets', {
          ...common,
          sources: [sourceOf(new Asset(this, 'HashedAssetsBuild', { path: hashedAssetsDir }))],
          destinationKeyPrefix: 'assets/',
          cacheControl: [
            CacheControl.setPublic(),
            CacheControl.maxAge(Duration.days(365)),
            CacheControl.immutable(),
          ],
        })
      : undefined;
    const entryFilesBuild = new Asset(this, 'EntryFilesBuild', { path: webAssetsDir, exclude: ['assets'] });
    const entryFiles = new BucketDeployment(this, 'DeployEntryFiles', {
      ...common,
      sources: [sourceOf(entryFilesBuild)],
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    if (hashedAssets) entryFiles.node.addDependency(hashedAssets);

    acknowledgeFindings(
      role,
      [
        ...['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map(
          (action) => `AwsSolutions-IAM5[Action::${action}]`,
        ),
        // Both builds are in the one CDK asset bucket.
        `AwsSolutions-IAM5[Resource::${nagResourceName(this, entryFilesBuild.bucket.arnForObjects('*'))}]`,
        `AwsSolutions-IAM5[Resource::${nagResourceName(this, this.siteBucket.arnForObjects('*'))}]`,
      ],
      "CDK's BucketDeployment copies the build from the CDK asset bucket into the site bucket with CDK bucket grants; the wildcards stay within those two buckets.",
    );
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        "CDK's BucketDeployment invalidates the distribution after an upload; CDK grants cloudfront:CreateInvalidation and GetInvalidation without a resource scope.",
    });
    const handler = this.node.children.find((child) =>
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
}
