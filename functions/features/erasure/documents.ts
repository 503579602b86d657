/**
 * Deleting every version of a worker's files in the uploads bucket: the fresh uploads under
 * `uploads/<id>/` and the kept documents under `documents/<id>/`. The bucket is versioned, so a plain delete
 * would only add a delete marker and leave the bytes for 30 days: each object version and each delete marker
 * is listed (ListObjectVersions) and deleted by its version id (DeleteObjects, up to 1,000 a call), which
 * removes it for good. The function's grant covers exactly these two prefixes (infra/aws, `eraseDocuments`).
 */
import { DeleteObjectsCommand, ListObjectVersionsCommand } from '@aws-sdk/client-s3';
import { s3 } from '#lib/clients/s3';
import { DOCUMENTS_PREFIX, UPLOADS_PREFIX } from '../documents/documents';
import { bucket } from '../documents/storage';

/** The worker's folders: their uploads and their kept documents. */
export const workerFolders = (userId: number): string[] => [
  `${UPLOADS_PREFIX}${userId}/`,
  `${DOCUMENTS_PREFIX}${userId}/`,
];

interface VersionRef {
  Key: string;
  VersionId?: string;
}

async function versionsUnder(prefix: string): Promise<VersionRef[]> {
  const found: VersionRef[] = [];
  let keyMarker: string | undefined;
  let versionMarker: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectVersionsCommand({
        Bucket: bucket,
        Prefix: prefix,
        KeyMarker: keyMarker,
        VersionIdMarker: versionMarker,
      }),
    );
    for (const entry of [...(page.Versions ?? []), ...(page.DeleteMarkers ?? [])]) {
      if (entry.Key?.startsWith(prefix)) {
        found.push({ Key: entry.Key, ...(entry.VersionId ? { VersionId: entry.VersionId } : {}) });
      }
    }
    keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
    versionMarker = page.IsTruncated ? page.NextVersionIdMarker : undefined;
  } while (keyMarker);
  return found;
}

/** Deletes every object version and delete marker of the worker's folders; the number deleted. */
export async function deleteAllDocumentVersions(userId: number): Promise<number> {
  let deleted = 0;
  for (const prefix of workerFolders(userId)) {
    const versions = await versionsUnder(prefix);
    for (let start = 0; start < versions.length; start += 1000) {
      const chunk = versions.slice(start, start + 1000);
      const answer = await s3.send(
        new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: chunk, Quiet: true } }),
      );
      // The keys only name the worker's folder and a uuid; the error codes are what an operator needs.
      if (answer.Errors?.length) {
        throw new Error(
          `Deleting ${answer.Errors.length} object version(s) failed: ${[...new Set(answer.Errors.map((e) => e.Code))].join(', ')}`,
        );
      }
      deleted += chunk.length;
    }
  }
  return deleted;
}
