// CloudFront Function (cloudfront-js-2.0), viewer request on the site bucket's behavior. Routes of the SPA
// (paths without a file extension) are all served by index.html. This is done on the S3 behavior only:
// distribution-wide error responses would also turn the API's own 403 and 404 into 200s.
// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls handler by name.
function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}
