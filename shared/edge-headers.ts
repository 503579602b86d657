/**
 * The two headers CloudFront adds to each `/api/*` request it forwards, named once for the distribution
 * (infra/aws) and the functions that read them (functions/lib/auth/origin.ts). The viewer-request function
 * infra/aws/edge/viewer-address.js is plain JavaScript run by CloudFront, so it spells them out; its test
 * (test/infra/edge-functions.test.ts) holds it to these names.
 */

/** CloudFront proves itself to the API with the origin secret in this header (INTERFACE: origin verification). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** The viewer's address as CloudFront saw it, set at the edge (INTERFACE: viewer address). */
export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';
