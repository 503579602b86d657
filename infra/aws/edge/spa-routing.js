// CloudFront Function (cloudfront-js-2.0), viewer request on the site bucket's behavior. Routes of the SPA
// (paths without a file extension) are all served by index.html. This is done on the S3 behavior only:
// distribution-wide error responses would also turn the API's own 403 and 404 into 200s.
// The public pages and the staff log-in pages written as HTML at build time (decisions 229 and 240,
// scripts/prerender.mjs) are served for exactly their path, in the visitor's language: the one chosen on the
// site (the earnlearn-language cookie, kept by web/src/lib/i18n.ts beside local storage), else the first of the
// browser's languages the site has, else English. The choice is made here, before the cache, so the cache key is the page's file, not the cookie.
// The local twin runs this same file (infra/local/twin.ts).
var PRERENDERED = {
  '/': 'home',
  '/aboutus': 'aboutus',
  '/contactus': 'contactus',
  '/client': 'client',
  '/admin/login': 'adminlogin',
  '/internal/login': 'internallogin',
};
var LANGUAGES = ['en', 'hi', 'te'];
// The parent's short link from the SMS (PARENT_SHORT_LINK_PATH, shared/api/privacy.ts): its token moves into the
// fragment of the consent page, so the page, and every request after, carries it where no server sees it.
var SHORT_LINK = /^\/p\/([A-Za-z0-9_-]{16,32})$/;
var PARENT_CONSENT_PATH = '/parent-consent';
var LANGUAGE_COOKIE = 'earnlearn-language';

function pageLanguage(request) {
  var cookies = request.cookies || {};
  var headers = request.headers || {};
  var cookie = cookies[LANGUAGE_COOKIE];
  if (cookie && LANGUAGES.indexOf(cookie.value) !== -1) return cookie.value;
  var tags = headers['accept-language'] ? headers['accept-language'].value.split(',') : [];
  var primaries = tags.map((tag) => tag.split(';')[0].trim().toLowerCase().split('-')[0]);
  var found = primaries.find((primary) => LANGUAGES.indexOf(primary) !== -1);
  return found || 'en';
}

// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls handler by name.
function handler(event) {
  var request = event.request;
  var short = SHORT_LINK.exec(request.uri);
  if (short) {
    return {
      statusCode: 302,
      statusDescription: 'Found',
      headers: {
        location: { value: `${PARENT_CONSENT_PATH}#${short[1]}` },
        'cache-control': { value: 'no-store' },
        'referrer-policy': { value: 'no-referrer' },
      },
    };
  }
  var page = PRERENDERED[request.uri];
  if (page) {
    request.uri = `/pages/${pageLanguage(request)}/${page}.html`;
    return request;
  }
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}
