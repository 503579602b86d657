/** Thrown for a non-2xx answer; `status` lets callers tell "not found" from "server down". */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** SWR's default fetcher: the key is a same-origin path such as `/api/getAllJobs`, answered as JSON. */
export async function fetchJson<T = unknown>(path: string): Promise<T> {
  const response = await fetch(path, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  if (!response.ok) {
    throw new HttpError(response.status, `GET ${path} answered ${response.status}`);
  }
  return (await response.json()) as T;
}
