/**
 * Google Identity Services (GIS), the provider's own sign-in script and button. The script is fetched only
 * when the login dialog opens with a client id configured; the local twin has no client id and uses the dev
 * identity provider instead (lib/dev-sign-in.ts).
 */

export const GIS_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

interface CredentialResponse {
  credential?: string;
}

interface GoogleAccountsId {
  initialize: (config: {
    client_id: string;
    callback: (response: CredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
  }) => void;
  renderButton: (
    parent: HTMLElement,
    options: {
      type?: 'standard' | 'icon';
      theme?: 'outline' | 'filled_blue' | 'filled_black';
      size?: 'large' | 'medium' | 'small';
      text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
      shape?: 'rectangular' | 'pill';
      logo_alignment?: 'left' | 'center';
      width?: number;
    },
  ) => void;
  disableAutoSelect: () => void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

let loading: Promise<GoogleAccountsId> | undefined;

/** Loads the GIS script once; rejects with a readable message when it cannot be fetched. */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const id = window.google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error('Login provider not found'));
    };
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('Google sign-in could not be loaded. Check your connection and try again.'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Signs out of Google as far as a site can: no automatic sign-in on the next visit. */
export function signOutOfGoogle(): void {
  try {
    window.google?.accounts?.id?.disableAutoSelect();
  } catch {
    // the provider script is not loaded: nothing to sign out of
  }
}

/** The display claims of an ID token (not verified here; the server verifies it). */
export function idTokenClaims(idToken: string): { email: string; name: string; picture: string } {
  try {
    const payload = idToken.split('.')[1] ?? '';
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) =>
      c.charCodeAt(0),
    );
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    const text = (key: string) => (typeof claims[key] === 'string' ? (claims[key] as string) : '');
    return { email: text('email'), name: text('name'), picture: text('picture') };
  } catch {
    return { email: '', name: '', picture: '' };
  }
}
