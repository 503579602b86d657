import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi, UNAUTHORIZED_EVENT } from '#web/lib/api';
import { storeStaffSession } from '#web/lib/staff-session';

const fetchMock = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem('jwt', 'session-token');
});

afterEach(() => {
  fetchMock.mockReset();
});

/** The Authorization header of the nth call. */
function authorizationOf(call: number): string | undefined {
  const [, init] = fetchMock.mock.calls[call] as [string, RequestInit];
  return (init.headers as Record<string, string>).authorization;
}

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    }),
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

  it("sends the back-office token to admin and staff endpoints, the worker's to worker endpoints", async () => {
    storeStaffSession('admin', 'staff-token');
    answer(200, { data: { users: 1, employees: 2, jobs: 3 } });
    answer(200, { data: [] });
    answer(200, { data: [] });

    await callApi('getDashboardData', {});
    await callApi('getInternalDashboardData', {});
    await callApi('getAllJobs', {});

    expect(authorizationOf(0)).toBe('Bearer staff-token');
    expect(authorizationOf(1)).toBe('Bearer staff-token');
    expect(authorizationOf(2)).toBe('Bearer session-token');
  });

  it('sends no token to a public endpoint, and none to a back-office one without a back-office session', async () => {
    answer(200, { success: false });
    answer(401, { message: 'Please sign in to continue.' });

    await callApi('adminLogin', { email: 'admin@example.com', password: 'secret' });
    await callApi('getDashboardData', {}).catch(() => undefined);

    expect(authorizationOf(0)).toBeUndefined();
    expect(authorizationOf(1)).toBeUndefined();
  });

  it('announces a 401 with the caller kind, so only that session ends', async () => {
    const listener = vi.fn();
    window.addEventListener(UNAUTHORIZED_EVENT, listener);
    answer(401, { message: 'Your session has expired. Please sign in again.' });
    answer(401, { message: 'Your session has expired. Please sign in again.' });

    await expect(callApi('getAllJobs', {})).rejects.toBeInstanceOf(ApiError);
    await expect(callApi('getInternalDataById', { id: '3' })).rejects.toBeInstanceOf(ApiError);

    const details = listener.mock.calls.map(([event]) => (event as CustomEvent).detail);
    expect(details).toEqual([
      { caller: 'worker', message: 'Your session has expired. Please sign in again.' },
      { caller: 'staff', message: 'Your session has expired. Please sign in again.' },
    ]);
    window.removeEventListener(UNAUTHORIZED_EVENT, listener);
  });

  it("announces no 401 for a token that is no longer the session's (the answer to a sign-out, say)", async () => {
    const listener = vi.fn();
    window.addEventListener(UNAUTHORIZED_EVENT, listener);
    localStorage.setItem('jwt', 'signed-out-token');
    fetchMock.mockImplementationOnce(async () => {
      localStorage.removeItem('jwt');
      return new Response('{"message":"Your session has ended. Please sign in again."}', {
        status: 401,
        headers: { 'content-type': 'application/json' },
      });
    });

    await expect(callApi('signOut', {})).rejects.toMatchObject({ status: 401 });
    expect(authorizationOf(0)).toBe('Bearer signed-out-token');
    expect(listener).not.toHaveBeenCalled();
    window.removeEventListener(UNAUTHORIZED_EVENT, listener);
  });

  it('turns a network failure into a clear error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(callApi('getAllJobs', {})).rejects.toMatchObject({
      status: 0,
      message: 'Could not reach the server. Check your connection and try again.',
    });
  });

  it("keeps the fresh token the server hands back, for the worker's and the staff session alike", async () => {
    answer(200, { data: [] }, { 'x-session-token': 'renewed-worker-token' });
    await callApi('getAppliedJobs', {});
    expect(localStorage.getItem('jwt')).toBe('renewed-worker-token');
    answer(200, { data: {} });
    await callApi('getProfile', {});
    expect(authorizationOf(1)).toBe('Bearer renewed-worker-token');

    storeStaffSession('admin', 'staff-token');
    answer(200, { data: { users: 0, employees: 0, jobs: 0 } }, { 'x-session-token': 'renewed-staff-token' });
    await callApi('getDashboardData', {});
    expect(sessionStorage.getItem('staffToken')).toBe('renewed-staff-token');
    expect(localStorage.getItem('jwt')).toBe('renewed-worker-token');
  });

  it('does not bring a session back that was signed out while the call was under way', async () => {
    fetchMock.mockImplementationOnce(async () => {
      localStorage.removeItem('jwt');
      return new Response('{"data":[]}', {
        status: 200,
        headers: { 'content-type': 'application/json', 'x-session-token': 'renewed-worker-token' },
      });
    });
    await callApi('getAppliedJobs', {});
    expect(localStorage.getItem('jwt')).toBeNull();
  });
});
