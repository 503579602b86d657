/**
 * Png images uploaded by the browser straight to the uploads bucket, checked, then copied to where they are
 * kept: the workers' documents (`documents.ts`) and the company logos of posted jobs (`logos.ts`). Each of those
 * modules owns its keys (who may upload where) and calls the steps here:
 *
 * 1. `createPngUploadForm`: a presigned POST whose policy lets the browser send exactly one key, only
 *    `image/png`, 1 byte to UPLOAD_MAX_BYTES, for five minutes.
 * 2. `checkPngUpload`: S3 enforces that policy; s3rver (the local twin) does not, and a policy is no proof of the
 *    bytes anyway, so the stored object itself is checked (exists, size, PNG signature) before it is kept.
 * 3. `keepCopy`: the checked upload is copied under its kept key; uploads never kept expire with the bucket's
 *    lifecycle rule on `uploads/`.
 */
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound as S3NotFound,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { s3 } from '#lib/clients/s3';
import { readVariable } from '#lib/config';
import { BadRequest } from '#lib/errors';
import {
  hasPngSignature,
  PNG_SIGNATURE,
  UPLOAD_CONTENT_TYPE,
  UPLOAD_MAX_BYTES,
} from '#shared/domain/constants';

/** How long a presigned upload form works. */
export const UPLOAD_FORM_SECONDS = 5 * 60;
export const UPLOADS_PREFIX = 'uploads/';
/** A random UUID (`randomUUID()`), as a regular expression source. */
export const UUID_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

export const bucket = readVariable('UPLOADS_BUCKET');

export interface UploadForm {
  url: string;
  fields: Record<string, string>;
  key: string;
  maxBytes: number;
  contentType: string;
  expiresAt: string;
}

/** A presigned POST for one png at `key`. */
export async function createPngUploadForm(key: string, now = new Date()): Promise<UploadForm> {
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

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    error instanceof S3NotFound ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
  );
}

/**
 * Checks the uploaded object at `key` (the caller has checked that the key is one the request may use): it
 * exists, holds 1 byte to UPLOAD_MAX_BYTES and starts with the PNG signature. `field` names the request field
 * in the 400 messages.
 */
export async function checkPngUpload(key: string, field: string): Promise<void> {
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
}

/** Copies a checked upload to `to`, stored as a png (with `cacheControl` for whoever serves it, if given). */
export async function keepCopy(from: string, to: string, options: { cacheControl?: string } = {}) {
  await s3.send(
    new CopyObjectCommand({
      Bucket: bucket,
      Key: to,
      CopySource: `${bucket}/${from}`,
      ContentType: UPLOAD_CONTENT_TYPE,
      ...(options.cacheControl ? { CacheControl: options.cacheControl } : {}),
      MetadataDirective: 'REPLACE',
    }),
  );
}

/** Removes a kept copy (the bucket keeps old versions for 30 days). */
export async function deleteObject(key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}
