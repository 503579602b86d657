import { useCallback } from 'react';
import { DOCUMENT_UPLOAD_TYPES, type UploadType } from '#shared/domain/upload-types';
import { PngUpload } from '#web/components/PngUpload';
import { useT } from '#web/lib/i18n';
import type { UploadOptions } from '#web/lib/upload';
import { uploadDocument } from './api/upload-document';
import type { DocumentSpec, DocumentValue } from './values';

interface DocumentUploadProps {
  document: DocumentSpec;
  value: DocumentValue;
  /** The stored key and its signed link, from the profile as read. */
  storedKey: string;
  storedUrl: string;
  onChange: (value: DocumentValue) => void;
  onUploadingChange: (uploading: boolean) => void;
  disabled?: boolean;
}

/**
 * A document in edit mode: a JPEG or PNG photo (made smaller on the phone) or a PDF, whose file goes up through
 * `createDocumentUpload`.
 */
export function DocumentUpload({ document, ...field }: DocumentUploadProps) {
  const t = useT();
  const upload = useCallback(
    (file: File, contentType: UploadType, options: UploadOptions) =>
      uploadDocument(document.kind, file, contentType, options),
    [document.kind],
  );
  return (
    <PngUpload label={t(document.label)} upload={upload} types={DOCUMENT_UPLOAD_TYPES} downscale {...field} />
  );
}
