/** Google's script (Google Identity Services) as far as the app sees it: it renders a button and calls back. */
import { vi } from 'vitest';

export function fakeGoogle() {
  let callback: ((response: { credential?: string }) => void) | undefined;
  const id = {
    initialize: vi.fn((config: { client_id: string; callback: typeof callback }) => {
      callback = config.callback;
    }),
    renderButton: vi.fn((parent: HTMLElement) => {
      const button = document.createElement('button');
      button.textContent = 'Continue with Google';
      parent.appendChild(button);
    }),
    disableAutoSelect: vi.fn(),
  };
  vi.stubGlobal('google', { accounts: { id } });
  return { id, chooseAccount: (credential: string) => callback?.({ credential }) };
}
