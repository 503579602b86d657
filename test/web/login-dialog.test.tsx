import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '#web/lib/session';
import { fakeApi } from './fake-api';
import { renderApp } from './render-app';

const NOTE = 'By logging in, I agree with all the terms and conditions and privacy policy';
/** The note as the reader sees it: one paragraph whose text (links included) is the spec's sentence. */
const isNote = (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === NOTE;

beforeEach(() => {
  // The twin's /config.json: its stand-in for Google.
  fakeApi();
});

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'animate');
  started.length = 0;
});

/** Every animation started in the page, to wait for them to end. */
const started: AnimationInTime[] = [];

/** A Web Animation that ends after its duration and leaves the element's styles alone, as a browser's does. */
class AnimationInTime {
  playState = 'running';
  onfinish: (() => void) | null = null;
  oncancel: (() => void) | null = null;
  private readonly timer: ReturnType<typeof setTimeout>;
  private ended: () => void = () => {};
  /** Settles when the animation has finished or was cancelled (its handlers have run). */
  readonly done = new Promise<void>((resolve) => {
    this.ended = resolve;
  });

  constructor(duration: number) {
    this.timer = setTimeout(() => this.finish(), duration);
    started.push(this);
  }

  finish() {
    clearTimeout(this.timer);
    this.playState = 'finished';
    this.onfinish?.();
    this.ended();
  }

  cancel() {
    clearTimeout(this.timer);
    this.playState = 'idle';
    this.oncancel?.();
    this.ended();
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

/**
 * Settles once every animation started so far has ended, and what their ends caused has rendered (a dialog that
 * was closing has gone by then): await it inside `act`.
 */
async function everyMotionEnded(): Promise<void> {
  await Promise.all(started.map((animation) => animation.done));
}

describe('login dialog, step 0', () => {
  it('opens from LOGIN with the welcome, the Google button and the terms note', async () => {
    const { user } = renderApp('/');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'LOGIN' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Welcome to Earnlearn' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Continue using Google' })).toBeInTheDocument();
    expect(within(dialog).getByText(isNote)).toBeInTheDocument();
  });

  it('links the words of the note to the terms and the privacy notice, in a new tab', async () => {
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    const note = await within(await screen.findByRole('alertdialog')).findByText(isNote);

    const terms = within(note).getByRole('link', { name: 'terms and conditions' });
    const privacy = within(note).getByRole('link', { name: 'privacy policy' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(privacy).toHaveAttribute('href', '/privacy');
    for (const link of [terms, privacy]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
      expect(link).toHaveAccessibleDescription('Opens in a new tab, so this dialog stays open.');
    }
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
    await screen.findByText(isNote);

    const backdrop = document.querySelector('.fui-DialogSurface__backdrop');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as Element);

    // A click that closed the dialog would have started its exit motion by now (the click's render is done).
    await act(everyMotionEnded);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByText(isNote)).toBeVisible();
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
