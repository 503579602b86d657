import { describe, expect, it } from 'vitest';
import { parseEnv } from '#web/lib/env';

const base = { MODE: 'production', DEV: false, PROD: true, BASE_URL: '/' };

describe('parseEnv', () => {
  it('reads the Google client id, trimmed', () => {
    expect(
      parseEnv({ ...base, VITE_GOOGLE_CLIENT_ID: ' abc.apps.googleusercontent.com ' }).VITE_GOOGLE_CLIENT_ID,
    ).toBe('abc.apps.googleusercontent.com');
  });

  it('treats a blank or missing Google client id as unset', () => {
    expect(parseEnv({ ...base, VITE_GOOGLE_CLIENT_ID: '  ' }).VITE_GOOGLE_CLIENT_ID).toBeUndefined();
    expect(parseEnv(base).VITE_GOOGLE_CLIENT_ID).toBeUndefined();
  });

  it('rejects a malformed environment, naming the variable', () => {
    expect(() => parseEnv({ ...base, VITE_GOOGLE_CLIENT_ID: 42 })).toThrow(/VITE_GOOGLE_CLIENT_ID/);
    expect(() => parseEnv({ ...base, MODE: undefined })).toThrow(/MODE/);
  });
});
