/** The part of s3rver 3.7 (which ships no types) that the local object storage uses. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    /** undefined with a socket path as `port`. */
    address?: string | undefined;
    /** A TCP port, or the path of a unix socket (named pipe) to listen on. */
    port?: number | string;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo | string>;
    close(): Promise<void>;
  }
}
