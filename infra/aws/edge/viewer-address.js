// CloudFront Function (cloudfront-js-2.0), viewer request on `/api/*`: the viewer's address, as CloudFront saw
// it, in x-viewer-address. Whatever the client sent under that name is overwritten, and a client's own
// x-origin-verify is dropped (CloudFront would replace it with the origin header anyway). API Gateway sees
// only CloudFront's address, so this is how staff log-in lock-outs and logs know who asked. The header names
// are those of shared/edge-headers.ts (test/infra/edge-functions.test.ts holds them to it).
// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls handler by name.
function handler(event) {
  var request = event.request;
  delete request.headers['x-origin-verify'];
  request.headers['x-viewer-address'] = { value: event.viewer.ip };
  return request;
}
