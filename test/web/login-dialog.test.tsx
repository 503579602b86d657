import { motionTokens } from '@fluentui/react-components';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '#web/lib/session';
import { fakeApi } from './fake-api';
import { renderApp } from './render-app';

const NOTE = 'By logging in, I agree with all the terms and conditions and privacy policy';

beforeEach(() => {
  // The twin's /config.json: its stand-in for Google.
  fakeApi();
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  Reflect.deleteProperty(Element.prototype, 'animate');
  vi.unstubAllGlobals();
});

/** A Web Animation that ends after its duration and leaves the element's styles alone, as a browser's does. */
class AnimationInTime {
  playState = 'running';
  onfinish: (() => void) | null = null;
  oncancel: (() => void) | null = null;
  private readonly timer: ReturnType<typeof setTimeout>;

  constructor(duration: number) {
    this.timer = setTimeout(() => this.finish(), duration);
  }

  finish() {
    clearTimeout(this.timer);
    this.playState = 'finished';
    this.onfinish?.();
  }

  cancel() {
    clearTimeout(this.timer);
    this.playState = 'idle';
    this.oncancel?.();
  }

  play() {}
  pause() {}
  reverse() {}
  persist() {}
}

/**
 * jsdom has no Web Animations, and Fluent then ends every motion at once. With these, a dialog told to close
 * stays in the page, looking open, for its exit motion (250 ms), as it would to a person in a browser.
 */
function animateInTime() {
  vi.stubGlobal('Animation', AnimationInTime);
  Element.prototype.animate = (_keyframes, options) => {
    const duration = typeof options === 'number' ? options : Number(options?.duration ?? 0);
    return new AnimationInTime(duration) as unknown as Animation;
  };
}

/** Longer than any of Fluent's motions: a dialog that was closing has gone by then. */
const AFTER_ANY_MOTION_MS = motionTokens.durationUltraSlow + 100;

describe('login dialog, step 0', () => {
  it('opens from LOGIN with the welcome, the Google button and the terms note', async () => {
    const { user } = renderApp('/');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'LOGIN' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Welcome to Earnlearn' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Continue using Google' })).toBeInTheDocument();
    expect(within(dialog).getByText(NOTE)).toBeInTheDocument();
  });

  it('closes with the close button', async () => {
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    const dialog = await screen.findByRole('alertdialog');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open when the backdrop is clicked, after a closing motion would have ended', async () => {
    animateInTime();
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    await screen.findByText(NOTE);

    const backdrop = document.querySelector('.fui-DialogSurface__backdrop');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as Element);

    await new Promise((resolve) => setTimeout(resolve, AFTER_ANY_MOTION_MS));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByText(NOTE)).toBeVisible();
  });

  it('sends the browser to the dev identity provider with a state it keeps for the callback', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    const dialog = await screen.findByRole('alertdialog');

    await user.click(await within(dialog).findByRole('button', { name: 'Continue using Google' }));

    expect(assign).toHaveBeenCalledTimes(1);
    const target = new URL(assign.mock.calls[0]?.[0] as string, window.location.origin);
    expect(target.pathname).toBe('/dev/idp/signin');
    expect(target.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/auth/callback`);
    const state = target.searchParams.get('state');
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(sessionStorage.getItem('earnlearn:signInState')).toBe(state);
  });

  it('has no Logout link before anyone has signed in', async () => {
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    const dialog = await screen.findByRole('alertdialog');

    expect(within(dialog).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });
});
