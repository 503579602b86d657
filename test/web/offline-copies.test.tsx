/**
 * What the page does with the service worker's kept copies (decision 630) and data saver (decision 634): the
 * offline notice with the age of the oldest copy on screen, gone once a fresh answer replaces it; sign-out's
 * deletion of the worker's caches (the public one stays); data saver on by itself on a slow connection, the
 * worker's choice winning, and no logo fetched while it is on.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyLogo } from '#web/components/CompanyLogo';
import { callApi } from '#web/lib/api';
import { chooseDataSaver, dataSaverOn } from '#web/lib/data-saver';
import { ageOf, forgetOfflineCopies, forgetWorkerCopies, SAVED_AT_HEADER } from '#web/lib/offline-copy';
import { accessibilityProblems } from './axe-problems';
import { fakeApi } from './fake-api';
import { renderApp, renderWithProviders } from './render-app';

async function answer(savedAt: number | undefined): Promise<void> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (savedAt !== undefined) headers[SAVED_AT_HEADER] = String(savedAt);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: [] }), { headers })),
  );
  await act(async () => {
    await callApi('getAllJobs', {}).catch(() => undefined);
  });
}

beforeEach(() => {
  document.documentElement.lang = 'en';
  fakeApi();
  forgetOfflineCopies();
});
afterEach(() => {
  chooseDataSaver('auto');
  vi.unstubAllGlobals();
});

describe('the offline notice', () => {
  it('shows the age of a kept copy, and goes once a fresh answer comes', async () => {
    renderApp('/aboutus');
    await screen.findAllByRole('heading', { level: 1 });
    await answer(Date.now() - 2 * 3600_000 - 60_000);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('You are offline');
    expect(notice).toHaveTextContent('Saved 2 hours ago');
    expect(await accessibilityProblems()).toEqual([]);
    await answer(undefined);
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
  });

  it('words an age in its largest whole unit', () => {
    const now = Date.UTC(2026, 11, 4);
    expect(ageOf(now - 5 * 60_000, now)).toEqual({ value: 5, unit: 'minute' });
    expect(ageOf(now - 90 * 60_000, now)).toEqual({ value: 1, unit: 'hour' });
    expect(ageOf(now - 50 * 3600_000, now)).toEqual({ value: 2, unit: 'day' });
  });
});

describe("sign-out's deletion of the kept copies", () => {
  it("deletes every worker's cache and keeps the public one", async () => {
    const names = ['api-user-12', 'api-user-13', 'api-public', 'shell-v1'];
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => names,
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    });
    await forgetWorkerCopies();
    expect(deleted).toEqual(['api-user-12', 'api-user-13']);
  });
});

describe('data saver', () => {
  const connection = (value: { saveData?: boolean; effectiveType?: string }) =>
    Object.defineProperty(navigator, 'connection', { value, configurable: true });

  it('turns on by itself on a 2g connection or a phone saving data; the choice made wins', () => {
    connection({ effectiveType: '4g' });
    expect(dataSaverOn()).toBe(false);
    connection({ effectiveType: 'slow-2g' });
    expect(dataSaverOn()).toBe(true);
    connection({ saveData: true, effectiveType: '4g' });
    expect(dataSaverOn()).toBe(true);
    chooseDataSaver('off');
    expect(dataSaverOn()).toBe(false);
    connection({ effectiveType: '4g' });
    chooseDataSaver('on');
    expect(dataSaverOn()).toBe(true);
  });

  it('shows the initials instead of fetching a logo', () => {
    connection({ effectiveType: '4g' });
    chooseDataSaver('on');
    renderWithProviders(
      <CompanyLogo src="https://example.com/logo.png" company="Green Leaf Foods" size={56} />,
    );
    expect(screen.getByRole('img', { name: /Green Leaf Foods/ })).toHaveTextContent('GL');
    expect(document.querySelector('img')).toBeNull();
  });
});
