/**
 * A browser upload form (a multipart POST to the bucket): its fields and file size, and the conditions of its
 * signed POST policy, checked as S3 checks them.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import busboy from 'busboy';
import { type Refusal, refuse } from './s3-errors';

/** Why one policy condition fails, or undefined when it holds; marks the fields it covers. */
export function conditionFailure(
  condition: unknown,
  values: Record<string, string>,
  bytes: number,
  covered: Set<string>,
): Refusal | undefined {
  const failed = () =>
    refuse(
      'AccessDenied',
      `Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`,
    );
  if (Array.isArray(condition)) {
    const [operator, subject, expected] = condition as [string, unknown, unknown];
    if (operator === 'content-length-range') {
      const [min, max] = [Number(subject), Number(expected)];
      if (bytes > max)
        return refuse('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', 400);
      if (bytes < min)
        return refuse('EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size', 400);
      return undefined;
    }
    const name = String(subject).replace(/^\$/, '').toLowerCase();
    covered.add(name);
    const actual = values[name] ?? '';
    if (operator === 'eq') return actual === String(expected) ? undefined : failed();
    if (operator === 'starts-with') return actual.startsWith(String(expected)) ? undefined : failed();
    return failed();
  }
  if (condition && typeof condition === 'object') {
    for (const [key, expected] of Object.entries(condition)) {
      const name = key.toLowerCase();
      covered.add(name);
      if ((values[name] ?? '') !== String(expected)) return failed();
    }
    return undefined;
  }
  return failed();
}

/** What S3 takes of an upload form: the fields before the file, and the file. */
export interface UploadForm {
  /** Names lowercased (S3 compares them without case), each name once. */
  fields: Record<string, string>;
  file?: { filename: string; contentType: string; bytes: Buffer };
}

/** S3's limit on the fields before the file (MaxPostPreDataLengthExceeded past it). */
export const MAX_FIELDS_BYTES = 20 * 1024;
const MAX_FIELDS = 1000;

const malformed = () =>
  refuse(
    'MalformedPOSTRequest',
    'The body of your POST request is not well-formed multipart/form-data.',
    400,
  );

/**
 * The fields and the file of a multipart upload form, read as S3 reads it: every field before the file (a
 * field after it is ignored, as S3 ignores it), in all at most MAX_FIELDS_BYTES; a name given twice, in any
 * case, is refused (so nothing downstream can read another value than the one checked); exactly one file, in
 * the field `file`. A refusal (S3's XML error) when the form breaks one of these.
 */
export function parseForm(
  headers: IncomingHttpHeaders,
  body: Buffer,
): Promise<{ form: UploadForm } | { refusal: Refusal }> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers,
        limits: { files: 1, fields: MAX_FIELDS, fieldSize: MAX_FIELDS_BYTES, parts: MAX_FIELDS + 1 },
      });
    } catch {
      resolve({ refusal: malformed() });
      return;
    }
    const fields: Record<string, string> = {};
    let file: UploadForm['file'];
    let fieldsBytes = 0;
    let refusal: Refusal | undefined;
    const fail = (reason: Refusal) => {
      refusal ??= reason;
    };
    parser.on('field', (name, value, info) => {
      if (file) return;
      const lower = name.toLowerCase();
      fieldsBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
      if (info.valueTruncated || info.nameTruncated || fieldsBytes > MAX_FIELDS_BYTES)
        return fail(
          refuse(
            'MaxPostPreDataLengthExceeded',
            'Your POST request fields preceding the upload file were too large.',
            400,
          ),
        );
      if (lower === 'file')
        return fail(refuse('InvalidArgument', 'POST requires exactly one file upload per request.', 400));
      if (Object.hasOwn(fields, lower))
        return fail(
          refuse(
            'InvalidArgument',
            `The form field ${lower} appears more than once (in any case): each field may be sent only once.`,
            400,
          ),
        );
      fields[lower] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name.toLowerCase() !== 'file')
        fail(refuse('InvalidArgument', 'POST requires exactly one file upload per request.', 400));
      const chunks: Buffer[] = [];
      file = { filename: info.filename ?? '', contentType: info.mimeType, bytes: Buffer.alloc(0) };
      const current = file;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        current.bytes = Buffer.concat(chunks);
      });
    });
    const tooMany = () =>
      fail(
        refuse(
          'MaxPostPreDataLengthExceeded',
          'Your POST request fields preceding the upload file were too large.',
          400,
        ),
      );
    parser.on('fieldsLimit', tooMany);
    parser.on('partsLimit', tooMany);
    parser.on('filesLimit', () =>
      fail(refuse('InvalidArgument', 'POST requires exactly one file upload per request.', 400)),
    );
    parser.on('close', () =>
      resolve(refusal ? { refusal } : { form: { fields, ...(file ? { file } : {}) } }),
    );
    parser.on('error', () => resolve({ refusal: malformed() }));
    parser.end(body);
  });
}

/** A form-data name or file name as a browser writes it in Content-Disposition (HTML's encoding). */
function dispositionText(text: string): string {
  return text.replaceAll('"', '%22').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

/**
 * The multipart body s3rver is given: rebuilt from exactly the fields the gate checked (lowercased names, in
 * the order read) and the file, never the bytes the browser sent, so s3rver cannot read a field the gate did
 * not (s3rver reads every field and matches `key` with its case; the gate compares names without case).
 */
export function buildForm(form: UploadForm & { file: NonNullable<UploadForm['file']> }): {
  body: Buffer;
  contentType: string;
} {
  const boundary = `earnlearn-gate-${randomBytes(24).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(form.fields))
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${dispositionText(name)}"\r\n\r\n${value}\r\n`,
      ),
    );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${dispositionText(form.file.filename)}"\r\nContent-Type: ${form.file.contentType.replace(/[\r\n]/g, '')}\r\n\r\n`,
    ),
    form.file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
