/**
 * A staff log-in page fetches its area at the first touch or key press, not while it loads (decision
 * 203): the form paints without the area's code, and the area is there by the time the password is typed.
 */
import { fireEvent, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePrefetchOnInput } from '#web/lib/use-prefetch-on-input';

describe('usePrefetchOnInput', () => {
  it('fetches nothing while the page shows, then once at the first key press', () => {
    const load = vi.fn(() => Promise.resolve());
    renderHook(() => usePrefetchOnInput(load));
    expect(load).not.toHaveBeenCalled();

    fireEvent.keyDown(document.body, { key: 'Tab' });
    fireEvent.keyDown(document.body, { key: 'a' });
    fireEvent.pointerDown(document.body);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches at the first touch, and a failed fetch is left alone', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    renderHook(() => usePrefetchOnInput(load));
    fireEvent.pointerDown(document.body);
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
  });

  it('stops listening when the page goes away', () => {
    const load = vi.fn(() => Promise.resolve());
    const { unmount } = renderHook(() => usePrefetchOnInput(load));
    unmount();
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(load).not.toHaveBeenCalled();
  });
});
