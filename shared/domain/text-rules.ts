/**
 * The free-text and id checks of rules.ts (which re-exports them), apart from its other schemas: they import no
 * list (districts, languages), so a function whose contract needs only these carries nothing else.
 */
import * as z from 'zod/mini';

/**
 * Text a person types goes on to staff screens, CSV exports and SMS texts, where React's escaping does not
 * follow it. So free text holds no control characters (C0, DEL and C1: NUL, ESC, ...; line feeds only in a
 * multi-line field), no characters that reorder what is shown (bidirectional embeddings, overrides,
 * isolates and marks: U+202A-202E, U+2066-2069, U+200E, U+200F, U+061C) and no markup (< or >).
 * Control characters are Unicode's category Cc (U+0000-001F, U+007F-009F).
 */
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_FEED = /[^\n\P{Cc}]/u;
const DIRECTION = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const MARKUP = /[<>]/;

export const plainTextMessages = {
  hidden: (label: string) => `${label} must not contain control or direction characters`,
  markup: (label: string) => `${label} must not contain < or >`,
};

/**
 * The checks of a free-text field called `label` in messages ('Name', 'Description'); `multiLine` fields
 * may hold line feeds.
 */
export function plainText(label: string, options: { multiLine?: boolean } = {}) {
  const control = options.multiLine ? CONTROL_BUT_LINE_FEED : CONTROL;
  return [
    z.refine<string>((value) => !control.test(value) && !DIRECTION.test(value), {
      error: plainTextMessages.hidden(label),
    }),
    z.refine<string>((value) => !MARKUP.test(value), { error: plainTextMessages.markup(label) }),
  ] as const;
}

const ID_MESSAGE = 'id must be a positive whole number';

/** Positive whole-number ids, as the spec's routes read `{id}` as an integer. */
export const idSchema = z
  .int({ error: ID_MESSAGE })
  .check(z.positive({ error: ID_MESSAGE }), z.maximum(Number.MAX_SAFE_INTEGER, { error: ID_MESSAGE }));

const ORGANISATION_ID_MESSAGE = 'id must be an organisation id (16 letters, digits, - or _)';

/** An employer organisation's opaque id (functions/lib/db/keys.ts ORGANISATION_ID), in a body or a query. */
export const organisationIdSchema = z
  .string({ error: ORGANISATION_ID_MESSAGE })
  .check(z.regex(/^[A-Za-z0-9_-]{16}$/, { error: ORGANISATION_ID_MESSAGE }));

/** The same id as a query string carries it: digits only, no sign, exponent or spaces. */
export const idParamSchema = z.pipe(
  z.string({ error: ID_MESSAGE }).check(z.regex(/^[1-9][0-9]{0,15}$/, { error: ID_MESSAGE })),
  z.pipe(z.transform(Number), idSchema),
);
