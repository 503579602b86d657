/**
 * Files uploaded by the browser straight to the uploads bucket, checked, then copied to where they are kept: the
 * workers' documents and resumes (`documents.ts`), the organisations' certificates and the company logos
 * (`logos.ts`). Each of those modules owns its keys (who may upload where, which types) and calls the steps here:
 *
 * 1. `createUploadForm`: a presigned POST whose policy lets the browser send exactly one key, only the one
 *    content type it declared (after its own byte check), 1 byte to UPLOAD_MAX_BYTES, for five minutes. The key
 *    ends in that type's extension (shared/domain/upload-types.ts), so the key names the type from then on.
 * 2. `checkUpload`: S3 enforces that policy (the gate does locally), but a policy is no proof of the bytes: the
 *    stored object itself is checked (exists, size, and its first bytes, read with a ranged GET, are the type its
 *    key names) before it is kept (decision 570).
 * 3. `keepCopy`: the checked upload is copied under its kept key, stored with that type; uploads never kept
 *    expire with the bucket's lifecycle rule on `uploads/`.
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
import { UPLOAD_MAX_BYTES } from '#shared/domain/constants';
import {
  SNIFF_BYTES,
  sniffUpload,
  type UploadType,
  uploadExtension,
  uploadTypeOfKey,
} from '#shared/domain/upload-types';

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

/**
 * A presigned POST for one file of `contentType` at `<stem>.<its extension>`, at most `maxBytes`
 * (UPLOAD_MAX_BYTES unless less).
 */
export async function createUploadForm(
  stem: string,
  contentType: UploadType,
  options: { now?: Date; maxBytes?: number } = {},
): Promise<UploadForm> {
  const { now = new Date(), maxBytes = UPLOAD_MAX_BYTES } = options;
  const key = `${stem}.${uploadExtension(contentType)}`;
  const { url, fields } = await createPresignedPost(s3, {
    Bucket: bucket,
    Key: key,
    Conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: UPLOAD_FORM_SECONDS,
  });
  return {
    url,
    fields,
    key,
    maxBytes,
    contentType,
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

const TYPE_NAMES: Record<UploadType, string> = {
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
  'application/pdf': 'PDF',
};

/** The 400 message for a file that is not what its upload declared, in the words a worker understands. */
const notWhatItSays = (declared: UploadType, sniffed: string) =>
  sniffed === 'heic'
    ? 'the file is an iPhone HEIC photo. Please upload a JPEG or PNG.'
    : `the file is not the ${TYPE_NAMES[declared]} it was uploaded as. Please upload it again.`;

/**
 * Checks the uploaded object at `key` (the caller has checked that the key is one the request may use, of a
 * type it accepts): it exists, holds 1 byte to `maxBytes` and its first bytes are the type the key's extension
 * names. Returns that type. `field` names the request field in the 400 messages.
 */
export async function checkUpload(
  key: string,
  field: string,
  maxBytes: number = UPLOAD_MAX_BYTES,
): Promise<UploadType> {
  const declared = uploadTypeOfKey(key);
  if (!declared) throw BadRequest.field(field, 'this is not a file you uploaded. Please upload it again.');
  let size: number;
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    size = head.ContentLength ?? 0;
  } catch (error: unknown) {
    if (isMissing(error)) {
      throw BadRequest.field(field, 'the uploaded file was not found. Please upload it again.');
    }
    throw error;
  }
  if (size === 0 || size > maxBytes) {
    throw BadRequest.field(field, `the file must be at most ${maxBytes / 1024 / 1024} MB.`);
  }
  // A ranged GET: S3 cannot look inside an object, so the bytes are checked here, on AWS as locally.
  const start = await s3.send(
    new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${SNIFF_BYTES - 1}` }),
  );
  const sniffed = sniffUpload((await start.Body?.transformToByteArray()) ?? new Uint8Array());
  if (sniffed !== declared) throw BadRequest.field(field, notWhatItSays(declared, sniffed));
  return declared;
}

/**
 * Copies a checked upload to `to`, stored as `contentType` (the type `checkUpload` found), with `cacheControl`
 * for whoever serves it, if given.
 */
export async function keepCopy(
  from: string,
  to: string,
  contentType: UploadType,
  options: { cacheControl?: string } = {},
) {
  await s3.send(
    new CopyObjectCommand({
      Bucket: bucket,
      Key: to,
      CopySource: `${bucket}/${from}`,
      ContentType: contentType,
      ...(options.cacheControl ? { CacheControl: options.cacheControl } : {}),
      MetadataDirective: 'REPLACE',
    }),
  );
}

/** Removes a kept copy (the bucket keeps old versions for 30 days). */
export async function deleteObject(key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}
