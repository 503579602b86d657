import { useCallback } from 'react';
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

/** A document in edit mode: a png field whose file goes up through `createDocumentUpload`. */
export function DocumentUpload({ document, ...field }: DocumentUploadProps) {
  const t = useT();
  const upload = useCallback(
    (file: File, options: UploadOptions) => uploadDocument(document.kind, file, options),
    [document.kind],
  );
  return <PngUpload label={t(document.label)} upload={upload} {...field} />;
}
