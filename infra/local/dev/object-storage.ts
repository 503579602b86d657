/**
 * Local object storage: s3rver (an S3 emulator) for the documents bucket, on its own 127.0.0.1 port so the
 * browser uploads cross-origin exactly as it does to S3 on AWS, with the same CORS rule. The functions' S3
 * client is pointed here (`S3_ENDPOINT`, path-style URLs); presigned POSTs and signed GETs work unchanged.
 * s3rver does not enforce a POST policy (type and size), which is why updateProfile checks every upload
 * itself (functions/features/documents/documents.ts).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { DevService, DevServiceFactory } from './service';

export const LOCAL_UPLOADS_BUCKET = 'earnlearn-local-documents';

/** The bucket's CORS rule: the site's origin may POST uploads and GET documents (as in data-stack.ts). */
function corsRule(origin: string): string {
  return [
    '<CORSConfiguration><CORSRule>',
    `<AllowedOrigin>${origin}</AllowedOrigin>`,
    '<AllowedMethod>POST</AllowedMethod><AllowedMethod>GET</AllowedMethod>',
    '<AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds>',
    '</CORSRule></CORSConfiguration>',
  ].join('');
}

export interface ObjectStorage extends DevService {
  endpoint: string;
  bucket: string;
  stop: () => Promise<void>;
}

export const objectStorage: DevServiceFactory = (context) =>
  startObjectStorage({
    allowedOrigin: context.baseUrl,
    ...(context.dataDir ? { directory: join(context.dataDir, 's3') } : {}),
  });

/** Starts s3rver with the documents bucket; without a directory its files live in a temporary folder. */
export async function startObjectStorage(options: {
  allowedOrigin: string;
  directory?: string;
}): Promise<ObjectStorage> {
  const temporary = options.directory === undefined;
  const directory = options.directory ?? mkdtempSync(join(tmpdir(), 'earnlearn-s3-'));
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: LOCAL_UPLOADS_BUCKET, configs: [corsRule(options.allowedOrigin)] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket: LOCAL_UPLOADS_BUCKET,
    environment: { S3_ENDPOINT: endpoint, UPLOADS_BUCKET: LOCAL_UPLOADS_BUCKET },
    describe: `Uploaded documents (local S3, s3rver): ${endpoint}/${LOCAL_UPLOADS_BUCKET}, files in ${directory}`,
    stop: async () => {
      await server.close();
      if (temporary) rmSync(directory, { recursive: true, force: true });
    },
  };
}
