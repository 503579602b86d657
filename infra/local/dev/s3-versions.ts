/**
 * ListObjectVersions for the local bucket (an erasure deletes every version of a worker's files).
 * s3rver keeps one copy of each key and answers `GET /<bucket>?versions` with 405, so the gate answers it here,
 * as S3 answers it for a bucket that was never versioned: each object is one version, `null`, the latest, and
 * there are no delete markers. DeleteObjects with `VersionId` null then removes the object (s3rver reads only
 * the keys), as S3 removes a null version for good. One page of up to 1,000 keys (s3rver's own limit), enough
 * for the twin and the tests; `IsTruncated` is passed on so a client would see more.
 */
import { request as forward } from 'node:http';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

function fetchList(socketPath: string, path: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const outgoing = forward({ socketPath, method: 'GET', path, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        (answer.statusCode ?? 500) === 200
          ? resolve(Buffer.concat(chunks).toString('utf8'))
          : reject(new Error(`s3rver answered ${answer.statusCode}`)),
      );
      answer.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const field = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1] ?? '';

/** The ListVersionsResult XML of the objects under `prefix` in `bucket`. */
export async function listVersionsXml(
  socketPath: string,
  bucket: string,
  prefix: string,
  headers: Record<string, string>,
): Promise<string> {
  const query = new URLSearchParams({ prefix, 'max-keys': '1000' });
  const listing = await fetchList(socketPath, `/${encodeURIComponent(bucket)}?${query}`, headers);
  const versions = [...listing.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)].map(([, contents = '']) =>
    [
      '<Version>',
      `<Key>${field(contents, 'Key')}</Key>`,
      '<VersionId>null</VersionId><IsLatest>true</IsLatest>',
      `<LastModified>${field(contents, 'LastModified')}</LastModified>`,
      `<ETag>${field(contents, 'ETag')}</ETag>`,
      `<Size>${field(contents, 'Size')}</Size>`,
      '<StorageClass>STANDARD</StorageClass>',
      '</Version>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ListVersionsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">',
    `<Name>${escapeXml(bucket)}</Name><Prefix>${escapeXml(prefix)}</Prefix>`,
    '<KeyMarker></KeyMarker><VersionIdMarker></VersionIdMarker><MaxKeys>1000</MaxKeys>',
    `<IsTruncated>${field(listing, 'IsTruncated') === 'true'}</IsTruncated>`,
    ...versions,
    '</ListVersionsResult>',
  ].join('');
}
