/**
 * Uploads as the browser does them: ask createDocumentUpload for a presigned form, then POST the multipart
 * form (fields first, the file last) straight to the object storage.
 */

import type { DocumentKind, UploadKind } from '#shared/api/worker';
import { PNG_SIGNATURE } from '#shared/domain/constants';
import type { TestAccount } from './accounts';
import { call } from './invoke';

/** A few bytes of a JPEG (its magic number first): what a phone's camera makes. */
export const jpegBytes = (): Buffer =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0 a phone photo')]);
/** A few bytes of a PDF. */
export const pdfBytes = (): Buffer => Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
/** The start of an iPhone's HEIC photo. */
export const heicBytes = (): Buffer =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic')]);

/** A small valid png (1x1, grey), or `size` bytes that start with the PNG signature. */
export function pngBytes(size?: number): Buffer {
  const onePixel = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==',
    'base64',
  );
  if (size === undefined) return onePixel;
  const bytes = Buffer.alloc(size, 7);
  bytes.set(PNG_SIGNATURE);
  return bytes;
}

/**
 * Uploads `bytes` as the browser does, declaring `contentType` (the form's policy then allows that type only):
 * a test declares a type the bytes are not to play a renamed file.
 */
export async function uploadDocument(
  worker: TestAccount,
  kind: UploadKind,
  bytes: Buffer,
  contentType = 'image/png',
): Promise<string> {
  const answer = await call('createDocumentUpload', {
    token: worker.token,
    body: { document: kind, contentType },
  });
  if (answer.status !== 200) throw new Error(`createDocumentUpload answered ${answer.status}`);
  const { url, fields, key } = (answer.body.data ?? {}) as {
    url: string;
    fields: Record<string, string>;
    key: string;
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    form.append(name, name === 'Content-Type' ? contentType : value);
  }
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'document');
  const response = await fetch(url, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`The upload answered ${response.status}: ${await response.text()}`);
  return key;
}

/**
 * Puts `bytes` at `key` with the functions' own S3 client, past the upload form and its policy: how the tests
 * place what the storage would refuse from a browser (an oversize png), to check that the functions' own
 * checks hold too.
 */
export async function putPastThePolicy(key: string, bytes: Buffer): Promise<void> {
  const { PutObjectCommand } = await import('@aws-sdk/client-s3');
  const { s3 } = await import('#lib/clients/s3');
  const { bucket } = await import('#features/documents/storage');
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: 'image/png' }));
}

/** The form of a fresh document upload, not yet used. */
export async function documentUploadForm(
  worker: TestAccount,
  kind: DocumentKind,
): Promise<{ url: string; fields: Record<string, string>; key: string }> {
  const answer = await call('createDocumentUpload', { token: worker.token, body: { document: kind } });
  if (answer.status !== 200) throw new Error(`createDocumentUpload answered ${answer.status}`);
  return answer.body.data as { url: string; fields: Record<string, string>; key: string };
}
