/**
 * Company logos of posted jobs, in the uploads bucket beside the workers' documents.
 *
 * | object                          | written by                        | lives                          |
 * |---------------------------------|-----------------------------------|--------------------------------|
 * | uploads/logos/<uuid>.png        | the admin's browser, presigned POST | 1 day (lifecycle)            |
 * | logos/<uuid>.png                | postJob, a checked copy           | with the job; public (/logos/*) |
 *
 * Only `logos/` is readable by CloudFront; `uploads/` and `documents/` stay private. The kept copy gets a key of
 * its own, so posting twice with one upload, or a failed post deleting its copy, never touches another job's logo.
 */
import { randomUUID } from 'node:crypto';
import { BadRequest } from '#lib/errors';
import { LOGO_CACHE_CONTROL, LOGOS_PREFIX } from './public-logos';
import {
  checkPngUpload,
  createPngUploadForm,
  deleteObject,
  keepCopy,
  UPLOADS_PREFIX,
  type UploadForm,
  UUID_PATTERN,
} from './storage';

export const LOGO_UPLOADS_PREFIX = `${UPLOADS_PREFIX}logos/`;

/** A presigned POST for one company logo (png). */
export function createLogoUploadForm(now = new Date()): Promise<UploadForm> {
  return createPngUploadForm(`${LOGO_UPLOADS_PREFIX}${randomUUID()}.png`, now);
}

/** Is this the key of a fresh logo upload (not a worker's upload, a document or a kept logo)? */
export function isLogoUploadKey(key: string): boolean {
  return new RegExp(`^${LOGO_UPLOADS_PREFIX}${UUID_PATTERN}\\.png$`).test(key);
}

/**
 * Checks a fresh logo upload (key, size, PNG signature) and copies it under `logos/`, where it is public.
 * Returns the kept key. `field` names the request field in the 400 messages.
 */
export async function acceptLogo(key: string, field: string): Promise<string> {
  if (!isLogoUploadKey(key)) {
    throw BadRequest.field(field, 'this is not an uploaded logo. Please upload the png again.');
  }
  await checkPngUpload(key, field);
  const logoKey = `${LOGOS_PREFIX}${randomUUID()}.png`;
  await keepCopy(key, logoKey, { cacheControl: LOGO_CACHE_CONTROL });
  return logoKey;
}

/** Removes a kept logo whose job was not created. */
export function deleteLogo(key: string): Promise<void> {
  return deleteObject(key);
}
