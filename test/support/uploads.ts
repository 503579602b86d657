/**
 * Uploads as the browser does them: ask createDocumentUpload for a presigned form, then POST the multipart
 * form (fields first, the file last) straight to the object storage.
 */

import type { DocumentKind } from '#shared/api/workers';
import { PNG_SIGNATURE } from '#shared/domain/constants';
import type { TestAccount } from './accounts';
import { call } from './invoke';

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

export async function uploadDocument(
  worker: TestAccount,
  kind: DocumentKind,
  bytes: Buffer,
  contentType = 'image/png',
): Promise<string> {
  const answer = await call('createDocumentUpload', { token: worker.token, body: { document: kind } });
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
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'document.png');
  const response = await fetch(url, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`The upload answered ${response.status}: ${await response.text()}`);
  return key;
}
