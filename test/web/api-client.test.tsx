import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi, UNAUTHORIZED_EVENT } from '#web/lib/api';

const fetchMock = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem('jwt', 'session-token');
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.clear();
});

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

describe('the typed API client', () => {
  it('sends a GET with the query string and the bearer token', async () => {
    answer(200, { data: {} });
    await expect(callApi('getJobById', { id: '12' })).resolves.toEqual({ data: {} });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/getJobById?id=12');
    expect(init.method).toBe('GET');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer session-token');
  });

  it('sends a POST with a JSON body', async () => {
    answer(200, { success: true });
    await callApi('applyJob', { id: 4 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/applyJob');
    expect(init.body).toBe('{"id":4}');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it("throws the server's message and field errors on a 4xx", async () => {
    answer(409, { message: 'You have already applied for this job.' });
    await expect(callApi('applyJob', { id: 4 })).rejects.toMatchObject({
      status: 409,
      message: 'You have already applied for this job.',
    });
    answer(400, {
      message: 'id must be a positive whole number',
      errors: [{ field: 'id', message: 'id must be a positive whole number' }],
    });
    const error = (await callApi('applyJob', { id: -1 }).catch((e: unknown) => e)) as ApiError;
    expect(error.fieldErrors).toEqual([{ field: 'id', message: 'id must be a positive whole number' }]);
  });

  it('announces a 401 so the app can sign the user out', async () => {
    const listener = vi.fn();
    window.addEventListener(UNAUTHORIZED_EVENT, listener);
    answer(401, { message: 'Your session has expired. Please sign in again.' });
    await expect(callApi('getAllJobs', {})).rejects.toBeInstanceOf(ApiError);
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener(UNAUTHORIZED_EVENT, listener);
  });

  it('turns a network failure into a clear error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(callApi('getAllJobs', {})).rejects.toMatchObject({
      status: 0,
      message: 'Could not reach the server. Check your connection and try again.',
    });
  });
});
