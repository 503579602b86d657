/**
 * Organisations' certificates (GST, Udyam or incorporation) in the uploads bucket, beside the workers'
 * documents and under the same grants: the owner's browser sends a PNG, JPEG or PDF through a presigned POST,
 * the check (owner, type, size, first bytes) and the kept copy are `storage.ts`'s steps, and an admin opens the kept copy
 * through a short-lived link.
 *
 * | object                                               | written by                        | lives             |
 * |------------------------------------------------------|-----------------------------------|-------------------|
 * | uploads/organisations/<orgId>/certificate/<uuid>.<ext> | the owner's browser, presigned POST | 1 day (lifecycle) |
 * | documents/organisations/<orgId>/certificate/<uuid>.<ext> | submitVerificationDocuments, a checked copy | until replaced |
 *
 * Workers' folders are named by their numeric ids, so `organisations/` is never one of theirs.
 */
import { CERTIFICATE_UPLOAD_TYPES, type UploadType } from '#shared/domain/upload-types';
import {
  acceptUploadIn,
  createUploadFormIn,
  deleteDocument,
  documentLink,
  isUploadKeyIn,
  type UploadForm,
} from './documents';

/** The organisation's certificate folder (its id is of [A-Za-z0-9_-]; anything else is dropped from the pattern). */
const folder = (organisationId: string) =>
  `organisations/${organisationId.replace(/[^A-Za-z0-9_-]/g, '')}/certificate/`;

/** A presigned POST for one certificate (PNG, JPEG or PDF) of this organisation. */
export function createCertificateUploadForm(
  organisationId: string,
  contentType: UploadType,
  now = new Date(),
): Promise<UploadForm> {
  return createUploadFormIn(folder(organisationId), contentType, now);
}

/** Is this the key of a fresh certificate upload of this organisation? */
export function isCertificateUploadKey(key: string, organisationId: string): boolean {
  return isUploadKeyIn(key, folder(organisationId), CERTIFICATE_UPLOAD_TYPES);
}

/** Checks a fresh certificate upload and keeps a copy of it (documents.ts's steps); returns the kept key. */
export function acceptCertificate(organisationId: string, key: string, field: string): Promise<string> {
  return acceptUploadIn(folder(organisationId), CERTIFICATE_UPLOAD_TYPES, key, field);
}

/** Removes a certificate sent again in its place (the bucket keeps old versions for 30 days). */
export const deleteCertificate = deleteDocument;

/** A short-lived link to a kept certificate (DOCUMENT_LINK_SECONDS). */
export const certificateLink = documentLink;
