import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../domain/constants';
import { idParamSchema, idSchema } from '../domain/rules';

/** `{ success: true }`: the answer of calls whose response the spec leaves unstated. */
export const successOutput = z.object({ success: z.boolean() });

/** An empty query or body. Unknown keys are rejected, so a typo is a clear 400, not a silent no-op. */
export const noInput = z.strictObject({});

export const idQuery = z.strictObject({ id: idParamSchema });
export const idBody = z.strictObject({ id: idSchema });

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

/** Server-side paging for every list: an opaque cursor from the previous page and a page size. */
export const pageQuery = {
  cursor: z
    .string({ error: 'cursor must be the value returned by the previous page' })
    .max(1024, { error: 'cursor must be the value returned by the previous page' })
    .optional(),
  limit: z
    .string({ error: LIMIT_MESSAGE })
    .regex(/^[0-9]{1,3}$/, { error: LIMIT_MESSAGE })
    .transform(Number)
    .pipe(z.number().min(1, { error: LIMIT_MESSAGE }).max(MAX_PAGE_SIZE, { error: LIMIT_MESSAGE }))
    .optional()
    .transform((limit) => limit ?? DEFAULT_PAGE_SIZE),
};

/** The cursor of the next page, absent on the last page. */
export const nextCursor = z.string().optional();

export const searchQuery = z
  .string({ error: 'search must be text' })
  .max(100, { error: 'search must be at most 100 characters' })
  .optional();

export const isoDateTime = z.string();
