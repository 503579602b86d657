// zod/mini: the same parser with a tree-shakable API, so checking the environment costs ~2 KB, not ~15 KB.
import * as z from 'zod/mini';

/** Trims text; a blank variable (`VITE_X=` in a .env file) counts as unset. */
const optionalText = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value)),
  z.optional(z.string()),
);

const envSchema = z.object({
  MODE: z.string(),
  DEV: z.boolean(),
  PROD: z.boolean(),
  BASE_URL: z.string(),
  /** Google Identity Services client id; worker sign-in stays off while it is unset. */
  VITE_GOOGLE_CLIENT_ID: optionalText,
});

export type Env = z.infer<typeof envSchema>;

/** Parses the build-time environment; throws one readable error naming every bad variable. */
export function parseEnv(source: Record<string, unknown>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  return result.data;
}

/** Parsed once, when the app starts (main.tsx imports this module first). */
export const env: Env = parseEnv(import.meta.env);
