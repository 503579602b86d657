import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTRACTS_VERSION } from '#shared/api/contracts-version';
import { CONTRACTS_VERSION_HEADER } from '#shared/domain/constants';
import { callApi } from '#web/lib/api';
import { forgetNewVersion } from '#web/lib/new-version';
import { accessibilityProblems } from './axe-problems';
import { fakeApi } from './fake-api';
import { renderApp } from './render-app';

const NOTICE = 'A new version of Earnlearn is available.';

/** One API answer naming `version` as its contracts' version, as the API sends it on every answer. */
async function answerWithVersion(version: string | undefined, status = 200): Promise<void> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (version !== undefined) headers[CONTRACTS_VERSION_HEADER] = version;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: [] }), { status, headers })),
  );
  await act(async () => {
    await callApi('getAllJobs', {}).catch(() => undefined);
  });
}

beforeEach(() => {
  // What the app sets once English is active (web/src/lib/i18n.ts); axe checks it.
  document.documentElement.lang = 'en';
  fakeApi();
  forgetNewVersion();
});

describe('the new-version notice', () => {
  it.each([
    ['a worker page', '/aboutus'],
    ['the back office', '/admin'],
  ])('appears on %s once the API answers with other contracts, and reloads on request', async (_, path) => {
    const { user } = renderApp(path);
    await screen.findAllByRole('heading', { level: 1 });
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();

    await answerWithVersion('00000000000000', 401);

    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(NOTICE);
    // Non-blocking: the page under it is still there and usable.
    expect(screen.getAllByRole('heading', { level: 1 }).length).toBeGreaterThan(0);
    expect(await accessibilityProblems()).toEqual([]);

    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('stays away while the API answers with the contracts this build has, or names none', async () => {
    renderApp('/aboutus');
    await screen.findByRole('heading', { level: 1 });

    await answerWithVersion(CONTRACTS_VERSION);
    await answerWithVersion(undefined, 502);

    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });
});
