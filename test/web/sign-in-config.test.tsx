/**
 * The sign-in step's runtime configuration (/config.json, web/src/lib/site-config.ts): read when the step
 * first shows and once per page; a failure says so with Try again (no spinner left running); a site whose
 * configuration has no Google client id says sign-in is not set up, never offering the twin's stand-in.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  forgetSiteConfig,
  loadSiteConfig,
  parseSiteConfig,
  SITE_CONFIG_TIMEOUT_MS,
  SiteConfigError,
} from '#web/lib/site-config';
import { fakeApi } from './fake-api';
import { renderApp } from './render-app';

const FAILED = 'We could not load the sign-in just now. Please check your connection and try again.';
const NOT_SET_UP = 'Sign-in is not available on this site yet. Please try again later.';

async function openSignIn() {
  const view = renderApp('/');
  await view.user.click(screen.getByRole('button', { name: 'LOGIN' }));
  return { ...view, dialog: await screen.findByRole('alertdialog') };
}

describe('the sign-in step', () => {
  it('reads /config.json when it first shows, and once per page however often it shows', async () => {
    const api = fakeApi();
    expect(api.siteConfigReads()).toBe(0);
    const { user, dialog } = await openSignIn();
    expect(await within(dialog).findByRole('button', { name: 'Continue using Google' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'LOGIN' }));
    const again = await screen.findByRole('alertdialog');
    expect(await within(again).findByRole('button', { name: 'Continue using Google' })).toBeInTheDocument();
    expect(api.siteConfigReads()).toBe(1);
  });

  it.each([
    ['a server error', () => new Response('{"message":"Internal"}', { status: 500 })],
    [
      'the SPA page instead of JSON',
      () => new Response('<!doctype html><div id="root"></div>', { status: 200 }),
    ],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])(
    'says so with Try again on %s, and no spinner left running; Try again reads it afresh',
    async (_, failure) => {
      let reads = 0;
      const api = fakeApi(
        {},
        {
          siteConfig: () => {
            reads += 1;
            return reads === 1
              ? failure()
              : new Response('{"localSignIn":true}', { headers: { 'content-type': 'application/json' } });
          },
        },
      );
      const { user, dialog } = await openSignIn();

      expect(await within(dialog).findByText(FAILED)).toBeInTheDocument();
      expect(within(dialog).queryByText('Loading sign-in...')).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Continue using Google' })).not.toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: 'Try again' }));

      expect(
        await within(dialog).findByRole('button', { name: 'Continue using Google' }),
      ).toBeInTheDocument();
      expect(within(dialog).queryByText(FAILED)).not.toBeInTheDocument();
      expect(api.siteConfigReads()).toBe(2);
    },
  );

  it('never falls back to the local stand-in on a site whose configuration has no Google client id', async () => {
    fakeApi({}, { siteConfig: { googleClientId: '  ' } });
    const { dialog } = await openSignIn();

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(NOT_SET_UP);
    expect(within(dialog).queryByRole('button', { name: 'Continue using Google' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Loading sign-in...')).not.toBeInTheDocument();
  });
});

describe('loadSiteConfig', () => {
  it('gives up after SITE_CONFIG_TIMEOUT_MS, so a hung read ends in the failure message', async () => {
    forgetSiteConfig();
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const loading = loadSiteConfig();
    const outcome = expect(loading).rejects.toBeInstanceOf(SiteConfigError);
    await vi.advanceTimersByTimeAsync(SITE_CONFIG_TIMEOUT_MS);
    await outcome;
  });

  it('reads a Google client id (trimmed) and the twin flag, and refuses anything else', () => {
    expect(parseSiteConfig({ googleClientId: ' id.apps.googleusercontent.com ' })).toEqual({
      googleClientId: 'id.apps.googleusercontent.com',
      localSignIn: false,
    });
    expect(parseSiteConfig({ localSignIn: true })).toEqual({ localSignIn: true });
    expect(parseSiteConfig({})).toEqual({ localSignIn: false });
    expect(() => parseSiteConfig([])).toThrow(SiteConfigError);
    expect(() => parseSiteConfig({ googleClientId: 42 })).toThrow(/googleClientId/);
    expect(() => parseSiteConfig({ localSignIn: 'yes' })).toThrow(/localSignIn/);
  });

  it('reads the privacy contact (trimmed), which may be absent, and refuses a malformed one', () => {
    expect(
      parseSiteConfig({
        localSignIn: true,
        privacyContact: { name: ' Grievance Officer, Earnlearn ', email: ' privacy@earnlearn.in ' },
      }),
    ).toEqual({
      localSignIn: true,
      privacyContact: { name: 'Grievance Officer, Earnlearn', email: 'privacy@earnlearn.in' },
    });
    expect(parseSiteConfig({ localSignIn: true, privacyContact: null })).toEqual({ localSignIn: true });
    expect(() => parseSiteConfig({ privacyContact: 'privacy@earnlearn.in' })).toThrow(/privacyContact/);
    expect(() => parseSiteConfig({ privacyContact: { email: 'privacy@earnlearn.in' } })).toThrow(
      /privacyContact.name/,
    );
    expect(() => parseSiteConfig({ privacyContact: { name: ' ', email: 'privacy@earnlearn.in' } })).toThrow(
      /privacyContact.name/,
    );
    expect(() => parseSiteConfig({ privacyContact: { name: 'Officer', email: 'privacy' } })).toThrow(
      /privacyContact.email/,
    );
  });
});
