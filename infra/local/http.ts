import type { IncomingMessage } from 'node:http';

/**
 * The request body (empty when none was sent), or undefined when it is larger than `maxBytes`. A body over the
 * limit is read on and dropped up to `drainBytes` (so the caller can still answer 413 on a healthy connection);
 * past that the request is destroyed.
 */
export async function readBody(
  request: IncomingMessage,
  maxBytes: number,
  drainBytes = maxBytes,
): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > drainBytes) {
      request.destroy();
      return undefined;
    }
    if (size <= maxBytes) chunks.push(chunk);
  }
  return size > maxBytes ? undefined : Buffer.concat(chunks);
}
