/** The response headers policies of the web stack: the site's security headers (with its CSP) and the logos'. */
import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { LOGO_CACHE_CONTROL } from '#features/documents/public-logos';
import { contentSecurityPolicy, HSTS_MAX_AGE_SECONDS } from '../../../security-headers';

/** The site's CSP (infra/security-headers.ts) with the uploads bucket's two addresses. */
function siteContentSecurityPolicy(uploadsBucket: IBucket): string {
  return contentSecurityPolicy([
    `https://${uploadsBucket.bucketRegionalDomainName}`,
    `https://${uploadsBucket.bucketDomainName}`,
  ]);
}

/** The security headers of every page and API answer, as the local twin sends them. */
export function securityHeadersPolicy(scope: Construct, uploadsBucket: IBucket): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, 'SecurityHeaders', {
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
        contentSecurityPolicy: siteContentSecurityPolicy(uploadsBucket),
        override: true,
      },
    },
  });
}

/** Company logos never change under their key (a fresh uuid each): cached a year, by browsers too. */
export function logoHeadersPolicy(scope: Construct): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, 'LogoHeaders', {
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
}
