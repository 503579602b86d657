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
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Asset } from 'aws-cdk-lib/aws-s3-assets';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
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
  /** The worker sign-in's OAuth client id, published to the SPA as `/config.json`. */
  readonly googleClientId: string;
  /** The value CloudFront sends the API in `x-origin-verify` (data-stack.ts, OriginVerifySecret). */
  readonly originSecret: ISecret;
  /** The WAF web ACL (waf-stack.ts, us-east-1) in front of the distribution; none with `-c waf=off`. */
  readonly webAclArn?: string;
}

/** The header CloudFront proves itself to the API with (INTERFACE: origin verification). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
/** The header that carries the viewer's address to the API, set at the edge (INTERFACE: viewer address). */
export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';

/**
 * Viewer request on `/api/*`: the viewer's address, as CloudFront saw it, in x-viewer-address. Whatever the
 * client sent under that name is overwritten, and a client's own x-origin-verify is dropped (CloudFront would
 * replace it with the origin header anyway). API Gateway sees only CloudFront's address, so this is how staff
 * log-in lock-outs and logs know who asked.
 */
export const viewerAddressCode = `function handler(event) {
  var request = event.request;
  delete request.headers['${ORIGIN_VERIFY_HEADER}'];
  request.headers['${VIEWER_ADDRESS_HEADER}'] = { value: event.viewer.ip };
  return request;
}`;

/** Where the SPA finds its runtime config, at the site's root. */
export const RUNTIME_CONFIG_KEY = 'config.json';

/** What the SPA reads at start-up (INTERFACE: SPA runtime config), one build serving every stage. */
export function runtimeConfig(googleClientId: string) {
  return { googleClientId };
}

/** The CORS rule that lets the site's pages POST presigned uploads to the uploads bucket and read them back. */
export function uploadsCorsRule(siteOrigin: string) {
  return {
    AllowedMethods: [HttpMethods.POST, HttpMethods.GET],
    AllowedOrigins: [siteOrigin],
    AllowedHeaders: ['*'],
    ExposeHeaders: ['ETag'],
    MaxAgeSeconds: 3000,
  };
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

    const viewerAddress = new EdgeFunction(this, 'ViewerAddress', {
      code: FunctionCode.fromInline(viewerAddressCode),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Passes the viewer address to the API in x-viewer-address',
    });

    // The secret's value is resolved by CloudFormation at deploy (a dynamic reference), never written into the
    // template; the functions compare it with the same secret (ORIGIN_SECRET_ARN).
    const apiOrigin = new HttpOrigin(`${props.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originSecret.secretValue.unsafeUnwrap() },
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
          functionAssociations: [{ function: viewerAddress, eventType: FunctionEventType.VIEWER_REQUEST }],
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
      webAclId: props.webAclArn,
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

    const siteOrigin = `https://${props.domainName ?? this.distribution.distributionDomainName}`;
    this.allowUploadsFrom(props.uploadsBucket, siteOrigin);
    this.acknowledgeDistributionFindings(
      customDomain.certificate !== undefined,
      props.webAclArn !== undefined,
    );
    this.deploySite(props.webAssetsDir, props.googleClientId);
  }

  /**
   * Sets the uploads bucket's CORS to the site's one origin (S3 PutBucketCors through a custom resource): the
   * bucket lives in the data stack, deployed before the distribution exists, so only this stack knows the
   * CloudFront domain. The call is repeated whenever the origin changes. The signature on each presigned
   * request, not CORS, authorizes an upload; CORS keeps other sites' pages from using the responses.
   */
  private allowUploadsFrom(uploadsBucket: IBucket, siteOrigin: string): void {
    const putBucketCors = {
      service: 'S3',
      action: 'putBucketCors',
      parameters: {
        Bucket: uploadsBucket.bucketName,
        CORSConfiguration: { CORSRules: [uploadsCorsRule(siteOrigin)] },
      },
      physicalResourceId: PhysicalResourceId.of(`${this.stackName}-uploads-cors`),
    };
    new AwsCustomResource(this, 'UploadsCors', {
      onCreate: putBucketCors,
      onUpdate: putBucketCors,
      policy: AwsCustomResourcePolicy.fromSdkCalls({ resources: [uploadsBucket.bucketArn] }),
      installLatestAwsSdk: false,
    });
    // The handler is a singleton of the stack, named after this fixed uuid.
    const handler = this.node.tryFindChild(
      `AWS${AwsCustomResource.PROVIDER_FUNCTION_UUID.replaceAll('-', '')}`,
    );
    if (!handler) throw new Error('AwsCustomResource created no handler function');
    Validations.of(handler).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        "CDK's AwsCustomResource handler, run only while deploying, writes its logs with the AWS managed basic execution policy (log groups and streams only).",
    });
  }

  /** The site's CSP (infra/security-headers.ts) with the uploads bucket's two addresses. */
  private contentSecurityPolicy(uploadsBucket: IBucket): string {
    return contentSecurityPolicy([
      `https://${uploadsBucket.bucketRegionalDomainName}`,
      `https://${uploadsBucket.bucketDomainName}`,
    ]);
  }

  private acknowledgeDistributionFindings(hasCustomCertificate: boolean, hasWebAcl: boolean): void {
    const distribution = Validations.of(this.distribution);
    distribution.acknowledge({
      id: 'AwsSolutions-CFR1',
      reason:
        'No geo restriction: the marketplace serves Indian users wherever they are, including students and workers abroad.',
    });
    if (!hasWebAcl) {
      distribution.acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'The operator deployed with -c waf=off (saving about $9 a month plus $0.60 per million requests); abuse is then bounded by the API throttles and the per-number OTP and per-account log-in limits in the handlers.',
      });
    }
    if (!hasCustomCertificate) {
      distribution.acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain the default *.cloudfront.net certificate is used, whose TLS policy cannot be raised; deploying with domainName and certificateArn applies TLSv1.2_2021.',
      });
    }
  }

  /**
   * Uploads the built SPA, when there is one: content-hashed files under assets/ are cached for a year,
   * everything else (index.html first of all) is revalidated on each load. Old assets are kept (no pruning) so
   * a browser still holding the previous index.html can load its chunks. Then, always, `/config.json` from the
   * deploy-time context, revalidated on each load and written last so no build can overwrite it.
   */
  private deploySite(webAssetsDir: string | undefined, googleClientId: string): void {
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

    const deployments: BucketDeployment[] = [];
    if (webAssetsDir) {
      const hashedAssetsDir = join(webAssetsDir, 'assets');
      if (existsSync(hashedAssetsDir)) {
        deployments.push(
          new BucketDeployment(this, 'DeployHashedAssets', {
            ...common,
            sources: [sourceOf(new Asset(this, 'HashedAssetsBuild', { path: hashedAssetsDir }))],
            destinationKeyPrefix: 'assets/',
            cacheControl: [
              CacheControl.setPublic(),
              CacheControl.maxAge(Duration.days(365)),
              CacheControl.immutable(),
            ],
          }),
        );
      }
      const entryFilesBuild = new Asset(this, 'EntryFilesBuild', {
        path: webAssetsDir,
        exclude: ['assets', RUNTIME_CONFIG_KEY],
      });
      deployments.push(
        new BucketDeployment(this, 'DeployEntryFiles', {
          ...common,
          sources: [sourceOf(entryFilesBuild)],
          cacheControl: [CacheControl.noCache()],
          distribution: this.distribution,
          distributionPaths: ['/*'],
        }),
      );
    }
    const runtimeConfigDeployment = new BucketDeployment(this, 'DeployRuntimeConfig', {
      ...common,
      sources: [Source.jsonData(RUNTIME_CONFIG_KEY, runtimeConfig(googleClientId))],
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: [`/${RUNTIME_CONFIG_KEY}`],
    });
    deployments.push(runtimeConfigDeployment);
    // One after another, in the order above: hashed assets before the index.html that loads them.
    deployments.forEach((deployment, index) => {
      const previous = deployments[index - 1];
      if (previous) deployment.node.addDependency(previous);
    });

    // Every source (the builds and config.json) is an asset in the one CDK asset bucket.
    const assetBucket = runtimeConfigDeployment.node.findAll().find((child) => child instanceof Asset);
    if (!(assetBucket instanceof Asset)) throw new Error('The runtime config deployment has no asset');
    acknowledgeFindings(
      role,
      [
        ...['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map(
          (action) => `AwsSolutions-IAM5[Action::${action}]`,
        ),
        `AwsSolutions-IAM5[Resource::${nagResourceName(this, assetBucket.bucket.arnForObjects('*'))}]`,
        `AwsSolutions-IAM5[Resource::${nagResourceName(this, this.siteBucket.arnForObjects('*'))}]`,
      ],
      "CDK's BucketDeployment copies the build and config.json from the CDK asset bucket into the site bucket with CDK bucket grants; the wildcards stay within those two buckets.",
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
