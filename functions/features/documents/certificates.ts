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

/** A presigned POST for one certificate (png) of this organisation. */
export function createCertificateUploadForm(organisationId: string, now = new Date()): Promise<UploadForm> {
  return createUploadFormIn(folder(organisationId), now);
}

/** Is this the key of a fresh certificate upload of this organisation? */
export function isCertificateUploadKey(key: string, organisationId: string): boolean {
  return isUploadKeyIn(key, folder(organisationId));
}

/** Checks a fresh certificate upload and keeps a copy of it (documents.ts's steps); returns the kept key. */
export function acceptCertificate(organisationId: string, key: string, field: string): Promise<string> {
  return acceptUploadIn(folder(organisationId), key, field);
}

/** Removes a certificate sent again in its place (the bucket keeps old versions for 30 days). */
export const deleteCertificate = deleteDocument;

/** A short-lived link to a kept certificate (DOCUMENT_LINK_SECONDS). */
export const certificateLink = documentLink;
