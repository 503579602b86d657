/**
 * Typed errors. Handlers and entity modules throw these; the error middleware turns each into its status
 * code and a JSON body `{ message }`. Anything else is a 500 whose body carries no internal detail.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends HttpError {
  /** The failing fields, sent as `errors` beside `message` (the shape of a validation 400). */
  errors?: { field: string; message: string }[];

  constructor(message: string) {
    super(400, message);
  }

  /** A 400 about one request field, with the field in `errors`; the message names it (`field: message`). */
  static field(field: string, message: string): BadRequest {
    const error = new BadRequest(message.includes(field) ? message : `${field}: ${message}`);
    error.errors = [{ field, message }];
    return error;
  }
}

export class Unauthorized extends HttpError {
  constructor(message = 'Please sign in to continue.') {
    super(401, message, { 'www-authenticate': 'Bearer' });
  }
}

export class Forbidden extends HttpError {
  constructor(
    message = 'You are not allowed to do this.',
    /** A machine-readable reason, sent as `code` beside `message` (a held account's: shared/domain/privacy.ts). */
    readonly code?: string,
  ) {
    super(403, message);
  }
}

export class NotFound extends HttpError {
  constructor(message: string) {
    super(404, message);
  }
}

/** Something that existed and is gone for good (an expired or used link). */
export class Gone extends HttpError {
  constructor(message: string) {
    super(410, message);
  }
}

export class Conflict extends HttpError {
  constructor(
    message: string,
    /** A machine-readable reason, sent as `code` beside `message` (shared/domain/saved-withdraw.ts). */
    readonly code?: string,
    /**
     * Where the thing acted on stands now, sent as `currentStatus` (an application's status): a screen that
     * acted on a stale copy shows it at once (decision 586).
     */
    readonly currentStatus?: string,
  ) {
    super(409, message);
  }
}

export class UnsupportedMediaType extends HttpError {
  constructor(message = 'Send the request body as JSON (Content-Type: application/json).') {
    super(415, message);
  }
}

export class TooManyRequests extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

/** An outside service we depend on (SMS, e-mail) failed; the body says what to do, never what broke. */
export class ServiceUnavailable extends HttpError {
  constructor(message: string, retryAfterSeconds = 60) {
    super(503, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}
