/**
 * The site's security headers, defined once: CloudFront's response headers policy
 * (infra/aws/stacks/web/response-headers.ts) is built from this, and the local twin sends the same set on the
 * SPA's responses (infra/local/twin.ts), so a CSP that would break the page on AWS breaks it in the end-to-end
 * tests first. Pure: no CDK, no Node APIs.
 */

/** HSTS: two years, subdomains included (sent over HTTPS only; browsers ignore it on plain HTTP). */
export const HSTS_MAX_AGE_SECONDS = 730 * 24 * 60 * 60;
export const FRAME_OPTIONS = 'DENY';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * Same-origin app and API; Google Identity Services for worker sign-in; uploads straight to the uploads bucket
 * at `uploadOrigins` (the browser POSTs presigned forms there and reads signed links from it).
 */
export function contentSecurityPolicy(uploadOrigins: readonly string[]): string {
  const uploads = uploadOrigins.join(' ');
  return [
    "default-src 'self'",
    "script-src 'self' https://accounts.google.com/gsi/client",
    // Fluent UI (Griffel) injects its styles at run time.
    "style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style",
    // Company logos are links to images hosted anywhere; documents are signed links to the uploads bucket
    // (named too: the local bucket is plain HTTP).
    `img-src 'self' data: blob: https: ${uploads}`,
    "font-src 'self' data:",
    `connect-src 'self' https://accounts.google.com/gsi/ ${uploads}`,
    'frame-src https://accounts.google.com/gsi/',
    `form-action 'self' ${uploads}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers as HTTP sends them, for a server that is not CloudFront (the twin). */
export function securityHeaders(options: { uploadOrigins: readonly string[]; https: boolean }) {
  return {
    'content-security-policy': contentSecurityPolicy(options.uploadOrigins),
    'x-frame-options': FRAME_OPTIONS,
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
    'x-xss-protection': '1; mode=block',
    ...(options.https
      ? { 'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` }
      : {}),
  } as const;
}
