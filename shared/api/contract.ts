/**
 * The shape of one entry in the contract registry. Every `/api` endpoint is declared once, here in
 * `shared/api`, and the handlers, the CDK stack, the local twin, the web client and the registry-driven
 * tests are all derived from that declaration.
 */
import type * as z from 'zod/mini';
import type { CallerKind } from '../domain/codes';

export type HttpMethod = 'GET' | 'POST';

/** The folder of `functions/` that holds the handler: the product area the endpoint serves. */
export type Area = 'worker' | 'admin' | 'internal' | 'employer';

/**
 * What a handler does in the uploads bucket (functions/features/documents); the CDK stack grants each only on
 * the key prefixes it names (infra/aws/constructs/api-function.ts):
 * - `documentForm`: signs a presigned POST for a worker's document or resume, or a certificate, under
 *   `uploads/` (PutObject there, nothing else);
 * - `logoForm`: the same for a company logo, under `uploads/logos/`;
 * - `documentLinks`: signs short-lived links to the worker's kept documents under `documents/` (GetObject);
 * - `keepDocuments`: checks a fresh upload, copies it to `documents/` and deletes replaced documents;
 * - `keepLogos`: checks a fresh logo upload, copies it to the public `logos/` and deletes a copy left unused;
 * - `eraseDocuments`: lists and deletes every object version under a worker's `uploads/` and `documents/`
 *   folders (erasure).
 */
export type UploadsUse =
  | 'documentForm'
  | 'logoForm'
  | 'documentLinks'
  | 'keepDocuments'
  | 'keepLogos'
  | 'eraseDocuments';

export interface ResourceUse {
  readonly table: 'read' | 'readWrite';
  /**
   * Reads up to 100 items by key in one call (BatchGetItem): a page of the student search, and the applicants of
   * a page of a job's applications (whose consent must be in force), a worker's saved jobs, and a page of an
   * organisation's jobs (the employer's list and its public page). No other handler gets the permission, and
   * only `batchWrite` gets BatchWriteItem (transactions need no Batch*).
   */
  readonly batchGet?: true;
  /**
   * Writes items by BatchWriteItem, and nothing else more than `table` allows: the record of a staff read of
   * workers' data (Rule 6), one item a read (an access entry, or a page of a job's applicants).
   */
  readonly batchWrite?: true;
  /** Sends SMS through SNS. */
  readonly sms?: true;
  /** Sends e-mail through SES. */
  readonly email?: true;
  /**
   * WhatsApp: `send` sends WhatsApp messages through AWS End User Messaging Social (the number's id,
   * and social-messaging:SendWhatsAppMessage on that number only); `offer` only needs to know whether WhatsApp
   * is offered (the number's id, no permission).
   */
  readonly whatsapp?: 'send' | 'offer';
  /**
   * Web Push: reads the VAPID keys (Secrets Manager on AWS) to send the worker's news as notifications, or to
   * give browsers the public key they subscribe with. The push services are reached over the internet: no grant.
   */
  readonly push?: true;
  /** Drafts a job's Hindi and Telugu texts with Amazon Translate (translate:TranslateText). */
  readonly translate?: true;
  /** Touches the uploads bucket (documents, logos) in exactly this one way. */
  readonly uploads?: UploadsUse;
  /** Verifies Google ID tokens (worker sign-in) against Google's published keys. */
  readonly googleSignIn?: true;
  /** Looks GSTINs up in the GST registry through a provider (functions/lib/registry), when the stage has one. */
  readonly gstinRegistry?: true;
}

export interface EndpointContract<
  Name extends string = string,
  Input extends z.ZodMiniType = z.ZodMiniType,
  Output extends z.ZodMiniType = z.ZodMiniType,
  Caller extends CallerKind = CallerKind,
> {
  readonly name: Name;
  readonly method: HttpMethod;
  /** The spec's path, under /api, exactly as the spec writes it. */
  readonly path: `/api/${string}`;
  readonly area: Area;
  readonly caller: Caller;
  readonly summary: string;
  /**
   * The resources its handler touches: the CDK stack grants exactly these and nothing more, and sets the
   * environment variables they need (functions/lib/environment.ts).
   */
  readonly uses: ResourceUse;
  /**
   * A successful call ends every session of the caller's account (sign-out, a password change): the session
   * check refuses the tokens issued before it, so the endpoint stack hands out no renewal of the token it was
   * called with, and the registry-driven tests call it with an account of its own.
   */
  readonly endsSessions?: true;
  /**
   * A worker account that is held (no consent to the notice in force yet, or a minor's parent has not
   * consented: shared/domain/privacy.ts) may call this endpoint: the consent flow's own endpoints and signing
   * out. The session check refuses a held account every other worker endpoint with a 403.
   */
  readonly whileHeld?: true;
  /** GET endpoints read the query string, POST endpoints the JSON body. */
  readonly input: Input;
  readonly output: Output;
}

/** What a contract declares: `path` only where the spec's path is not `/api/<name>`. */
export type EndpointDeclaration<
  Name extends string,
  Input extends z.ZodMiniType,
  Output extends z.ZodMiniType,
  Caller extends CallerKind,
> = Omit<EndpointContract<Name, Input, Output, Caller>, 'path'> & { readonly path?: `/api/${string}` };

const declared = new WeakSet<object>();

export function defineEndpoint<
  Name extends string,
  Input extends z.ZodMiniType,
  Output extends z.ZodMiniType,
  Caller extends CallerKind,
>(
  declaration: EndpointDeclaration<Name, Input, Output, Caller>,
): EndpointContract<Name, Input, Output, Caller> {
  const contract = { ...declaration, path: declaration.path ?? `/api/${declaration.name}` } as const;
  declared.add(contract);
  return contract;
}

/** Whether a value is a contract made by `defineEndpoint` (an area module also exports the shapes it answers with). */
export function isEndpointContract(value: unknown): value is EndpointContract {
  return typeof value === 'object' && value !== null && declared.has(value);
}

export type InputOf<C extends EndpointContract> = z.infer<C['input']>;
export type OutputOf<C extends EndpointContract> = z.infer<C['output']>;

/** `getAllJobs` -> `get-all-jobs`: the handler's file name. */
export function handlerFileName(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** The handler module of an endpoint, relative to the repository root. */
export function handlerPath(contract: Pick<EndpointContract, 'area' | 'name'>): string {
  return `functions/${contract.area}/${handlerFileName(contract.name)}.ts`;
}

/** A path as routed: the spec writes one path with a trailing slash (`/api/getUserDataById/`). */
export function routePath(contract: Pick<EndpointContract, 'path'>): string {
  return contract.path.replace(/\/+$/, '');
}
