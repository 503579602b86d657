/**
 * The workers' documents (PAN card, student ID card) in the uploads bucket.
 *
 * | object                                         | written by                       | lives          |
 * |------------------------------------------------|----------------------------------|----------------|
 * | uploads/<userId>/<kind>/<uuid>.png             | the browser, via a presigned POST | 1 day (lifecycle) |
 * | documents/<userId>/<kind>/<uuid>.png           | updateProfile, a checked copy    | until replaced |
 *
 * A worker may send only a key of their own uploads folder for that kind of document; the object is then
 * checked (size, PNG signature) and copied to `documents/` by the steps of `storage.ts`.
 */
import { randomUUID } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '#lib/clients/s3';
import { BadRequest } from '#lib/errors';
import type { DocumentKind } from '#shared/api/worker';
import { UPLOAD_CONTENT_TYPE } from '#shared/domain/constants';
import {
  bucket,
  checkPngUpload,
  createPngUploadForm,
  deleteObject,
  keepCopy,
  UPLOADS_PREFIX,
  type UploadForm,
  UUID_PATTERN,
} from './storage';

export { UPLOAD_FORM_SECONDS, UPLOADS_PREFIX, type UploadForm } from './storage';

/** How long a signed link to a stored document works. */
export const DOCUMENT_LINK_SECONDS = 10 * 60;
export const DOCUMENTS_PREFIX = 'documents/';

/**
 * A presigned POST for one new png in `folder` (below `uploads/`, ending in `/`): a worker's `<userId>/<kind>/`,
 * an organisation's certificate folder (certificates.ts).
 */
export function createUploadFormIn(folder: string, now = new Date()): Promise<UploadForm> {
  return createPngUploadForm(`${UPLOADS_PREFIX}${folder}${randomUUID()}.png`, now);
}

/** Is this the key of a fresh upload in `folder` (one file of the form's own name, nothing below it)? */
export function isUploadKeyIn(key: string, folder: string): boolean {
  return new RegExp(`^${UPLOADS_PREFIX}${folder}${UUID_PATTERN}\\.png$`).test(key);
}

/**
 * Checks a fresh upload in `folder` (owner, size, PNG signature) and copies it to `documents/`. Returns the kept
 * copy's key. `field` names the request field in the 400 messages.
 */
export async function acceptUploadIn(folder: string, key: string, field: string): Promise<string> {
  if (!isUploadKeyIn(key, folder)) {
    throw BadRequest.field(field, 'this is not a file you uploaded. Please upload the png again.');
  }
  await checkPngUpload(key, field);
  const documentKey = `${DOCUMENTS_PREFIX}${key.slice(UPLOADS_PREFIX.length)}`;
  await keepCopy(key, documentKey);
  return documentKey;
}

/** A worker's folder for one kind of document. */
const workerFolder = (userId: number, kind: DocumentKind) => `${userId}/${kind}/`;

/** A presigned POST for one new png of this worker. */
export function createUploadForm(userId: number, kind: DocumentKind, now = new Date()): Promise<UploadForm> {
  return createUploadFormIn(workerFolder(userId, kind), now);
}

/** Is this the key of a fresh upload of this worker, for this kind of document? */
export function isOwnUploadKey(key: string, userId: number, kind: DocumentKind): boolean {
  return isUploadKeyIn(key, workerFolder(userId, kind));
}

/** Checks a fresh upload of this worker for this kind of document and copies it to the worker's documents. */
export function acceptUpload(
  userId: number,
  kind: DocumentKind,
  key: string,
  field: string,
): Promise<string> {
  return acceptUploadIn(workerFolder(userId, kind), key, field);
}

/** Removes a replaced document (the bucket keeps old versions for 30 days). */
export function deleteDocument(key: string): Promise<void> {
  return deleteObject(key);
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
