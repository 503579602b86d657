/**
 * Local object storage: s3rver (an S3 emulator) for the documents bucket, on a private socket behind a gate
 * (`s3-gate.ts`) on its own 127.0.0.1 port, so the browser uploads cross-origin exactly as it does to S3 on AWS, with the same CORS
 * rule. The functions' S3 client is pointed at the gate (`S3_ENDPOINT`, path-style URLs). s3rver checks no
 * signature and no POST policy; the gate does, as S3 does: a presigned POST must meet its policy (key, the one declared
 * type, length, expiry), and every other request must be signed, so nothing is listed or read anonymously.
 * Neither S3 nor the gate looks at the bytes: the functions check each upload's first bytes themselves, on AWS as
 * here (functions/features/documents/storage.ts, decision 570). The company
 * logos under `logos/` are served on the twin's own origin by `logoServer`, as CloudFront serves them on AWS.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  GetObjectCommand,
  type GetObjectCommandOutput,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { LOGO_CACHE_CONTROL, logoKeyOf } from '#features/documents/public-logos';
import type { EnvironmentValues } from '#lib/environment';
import { UPLOAD_MAX_BYTES } from '#shared/domain/constants';
import { IMAGE_UPLOAD_TYPES, uploadTypeOfKey } from '#shared/domain/upload-types';
import { localCredentials, localRegion } from '../dynamodb';
import { privateSocket } from './loopback-host';
import { startS3Gate } from './s3-gate';
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
  // s3rver checks nothing and answers any Host: it listens where no page can reach it, behind the gate.
  const socket = privateSocket('s3');
  const server = new S3rver({
    address: undefined,
    port: socket.path,
    silent: true,
    directory,
    configureBuckets: [{ name: LOCAL_UPLOADS_BUCKET, configs: [corsRule(options.allowedOrigin)] }],
  });
  try {
    await server.run();
  } catch (error) {
    socket.remove();
    throw error;
  }
  const gate = await startS3Gate({
    target: { socketPath: socket.path },
    credentials: localCredentials,
    region: localRegion,
    allowedOrigin: options.allowedOrigin,
    maxFormBytes: UPLOAD_MAX_BYTES + 64 * 1024,
  });
  const endpoint = `http://127.0.0.1:${gate.port}`;
  return {
    endpoint,
    bucket: LOCAL_UPLOADS_BUCKET,
    environment: { S3_ENDPOINT: endpoint, UPLOADS_BUCKET: LOCAL_UPLOADS_BUCKET },
    describe: `Uploaded documents (local S3, s3rver): ${endpoint}/${LOCAL_UPLOADS_BUCKET}, files in ${directory}`,
    stop: async () => {
      await gate.close();
      await server.close();
      socket.remove();
      if (temporary) rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** An S3 client of the local bucket, from the environment the storage gives the functions. */
function localBucket(environment: EnvironmentValues): { client: S3Client; bucket: string } {
  const { S3_ENDPOINT: endpoint, UPLOADS_BUCKET: bucket } = environment;
  if (!endpoint || !bucket) throw new Error('The local object storage is not running');
  const client = new S3Client({
    endpoint,
    forcePathStyle: true,
    region: localRegion,
    credentials: localCredentials,
  });
  return { client, bucket };
}

/**
 * Serves `/logos/<file>` from the bucket's `logos/`, as CloudFront's `/logos/*` behaviour does on AWS
 * (infra/aws/stacks/web-stack.ts), with the same cache headers. Nothing else in the bucket is reachable, and
 * everything is served as the image its key names (`.jpg` a JPEG, anything else a png) with `nosniff`, never as
 * the type it was uploaded with.
 */
export function logoServer(environment: EnvironmentValues) {
  const { client, bucket } = localBucket(environment);
  const answer = (response: ServerResponse, status: number, text: string, headers = {}) => {
    response.writeHead(status, { 'content-type': 'text/plain', 'cache-control': 'no-store', ...headers });
    response.end(text);
  };
  return async (request: IncomingMessage, response: ServerResponse, path: string): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      answer(response, 405, 'Method not allowed', { allow: 'GET, HEAD' });
      return;
    }
    const key = logoKeyOf(path);
    if (!key) {
      answer(response, 404, 'Not found');
      return;
    }
    let object: GetObjectCommandOutput;
    try {
      object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    } catch (error: unknown) {
      if (!(error instanceof NoSuchKey)) throw error;
      answer(response, 404, 'Not found');
      return;
    }
    const body = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
    response.writeHead(200, {
      // Always an image, whatever type the object was stored with: a logo is kept only after its bytes were
      // checked (keepCopy), but nothing else under logos/ may ever be read on the site's origin as html.
      'content-type': logoType(key),
      'content-length': String(body.length),
      'cache-control': LOGO_CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
      ...(object.ETag ? { etag: object.ETag } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}

/** The image type a logo's key names: a JPEG or a PNG, never any other type. */
function logoType(key: string): string {
  const type = uploadTypeOfKey(key);
  return type && IMAGE_UPLOAD_TYPES.includes(type) ? type : 'image/png';
}

/** Stores a logo under `logos/` of the local bucket (the demo jobs' logos, seeded). */
export async function putLogo(
  environment: EnvironmentValues,
  file: string,
  body: Uint8Array,
  contentType: string,
): Promise<string> {
  const { client, bucket } = localBucket(environment);
  const key = logoKeyOf(`/logos/${file}`);
  if (!key) throw new Error(`${file} is not a logo file name`);
  await client.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: body,
      ContentType: contentType,
      CacheControl: LOGO_CACHE_CONTROL,
    }),
  );
  return key;
}
