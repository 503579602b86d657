/**
 * The worker's language on the account: setLanguage keeps it, sign-in answers it (on any device),
 * and an unknown language is refused. Who may call it is in auth-matrix.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { callApi } from '#test/support/api';
import { mintIdToken, newIdentity } from '#test/support/identity-provider';
import { call } from '#test/support/invoke';

async function signIn(identity: ReturnType<typeof newIdentity>) {
  const answer = await callApi('loginOrRegister', { body: { idToken: await mintIdToken(identity) } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { token: string; language?: string };
}

describe('setLanguage', () => {
  it('keeps the chosen language on the account, and the next sign-in answers it', async () => {
    const identity = newIdentity();
    const first = await signIn(identity);
    expect(first).not.toHaveProperty('language');

    const saved = await callApi('setLanguage', { token: first.token, body: { language: 'te' } });
    expect(saved).toMatchObject({ status: 200, body: { success: true } });
    expect((await signIn(identity)).language).toBe('te');

    await callApi('setLanguage', { token: first.token, body: { language: 'hi' } });
    expect((await signIn(identity)).language).toBe('hi');
  });

  it('refuses a language the screens are not in', async () => {
    const { token } = await signIn(newIdentity());
    const refused = await call('setLanguage', { token, body: { language: 'ta' } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('language must be one of en, hi, te');
  });
});
