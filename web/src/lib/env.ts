/**
 * The build-time environment, checked when the app starts. Written out by hand rather than with zod: this module
 * is in the first-load bundle, where zod's core (even `zod/mini`) was ~30 KB of script, and building its schema
 * objects a measurable part of every start, for four fields. Nothing deployment-specific is built in: what
 * differs by stage (the Google client id) is read at run time from /config.json (site-config.ts).
 */
export interface Env {
  MODE: string;
  DEV: boolean;
  PROD: boolean;
  BASE_URL: string;
}

function describe(value: unknown): string {
  return value === null ? 'null' : typeof value;
}

/** Parses the build-time environment; throws one readable error naming every bad variable. */
export function parseEnv(source: Record<string, unknown>): Env {
  const problems: string[] = [];
  function expect<T>(name: string, type: 'string' | 'boolean'): T {
    const value = source[name];
    if (typeof value !== type) problems.push(`${name}: expected ${type}, received ${describe(value)}`);
    return value as T;
  }

  const env: Env = {
    MODE: expect('MODE', 'string'),
    DEV: expect('DEV', 'boolean'),
    PROD: expect('PROD', 'boolean'),
    BASE_URL: expect('BASE_URL', 'string'),
  };
  if (problems.length > 0) throw new Error(`Invalid environment: ${problems.join('; ')}`);
  return env;
}

/** Parsed once, when the app starts (main.tsx imports this module first). */
export const env: Env = parseEnv(import.meta.env);
