/**
 * A local-only stand-in for an outside service (Google sign-in, SMS, ...), mounted by the twin under
 * `/dev/<name>/`. Each one gives the functions the environment that points them at it, exactly as the CDK
 * stack points them at the real service on AWS; no handler knows which it talks to.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EnvironmentValues } from '#lib/environment';

export interface DevServiceContext {
  /** The twin's origin, e.g. http://127.0.0.1:3000. */
  baseUrl: string;
  /** Where the service may keep state across restarts; undefined for an in-memory twin. */
  dataDir: string | undefined;
  log: (line: string) => void;
}

export interface DevService {
  /** The URL prefix it answers on the twin's origin, e.g. `/dev/idp`; absent for a service on its own port. */
  prefix?: string;
  /** Environment variables for the functions. */
  environment: EnvironmentValues;
  handle?: (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<void> | void;
  /** One line for `npm start`'s banner. */
  describe?: string;
  stop?: () => Promise<void>;
}

/** A service with pages or an API under a prefix of the twin's origin. */
export interface MountedDevService extends DevService {
  prefix: string;
  handle: NonNullable<DevService['handle']>;
}

export type DevServiceFactory = (context: DevServiceContext) => Promise<DevService> | DevService;
