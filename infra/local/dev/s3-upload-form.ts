/**
 * A browser upload form (a multipart POST to the bucket): its fields and file size, and the conditions of its
 * signed POST policy, checked as S3 checks them.
 */
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

/** The fields of a multipart form (names lowercased, as S3 compares them) and the size of its file. */
export function parseForm(
  headers: IncomingHttpHeaders,
  body: Buffer,
): Promise<{ fields: Record<string, string>; file?: { bytes: number } } | undefined> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers, limits: { files: 1, fields: 50, fieldSize: 64 * 1024 } });
    } catch {
      resolve(undefined);
      return;
    }
    const fields: Record<string, string> = {};
    let file: { bytes: number } | undefined;
    parser.on('field', (name, value) => {
      // S3 takes the fields before the file; a field after it is ignored, as here.
      if (!file) fields[name.toLowerCase()] = value;
    });
    parser.on('file', (_name, stream) => {
      const counted = { bytes: 0 };
      file = counted;
      stream.on('data', (chunk: Buffer) => {
        counted.bytes += chunk.length;
      });
    });
    parser.on('close', () => resolve({ fields, ...(file ? { file } : {}) }));
    parser.on('error', () => resolve(undefined));
    parser.end(body);
  });
}
