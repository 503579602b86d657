import { describe, expect, it } from 'vitest';
import { parseEnv } from '#web/lib/env';

const base = { MODE: 'production', DEV: false, PROD: true, BASE_URL: '/' };

describe('parseEnv', () => {
  it('reads the build mode and base URL', () => {
    expect(parseEnv(base)).toEqual(base);
  });

  it('builds nothing deployment-specific in: a VITE_GOOGLE_CLIENT_ID is not read (config.json is)', () => {
    expect(parseEnv({ ...base, VITE_GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com' })).toEqual(base);
  });

  it('rejects a malformed environment, naming the variable', () => {
    expect(() => parseEnv({ ...base, MODE: undefined })).toThrow(/MODE/);
    expect(() => parseEnv({ ...base, DEV: 'false' })).toThrow(/DEV: expected boolean, received string/);
  });
});
