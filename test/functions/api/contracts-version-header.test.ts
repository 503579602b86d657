import { describe, expect, it } from 'vitest';
import { CONTRACTS_VERSION } from '#shared/api/contracts-version';
import { CONTRACTS_VERSION_HEADER } from '#shared/domain/constants';
import { createWorker } from '#test/support/accounts';
import { callApi } from '#test/support/api';

describe('the contract version header', () => {
  it('comes with an answer, so an open SPA can tell a deploy changed the API', async () => {
    const worker = await createWorker();
    const response = await callApi('getAllJobs', { token: worker.token });
    expect(response.status).toBe(200);
    expect(response.headers[CONTRACTS_VERSION_HEADER]).toBe(CONTRACTS_VERSION);
  });

  it('comes with a refusal too (an ended session, refused input)', async () => {
    const unauthenticated = await callApi('getAllJobs', {});
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers[CONTRACTS_VERSION_HEADER]).toBe(CONTRACTS_VERSION);
    const worker = await createWorker();
    const refused = await callApi('getAllJobs', { token: worker.token, query: { cursor: 'forged' } });
    expect(refused.status).toBe(400);
    expect(refused.headers[CONTRACTS_VERSION_HEADER]).toBe(CONTRACTS_VERSION);
  });
});
