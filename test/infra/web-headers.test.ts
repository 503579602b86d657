/** The site's response headers on AWS: the security headers, directive by directive, as the twin sends them. */
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { REFERRER_POLICY, securityHeaders } from '#infra/security-headers';
import { onlyResource } from './support/synth';
import { synthesizeWebStack } from './support/web-stack';

/** The site's CSP as a map from directive to its sources, with the bucket's addresses resolved. */
function cspDirectives(template: Template): Map<string, string[]> {
  const policy = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy')).find(
    (resource) => resource.Properties.ResponseHeadersPolicyConfig.Comment === 'Earnlearn security headers',
  );
  const csp = policy?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy;
  const value = csp.ContentSecurityPolicy;
  const text: string =
    typeof value === 'string'
      ? value
      : (value['Fn::Join'][1] as unknown[])
          .map((part) => (typeof part === 'string' ? part : 'amazonaws.com'))
          .join('');
  return new Map(
    text.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('the site’s security headers', () => {
  const { template } = synthesizeWebStack();

  it('sends security headers on every response', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: 63072000, Override: true }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ContentSecurityPolicy: Match.objectLike({ Override: true }),
        }),
      }),
    });
    const config = onlyResource(template, 'AWS::CloudFront::Distribution').Properties.DistributionConfig as {
      DefaultCacheBehavior: { ResponseHeadersPolicyId: unknown };
      CacheBehaviors: { ResponseHeadersPolicyId: unknown }[];
    };
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toBeDefined();
    expect(config.CacheBehaviors[0]?.ResponseHeadersPolicyId).toEqual(
      config.DefaultCacheBehavior.ResponseHeadersPolicyId,
    );
  });

  it('sends exactly the header set the local twin sends (infra/security-headers.ts)', () => {
    const policy = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy')).find(
      (resource) => resource.Properties.ResponseHeadersPolicyConfig.Comment === 'Earnlearn security headers',
    );
    const config = policy?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    // The bucket's addresses are joined from the partition's URL suffix; resolve it as CloudFormation would.
    const csp = config.ContentSecurityPolicy.ContentSecurityPolicy;
    const text: string =
      typeof csp === 'string'
        ? csp
        : (csp['Fn::Join'][1] as unknown[])
            .map((part) => (typeof part === 'string' ? part : 'amazonaws.com'))
            .join('');
    const twin = securityHeaders({
      uploadOrigins: [
        'https://earnlearn-uploads.s3.ap-south-1.amazonaws.com',
        'https://earnlearn-uploads.s3.amazonaws.com',
      ],
      https: true,
    });
    const cloudFront = {
      'content-security-policy': text,
      'x-frame-options': config.FrameOptions.FrameOption,
      'x-content-type-options': config.ContentTypeOptions ? 'nosniff' : undefined,
      'referrer-policy': config.ReferrerPolicy.ReferrerPolicy,
      'x-xss-protection':
        config.XSSProtection.Protection && config.XSSProtection.ModeBlock ? '1; mode=block' : '',
      'strict-transport-security': `max-age=${config.StrictTransportSecurity.AccessControlMaxAgeSec}${
        config.StrictTransportSecurity.IncludeSubdomains ? '; includeSubDomains' : ''
      }`,
    };
    expect(cloudFront).toEqual(twin);
  });
});

describe('the site’s content security policy, directive by directive', () => {
  const directives = cspDirectives(synthesizeWebStack().template);
  const uploads = [
    'https://earnlearn-uploads.s3.ap-south-1.amazonaws.com',
    'https://earnlearn-uploads.s3.amazonaws.com',
  ];

  it.each([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", 'https://accounts.google.com/gsi/client']],
    ['style-src', ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style']],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:', ...uploads]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", 'https://accounts.google.com/gsi/', ...uploads]],
    ['frame-src', ['https://accounts.google.com/gsi/']],
    ['form-action', ["'self'", ...uploads]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ])('%s allows exactly %j', (directive, sources) => {
    expect(directives.get(directive)).toEqual(sources);
  });

  it('has no directive beyond those', () => {
    expect(directives.size).toBe(11);
  });
});

describe('the referrer policy', () => {
  it('sends the origin only, and only over HTTPS, to other sites', () => {
    expect(REFERRER_POLICY).toBe('strict-origin-when-cross-origin');
    synthesizeWebStack().template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        Comment: 'Earnlearn security headers',
        SecurityHeadersConfig: Match.objectLike({
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        }),
      }),
    });
  });
});
