/**
 * Company logos of posted jobs, in the uploads bucket beside the workers' documents.
 *
 * | object                          | written by                        | lives                          |
 * |---------------------------------|-----------------------------------|--------------------------------|
 * | uploads/logos/<uuid>.<png|jpg>  | the admin's browser, presigned POST | 1 day (lifecycle)            |
 * | logos/<uuid>.<png|jpg>          | postJob, a checked copy           | with the job; public (/logos/*) |
 *
 * Only `logos/` is readable by CloudFront; `uploads/` and `documents/` stay private. The kept copy gets a key of
 * its own, so posting twice with one upload, or a failed post deleting its copy, never touches another job's logo.
 * A logo is shown as an image on public pages, so it is a PNG or a JPEG, never a PDF (decision 570).
 */
import { randomUUID } from 'node:crypto';
import { BadRequest } from '#lib/errors';
import {
  extensionPattern,
  IMAGE_UPLOAD_TYPES,
  type UploadType,
  uploadExtension,
} from '#shared/domain/upload-types';
import { LOGO_CACHE_CONTROL, LOGOS_PREFIX } from './public-logos';
import {
  checkUpload,
  createUploadForm,
  deleteObject,
  keepCopy,
  UPLOADS_PREFIX,
  type UploadForm,
  UUID_PATTERN,
} from './storage';

export const LOGO_UPLOADS_PREFIX = `${UPLOADS_PREFIX}logos/`;

/** A presigned POST for one company logo of `contentType` (PNG or JPEG). */
export async function createLogoUploadForm(contentType: UploadType, now = new Date()): Promise<UploadForm> {
  if (!IMAGE_UPLOAD_TYPES.includes(contentType)) {
    throw BadRequest.field('contentType', 'a logo must be a PNG or JPEG image');
  }
  return createUploadForm(`${LOGO_UPLOADS_PREFIX}${randomUUID()}`, contentType, { now });
}

/** Is this the key of a fresh logo upload (not a worker's upload, a document or a kept logo)? */
export function isLogoUploadKey(key: string): boolean {
  return new RegExp(`^${LOGO_UPLOADS_PREFIX}${UUID_PATTERN}\\.${extensionPattern(IMAGE_UPLOAD_TYPES)}$`).test(
    key,
  );
}

/**
 * Checks a fresh logo upload (key, size, first bytes) and copies it under `logos/`, where it is public.
 * Returns the kept key. `field` names the request field in the 400 messages.
 */
export async function acceptLogo(key: string, field: string): Promise<string> {
  if (!isLogoUploadKey(key)) {
    throw BadRequest.field(field, 'this is not an uploaded logo. Please upload the image again.');
  }
  const type = await checkUpload(key, field);
  const logoKey = `${LOGOS_PREFIX}${randomUUID()}.${uploadExtension(type)}`;
  await keepCopy(key, logoKey, type, { cacheControl: LOGO_CACHE_CONTROL });
  return logoKey;
}

/** Removes a kept logo whose job was not created. */
export function deleteLogo(key: string): Promise<void> {
  return deleteObject(key);
}
