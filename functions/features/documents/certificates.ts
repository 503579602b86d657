/**
 * Organisations' certificates (GST, Udyam or incorporation) in the uploads bucket, beside the workers'
 * documents and under the same grants: the owner's browser sends a png through a presigned POST, the check
 * (owner, size, PNG signature) and the kept copy are `storage.ts`'s steps, and an admin opens the kept copy
 * through a short-lived link.
 *
 * | object                                               | written by                        | lives             |
 * |------------------------------------------------------|-----------------------------------|-------------------|
 * | uploads/organisations/<orgId>/certificate/<uuid>.png | the owner's browser, presigned POST | 1 day (lifecycle) |
 * | documents/organisations/<orgId>/certificate/<uuid>.png | submitVerificationDocuments, a checked copy | until replaced |
 *
 * Workers' folders are named by their numeric ids, so `organisations/` is never one of theirs.
 */
import { randomUUID } from 'node:crypto';
import { BadRequest } from '#lib/errors';
import { DOCUMENTS_PREFIX, documentLink } from './documents';
import {
  checkPngUpload,
  createPngUploadForm,
  deleteObject,
  keepCopy,
  UPLOADS_PREFIX,
  type UploadForm,
  UUID_PATTERN,
} from './storage';

const folder = (organisationId: string) => `organisations/${organisationId}/certificate/`;

/** A presigned POST for one certificate (png) of this organisation. */
export function createCertificateUploadForm(organisationId: string, now = new Date()): Promise<UploadForm> {
  return createPngUploadForm(`${UPLOADS_PREFIX}${folder(organisationId)}${randomUUID()}.png`, now);
}

/** Is this the key of a fresh certificate upload of this organisation? */
export function isCertificateUploadKey(key: string, organisationId: string): boolean {
  return new RegExp(
    `^${UPLOADS_PREFIX}organisations/${organisationId.replace(/[^A-Za-z0-9_-]/g, '')}/certificate/${UUID_PATTERN}\\.png$`,
  ).test(key);
}

/** Checks a fresh certificate upload and keeps a copy of it; returns the kept key. */
export async function acceptCertificate(organisationId: string, key: string, field: string): Promise<string> {
  if (!isCertificateUploadKey(key, organisationId)) {
    throw BadRequest.field(field, 'this is not a file you uploaded. Please upload the png again.');
  }
  await checkPngUpload(key, field);
  const kept = `${DOCUMENTS_PREFIX}${key.slice(UPLOADS_PREFIX.length)}`;
  await keepCopy(key, kept);
  return kept;
}

/** Removes a certificate sent again in its place (the bucket keeps old versions for 30 days). */
export function deleteCertificate(key: string): Promise<void> {
  return deleteObject(key);
}

/** A short-lived link to a kept certificate (DOCUMENT_LINK_SECONDS). */
export function certificateLink(key: string): Promise<string> {
  return documentLink(key);
}
