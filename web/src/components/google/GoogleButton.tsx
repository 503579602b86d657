import { makeStyles, Spinner } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { loadGoogleIdentity } from '#web/lib/google-identity';
import { translate, useT } from '#web/lib/i18n';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'center', minHeight: '44px' },
  button: { display: 'flex', justifyContent: 'center', width: '100%' },
});

interface GoogleButtonProps {
  clientId: string;
  /** Google's ID token, once the visitor has chosen an account. */
  onCredential: (idToken: string) => void;
  onError: (message: string) => void;
}

/** Google's own sign-in button (Google Identity Services), rendered by Google's script into a div. */
export function GoogleButton({ clientId, onCredential, onError }: GoogleButtonProps) {
  const t = useT();
  const styles = useStyles();
  const container = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  // The script calls back long after rendering: keep the latest handlers without re-rendering the button.
  const handlers = useRef({ onCredential, onError });
  handlers.current = { onCredential, onError };

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity().then(
      (google) => {
        const parent = container.current;
        if (cancelled || !parent) return;
        google.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: ({ credential }) => {
            if (credential) handlers.current.onCredential(credential);
            else handlers.current.onError(translate('auth.notLoggedIn'));
          },
        });
        google.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'rectangular',
          width: Math.min(400, Math.max(200, parent.clientWidth)),
        });
        setReady(true);
      },
      (error: unknown) => {
        if (!cancelled) handlers.current.onError(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  return (
    <div className={styles.root}>
      {ready ? null : <Spinner size="small" label={t('auth.loadingGoogle')} />}
      <div ref={container} className={styles.button} />
    </div>
  );
}
