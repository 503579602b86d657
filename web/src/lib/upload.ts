/**
 * Png uploads (a worker's documents, a company's logo): the checks a file must pass in the browser before it is
 * sent (png type, size, the png signature), and the multipart POST of a presigned form straight to storage, with
 * progress. XMLHttpRequest, not fetch, because only it reports upload progress.
 */
import {
  hasPngSignature,
  PNG_SIGNATURE,
  UPLOAD_CONTENT_TYPE,
  UPLOAD_MAX_BYTES,
} from '#shared/domain/constants';

export const MAX_MEGABYTES = UPLOAD_MAX_BYTES / (1024 * 1024);

export const uploadMessages = {
  type: 'Only png images can be uploaded. Please choose a .png file.',
  size: `The file is larger than ${MAX_MEGABYTES} MB. Please choose a smaller png image.`,
  signature: 'This file is not a valid png image. Please choose another file.',
  failed: 'The upload failed. Please try again.',
} as const;

/**
 * Why the file may not be uploaded, or undefined when it may: its type must be image/png, its size at most
 * `maxBytes` (2 MB), and its first 8 bytes the png signature.
 */
export async function checkPng(file: Blob, maxBytes: number = UPLOAD_MAX_BYTES): Promise<string | undefined> {
  if (file.type !== UPLOAD_CONTENT_TYPE) return uploadMessages.type;
  if (file.size > maxBytes) return uploadMessages.size;
  try {
    const head = new Uint8Array(await file.slice(0, PNG_SIGNATURE.length).arrayBuffer());
    return hasPngSignature(head) ? undefined : uploadMessages.signature;
  } catch {
    return uploadMessages.signature;
  }
}

/** The presigned form `createDocumentUpload` or `createLogoUpload` answers: where to POST and the fields first. */
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

/** Storage refused the upload (`status` is its HTTP status) or could not be reached (`status` 0). */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(readonly status: number) {
    super(uploadMessages.failed);
  }
}

/** The multipart body: every field of the form, in order, then the file last under `file`. */
export function uploadFormData(form: PresignedPost, file: Blob): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
  body.append('file', file);
  return body;
}

export interface UploadOptions {
  /** The fraction sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborting stops the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

/**
 * POSTs the file with the presigned form. Resolves on any 2xx (storage answers 204); rejects with an
 * UploadError on any other status or a network failure, and with an AbortError when `signal` aborts.
 */
export function postToStorage(form: PresignedPost, file: Blob, options: UploadOptions = {}): Promise<void> {
  const { onProgress, signal } = options;
  return new Promise<void>((resolve, reject) => {
    const aborted = () => new DOMException('The upload was stopped.', 'AbortError');
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    const stop = () => xhr.abort();
    const finish = () => signal?.removeEventListener('abort', stop);
    xhr.open('POST', form.url);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      finish();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve();
      } else {
        reject(new UploadError(xhr.status));
      }
    });
    xhr.addEventListener('error', () => {
      finish();
      reject(new UploadError(0));
    });
    xhr.addEventListener('timeout', () => {
      finish();
      reject(new UploadError(0));
    });
    xhr.addEventListener('abort', () => {
      finish();
      reject(aborted());
    });
    signal?.addEventListener('abort', stop, { once: true });
    xhr.send(uploadFormData(form, file));
  });
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
