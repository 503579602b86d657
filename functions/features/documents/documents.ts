/**
 * The workers' documents (PAN card, student ID card) in the uploads bucket.
 *
 * | object                                         | written by                       | lives          |
 * |------------------------------------------------|----------------------------------|----------------|
 * | uploads/<userId>/<kind>/<uuid>.png             | the browser, via a presigned POST | 1 day (lifecycle) |
 * | documents/<userId>/<kind>/<uuid>.png           | updateProfile, a checked copy    | until replaced |
 *
 * The POST policy lets the browser send exactly one key, only `image/png`, at most UPLOAD_MAX_BYTES. S3
 * enforces that; s3rver (the local twin) does not, and a policy is no proof of the bytes anyway, so
 * `acceptUpload` checks the stored object itself (owner, size, PNG signature) before copying it to
 * `documents/`. Uploads never saved expire with the bucket's lifecycle rule on `uploads/`.
 */
import { randomUUID } from 'node:crypto';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound as S3NotFound,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '#lib/clients/s3';
import { readVariable } from '#lib/config';
import { BadRequest } from '#lib/errors';
import type { DocumentKind } from '#shared/api/workers';
import {
  hasPngSignature,
  PNG_SIGNATURE,
  UPLOAD_CONTENT_TYPE,
  UPLOAD_MAX_BYTES,
} from '#shared/domain/constants';

/** How long a presigned upload form works. */
export const UPLOAD_FORM_SECONDS = 5 * 60;
/** How long a signed link to a stored document works. */
export const DOCUMENT_LINK_SECONDS = 10 * 60;
export const UPLOADS_PREFIX = 'uploads/';
export const DOCUMENTS_PREFIX = 'documents/';

const bucket = readVariable('UPLOADS_BUCKET');
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

export interface UploadForm {
  url: string;
  fields: Record<string, string>;
  key: string;
  maxBytes: number;
  contentType: string;
  expiresAt: string;
}

/** A presigned POST for one new png of this worker. */
export async function createUploadForm(
  userId: number,
  kind: DocumentKind,
  now = new Date(),
): Promise<UploadForm> {
  const key = `${UPLOADS_PREFIX}${userId}/${kind}/${randomUUID()}.png`;
  const { url, fields } = await createPresignedPost(s3, {
    Bucket: bucket,
    Key: key,
    Conditions: [
      ['content-length-range', 1, UPLOAD_MAX_BYTES],
      ['eq', '$Content-Type', UPLOAD_CONTENT_TYPE],
    ],
    Fields: { 'Content-Type': UPLOAD_CONTENT_TYPE },
    Expires: UPLOAD_FORM_SECONDS,
  });
  return {
    url,
    fields,
    key,
    maxBytes: UPLOAD_MAX_BYTES,
    contentType: UPLOAD_CONTENT_TYPE,
    expiresAt: new Date(now.getTime() + UPLOAD_FORM_SECONDS * 1000).toISOString(),
  };
}

/** Is this the key of a fresh upload of this worker, for this kind of document? */
export function isOwnUploadKey(key: string, userId: number, kind: DocumentKind): boolean {
  return new RegExp(`^${UPLOADS_PREFIX}${userId}/${kind}/${UUID}\\.png$`).test(key);
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    error instanceof S3NotFound ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
  );
}

/**
 * Checks a fresh upload (owner, size, PNG signature) and copies it to the worker's documents. Returns the
 * document's key. `field` names the request field in the 400 messages.
 */
export async function acceptUpload(
  userId: number,
  kind: DocumentKind,
  key: string,
  field: string,
): Promise<string> {
  if (!isOwnUploadKey(key, userId, kind)) {
    throw BadRequest.field(field, 'this is not a file you uploaded. Please upload the png again.');
  }
  let size: number;
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    size = head.ContentLength ?? 0;
  } catch (error: unknown) {
    if (isMissing(error)) {
      throw BadRequest.field(field, 'the uploaded file was not found. Please upload the png again.');
    }
    throw error;
  }
  if (size === 0 || size > UPLOAD_MAX_BYTES) {
    throw BadRequest.field(field, `the file must be a png of at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`);
  }
  const start = await s3.send(
    new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${PNG_SIGNATURE.length - 1}` }),
  );
  if (!hasPngSignature((await start.Body?.transformToByteArray()) ?? new Uint8Array())) {
    throw BadRequest.field(field, 'the file is not a png image. Please upload a png.');
  }
  const documentKey = `${DOCUMENTS_PREFIX}${key.slice(UPLOADS_PREFIX.length)}`;
  await s3.send(
    new CopyObjectCommand({
      Bucket: bucket,
      Key: documentKey,
      CopySource: `${bucket}/${key}`,
      ContentType: UPLOAD_CONTENT_TYPE,
      MetadataDirective: 'REPLACE',
    }),
  );
  return documentKey;
}

/** Removes a replaced document (the bucket keeps old versions for 30 days). */
export async function deleteDocument(key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}

/** A short-lived link to a stored document, or '' when there is none. */
export async function documentLink(key: string): Promise<string> {
  if (!key) return '';
  return getSignedUrl(
    s3,
    new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentType: UPLOAD_CONTENT_TYPE }),
    { expiresIn: DOCUMENT_LINK_SECONDS },
  );
}
