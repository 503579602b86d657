/**
 * A staff note on an application as the API shows it: the HR/OPS panel and the admin's user
 * detail both carry it, so it lives apart from either area's module.
 */
import * as z from 'zod/mini';
import { REVIEWER_TYPE_CODES } from '../domain/codes';

/** One note: its text, when (ISO 8601) and by whom (the staff member's or employer's person's name, e-mail and kind). */
export const applicationNote = z.object({
  TEXT: z.string(),
  AT: z.string(),
  BY_NAME: z.string(),
  BY_EMAIL: z.string(),
  BY_TYPE: z.enum(REVIEWER_TYPE_CODES),
  /** A note by an employer's person: their organisation's name. */
  BY_ORG_NAME: z.optional(z.string()),
});
export type ApplicationNote = z.infer<typeof applicationNote>;
