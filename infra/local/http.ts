import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

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

/** A local server listening on 127.0.0.1 at a port the OS picks, and how to stop it (open connections too). */
export interface LoopbackListener {
  port: number;
  close: () => Promise<void>;
}

export async function listenOnLoopback(server: Server): Promise<LoopbackListener> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
