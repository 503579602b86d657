/**
 * Uploads (a worker's documents and resume, a company's logo or certificate): the check a file must pass in the
 * browser before it is sent (its first bytes one of the accepted formats, never its name or `type`: decision
 * 570), a phone photo made smaller before it goes (a slow connection sends a tenth of it), and the multipart POST
 * of a presigned form straight to storage, with progress. XMLHttpRequest, not fetch, because only it reports
 * upload progress.
 */
import { UPLOAD_MAX_BYTES } from '#shared/domain/constants';
import {
  IMAGE_UPLOAD_TYPES,
  SNIFF_BYTES,
  sniffUpload,
  type UploadType,
  uploadExtension,
} from '#shared/domain/upload-types';

export const MAX_MEGABYTES = UPLOAD_MAX_BYTES / (1024 * 1024);

/** The browser's own messages (PngUpload shows each in the worker's language). */
export const uploadMessages = {
  typeDocument: 'This file is not a JPEG or PNG photo or a PDF. Please choose another file.',
  typeImage: 'This file is not a JPEG or PNG image. Please choose another file.',
  typePdf: 'This file is not a PDF. Please choose a PDF file.',
  heic: "This is an iPhone HEIC photo. Choose JPEG or PNG, or change the camera's format to Most Compatible.",
  size: `The file is larger than ${MAX_MEGABYTES} MB. Please choose a smaller file.`,
  failed: 'The upload failed. Please try again.',
} as const;

/** The message for a file of none of `types`. */
export function wrongTypeMessage(types: readonly UploadType[]): string {
  if (types.every((type) => type === 'application/pdf')) return uploadMessages.typePdf;
  if (types.every((type) => IMAGE_UPLOAD_TYPES.includes(type))) return uploadMessages.typeImage;
  return uploadMessages.typeDocument;
}

/** A photo's longest side after it is made smaller: enough to read a PAN card's digits. */
export const DOWNSCALED_LONGEST_SIDE = 1600;
export const DOWNSCALED_JPEG_QUALITY = 0.85;

/** The size a `width` x `height` image is drawn at so its longest side is at most `longest` (never larger). */
export function scaledSize(width: number, height: number, longest = DOWNSCALED_LONGEST_SIDE) {
  const scale = Math.min(1, longest / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The photo redrawn as a JPEG at most DOWNSCALED_LONGEST_SIDE on its longest side, or undefined when it is
 * already that small or the browser cannot decode it (then it goes as it is, if its size allows).
 */
async function downscaled(file: File): Promise<File | undefined> {
  if (typeof createImageBitmap !== 'function') return undefined;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return undefined;
  }
  try {
    if (Math.max(bitmap.width, bitmap.height) <= DOWNSCALED_LONGEST_SIDE) return undefined;
    const { width, height } = scaledSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', DOWNSCALED_JPEG_QUALITY),
    );
    if (!blob) return undefined;
    const stem = file.name.replace(/\.[^.]*$/, '') || 'photo';
    return new File([blob], `${stem}.jpg`, { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}

/** A file ready to upload, typed by its bytes; or why it may not be uploaded. */
export type PreparedUpload = { file: File; type: UploadType } | { problem: string };

/**
 * Tells the file's format from its first bytes and checks it is one of `types`; a JPEG or PNG photo is made
 * smaller when `downscale` (a PDF goes as it is); the result must then be at most `maxBytes` (2 MB). The file
 * returned carries the type its bytes are, whatever the browser said.
 */
export async function prepareUpload(
  file: File,
  types: readonly UploadType[],
  options: { downscale?: boolean; maxBytes?: number } = {},
): Promise<PreparedUpload> {
  const { downscale = false, maxBytes = UPLOAD_MAX_BYTES } = options;
  let sniffed: ReturnType<typeof sniffUpload>;
  try {
    sniffed = sniffUpload(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  } catch {
    sniffed = 'unknown';
  }
  if (sniffed === 'heic') return { problem: uploadMessages.heic };
  if (sniffed === 'unknown' || !types.includes(sniffed)) return { problem: wrongTypeMessage(types) };
  const smaller =
    downscale && IMAGE_UPLOAD_TYPES.includes(sniffed) && types.includes('image/jpeg')
      ? await downscaled(file)
      : undefined;
  const ready = smaller ?? file;
  if (ready.size > maxBytes) return { problem: uploadMessages.size };
  const type = smaller ? 'image/jpeg' : sniffed;
  if (ready.type === type) return { file: ready, type };
  const stem = ready.name.replace(/\.[^.]*$/, '') || 'file';
  return { file: new File([ready], `${stem}.${uploadExtension(type)}`, { type }), type };
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
