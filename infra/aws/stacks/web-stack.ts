import {
  Annotations,
  CfnOutput,
  Lazy,
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
  FunctionEventType,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  S3OriginAccessControl,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { LOGOS_PATH } from '#features/documents/public-logos';
import { ORIGIN_VERIFY_HEADER } from '#shared/edge-headers';
import type { PrivacyContact } from '../config';
import { AccessLogsBucket } from '../constructs/access-logs-bucket';
import { spaRoutingFunction, viewerAddressFunction } from './web/edge-functions';
import { DIGEST_LINKS_PATH, JOB_LIST_PATH, JOB_PAGES_PATH, JobPages, SITEMAP_PATHS } from './web/job-pages';
import { logoHeadersPolicy, securityHeadersPolicy } from './web/response-headers';
import { deploySite } from './web/site-deployment';
import { allowUploadsFrom } from './web/uploads-cors';

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
  /** Who answers privacy questions, published to the SPA in `/config.json` (the privacy notice names them). */
  readonly privacyContact?: PrivacyContact;
  /** The value CloudFront sends the API in ORIGIN_VERIFY_HEADER (data-stack.ts, OriginVerifySecret). */
  readonly originSecret: ISecret;
  /** The WAF web ACL (waf-stack.ts, us-east-1) in front of the distribution; none with `-c waf=off`. */
  readonly webAclArn?: string;
  /**
   * What the job pages' function reads (web/job-pages.ts): one job by key from the table, and the
   * session secret's ARN (config.ts requires a session-key variable; no permission on it). Its name starts with
   * `namePrefix` (`earnlearn-prod-jobPage`).
   */
  readonly jobPages: {
    table: ITable;
    sessionSecret: ISecret;
    namePrefix: string;
    /** The site's origin as the stage names it (`siteUrl`); else the custom domain or the distribution's. */
    siteUrl?: string;
  };
}

/**
 * The site: a private bucket with the built SPA, and CloudFront serving it, `/api/*` and the company logos
 * (`/logos/*`, from the uploads bucket) on one origin.
 */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;
  /** The public job pages' function and route. */
  readonly jobPages: JobPages;

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

    const securityHeaders = securityHeadersPolicy(this, props.uploadsBucket);
    const logoHeaders = logoHeadersPolicy(this);
    const spaRouting = spaRoutingFunction(this);
    const viewerAddress = viewerAddressFunction(this);

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

    // The job pages' function (web/job-pages.ts) with its route on the HTTP API, and the domain it links to.
    // CloudFront's /jobs/* behaviour below sends job pages to it; the SPA's other routes stay on the bucket.
    const siteDomain =
      props.domainName ?? Lazy.string({ produce: () => this.distribution.distributionDomainName });
    this.jobPages = new JobPages(this, 'JobPages', {
      functionName: `${props.jobPages.namePrefix}-jobPage`,
      httpApi: props.httpApi,
      table: props.jobPages.table,
      sessionSecret: props.jobPages.sessionSecret,
      siteUrl: props.jobPages.siteUrl ?? `https://${siteDomain}`,
      webAssetsDir: props.webAssetsDir,
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
        [JOB_PAGES_PATH]: {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: this.jobPages.cachePolicy,
          responseHeadersPolicy: securityHeaders,
          compress: true,
        },
        // The public jobs list, `/jobs` exactly (its category pages are its query strings): the same function.
        [JOB_LIST_PATH]: {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: this.jobPages.cachePolicy,
          responseHeadersPolicy: securityHeaders,
          compress: true,
        },
        // sitemap.xml, its files and robots.txt: rendered by the same function, an hour at the edge.
        ...Object.fromEntries(
          SITEMAP_PATHS.map((path) => [
            path,
            {
              origin: apiOrigin,
              viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
              allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
              cachePolicy: this.jobPages.sitemapCachePolicy,
              responseHeadersPolicy: securityHeaders,
              compress: true,
            },
          ]),
        ),
        // The digest SMS's short links: redirects, never cached (an item expires; a stop link's carries a token).
        [DIGEST_LINKS_PATH]: {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_DISABLED,
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
    allowUploadsFrom(this, props.uploadsBucket, siteOrigin);
    this.acknowledgeDistributionFindings(
      customDomain.certificate !== undefined,
      props.webAclArn !== undefined,
    );
    deploySite(this, {
      siteBucket: this.siteBucket,
      distribution: this.distribution,
      webAssetsDir: props.webAssetsDir,
      googleClientId: props.googleClientId,
      privacyContact: props.privacyContact,
    });
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
          'The operator deployed with -c waf=off (saving about $11 a month plus $0.60 per million requests); abuse is then bounded by the API throttles and the per-number OTP and per-account log-in limits in the handlers.',
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
}
