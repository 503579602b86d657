import * as z from 'zod/mini';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../domain/constants';
import { idParamSchema, idSchema, plainText } from '../domain/text-rules';
import { IMAGE_UPLOAD_TYPES, type UploadType } from '../domain/upload-types';

/** `{ success: true }`: the answer of calls whose response the spec leaves unstated. */
export const successOutput = z.object({ success: z.boolean() });

/** An empty query or body. Unknown keys are rejected, so a typo is a clear 400, not a silent no-op. */
export const noInput = z.strictObject({});

export const idQuery = z.strictObject({ id: idParamSchema });
export const idBody = z.strictObject({ id: idSchema });

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

/** Server-side paging for every list: an opaque cursor from the previous page and a page size. */
export const pageQuery = {
  cursor: z.optional(
    z
      .string({ error: 'cursor must be the value returned by the previous page' })
      .check(z.maxLength(1024, { error: 'cursor must be the value returned by the previous page' })),
  ),
  limit: z.pipe(
    z.optional(z.string({ error: LIMIT_MESSAGE }).check(z.regex(/^[0-9]{1,3}$/, { error: LIMIT_MESSAGE }))),
    z.pipe(
      z.transform((limit: string | undefined) => (limit === undefined ? DEFAULT_PAGE_SIZE : Number(limit))),
      z
        .number()
        .check(z.minimum(1, { error: LIMIT_MESSAGE }), z.maximum(MAX_PAGE_SIZE, { error: LIMIT_MESSAGE })),
    ),
  ),
};

/** The cursor of the next page, absent on the last page. */
export const nextCursor = z.optional(z.string());

export const searchQuery = z.optional(
  z
    .string({ error: 'search must be text' })
    .check(z.maxLength(100, { error: 'search must be at most 100 characters' }), ...plainText('search')),
);

/**
 * The type of the file an upload form is for, one of `types`: the browser tells it from the file's first bytes
 * (shared/domain/upload-types.ts) and the form's policy allows that type only. Absent, a png (as before the
 * formats phones make were taken, decision 570).
 */
export function uploadContentType(types: readonly UploadType[], error: string) {
  return z.optional(z.enum(types as [UploadType, ...UploadType[]], { error }));
}

/** The type of a company logo's upload: an image (PNG or JPEG), never a PDF. */
export const logoContentType = uploadContentType(
  IMAGE_UPLOAD_TYPES,
  'contentType must be image/png or image/jpeg',
);

/** A presigned POST for one file straight to storage (`createDocumentUpload`, `createLogoUpload`). */
export const uploadForm = z.object({
  /** Where the browser POSTs the multipart form. */
  url: z.string(),
  /** The form fields to send before the file, in this order. */
  fields: z.record(z.string(), z.string()),
  /** What to pass on (to updateProfile, saveResume, postJob) once the upload succeeds. */
  key: z.string(),
  maxBytes: z.number(),
  contentType: z.string(),
  /** The form stops working after this time (ISO 8601). */
  expiresAt: z.string(),
});
