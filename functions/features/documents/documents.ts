/**
 * The workers' documents (PAN card, student ID card) and resume in the uploads bucket.
 *
 * | object                                         | written by                       | lives          |
 * |------------------------------------------------|----------------------------------|----------------|
 * | uploads/<userId>/<kind>/<uuid>.<ext>           | the browser, via a presigned POST | 1 day (lifecycle) |
 * | documents/<userId>/<kind>/<uuid>.<ext>         | updateProfile (saveResume), a checked copy | until replaced |
 *
 * `<ext>` is the extension of the one type the upload form allowed (png, jpg, pdf: shared/domain/upload-types.ts),
 * so a kept key names its type, and a link to it answers with that type. A worker may send only a key of their
 * own uploads folder for that kind of document, of a type that kind takes; the object is then checked (size, its
 * first bytes) and copied to `documents/` by the steps of `storage.ts`.
 */
import { randomUUID } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '#lib/clients/s3';
import { BadRequest } from '#lib/errors';
import type { UploadKind } from '#shared/api/worker';
import {
  DOCUMENT_UPLOAD_TYPES,
  extensionPattern,
  RESUME_UPLOAD_TYPES,
  type UploadType,
  uploadTypeOfKey,
} from '#shared/domain/upload-types';
import {
  bucket,
  checkUpload,
  createUploadForm as createForm,
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
 * A presigned POST for one new file of `contentType` in `folder` (below `uploads/`, ending in `/`): a worker's
 * `<userId>/<kind>/`, an organisation's certificate folder (certificates.ts).
 */
export function createUploadFormIn(
  folder: string,
  contentType: UploadType,
  now = new Date(),
): Promise<UploadForm> {
  return createForm(`${UPLOADS_PREFIX}${folder}${randomUUID()}`, contentType, { now });
}

/**
 * Is this the key of a fresh upload in `folder` (one file of the form's own name, nothing below it), of one of
 * these types?
 */
export function isUploadKeyIn(key: string, folder: string, types: readonly UploadType[]): boolean {
  return new RegExp(`^${UPLOADS_PREFIX}${folder}${UUID_PATTERN}\\.${extensionPattern(types)}$`).test(key);
}

/**
 * Checks a fresh upload in `folder` (owner, one of `types`, size, its first bytes) and copies it to
 * `documents/`. Returns the kept copy's key. `field` names the request field in the 400 messages.
 */
export async function acceptUploadIn(
  folder: string,
  types: readonly UploadType[],
  key: string,
  field: string,
): Promise<string> {
  if (!isUploadKeyIn(key, folder, types)) {
    throw BadRequest.field(field, 'this is not a file you uploaded. Please upload it again.');
  }
  const type = await checkUpload(key, field);
  const documentKey = `${DOCUMENTS_PREFIX}${key.slice(UPLOADS_PREFIX.length)}`;
  await keepCopy(key, documentKey, type);
  return documentKey;
}

/** A worker's folder for one kind of document. */
const workerFolder = (userId: number, kind: UploadKind) => `${userId}/${kind}/`;

/** The types a kind of document takes: the formats phones make, and a resume only as a PDF. */
export function documentTypes(kind: UploadKind): readonly UploadType[] {
  return kind === 'resume' ? RESUME_UPLOAD_TYPES : DOCUMENT_UPLOAD_TYPES;
}

/** A presigned POST for one new document of this worker, of `contentType` (one its kind takes). */
export async function createUploadForm(
  userId: number,
  kind: UploadKind,
  contentType: UploadType,
  now = new Date(),
): Promise<UploadForm> {
  if (!documentTypes(kind).includes(contentType)) {
    throw BadRequest.field(
      'contentType',
      kind === 'resume' ? 'a resume must be a PDF' : 'a document must be a JPEG, PNG or PDF',
    );
  }
  return createUploadFormIn(workerFolder(userId, kind), contentType, now);
}

/** Is this the key of a fresh upload of this worker, for this kind of document? */
export function isOwnUploadKey(key: string, userId: number, kind: UploadKind): boolean {
  return isUploadKeyIn(key, workerFolder(userId, kind), documentTypes(kind));
}

/** Checks a fresh upload of this worker for this kind of document and copies it to the worker's documents. */
export function acceptUpload(userId: number, kind: UploadKind, key: string, field: string): Promise<string> {
  return acceptUploadIn(workerFolder(userId, kind), documentTypes(kind), key, field);
}

/** Removes a replaced document (the bucket keeps old versions for 30 days). */
export function deleteDocument(key: string): Promise<void> {
  return deleteObject(key);
}

/**
 * A short-lived link to a stored document, or '' when there is none. It answers with the document's own type,
 * the one its key names (checked against its bytes before it was kept), never one sent along with the upload.
 */
export async function documentLink(key: string): Promise<string> {
  if (!key) return '';
  const type = uploadTypeOfKey(key) ?? 'application/octet-stream';
  return getSignedUrl(s3, new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentType: type }), {
    expiresIn: DOCUMENT_LINK_SECONDS,
  });
}
