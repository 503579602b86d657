/**
 * Google on the employer's sign-in, as workers have it: Google's own button with the site's client id
 * (/config.json), or on the local twin a 'Continue using Google' button to its dev identity provider, which
 * sends the browser back to /employer with the token in the address's fragment (taken here, once, and removed).
 * A site with neither, or whose configuration cannot be read, shows nothing: the e-mail code still signs in.
 */
import { Button, Divider, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { GoogleButton } from '#web/components/google/GoogleButton';
import { GoogleMark } from '#web/components/google/GoogleMark';
import { startDevSignInTo, takeDevToken } from '#web/lib/dev-sign-in';
import { useT } from '#web/lib/i18n';
import { paths } from '#web/lib/paths';
import { useSiteConfig } from '#web/lib/use-site-config';

/** The employer's own state key: a worker's sign-in started in this tab is not taken for an employer's. */
const EMPLOYER_SIGN_IN_STATE_KEY = 'earnlearn:employerSignInState';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  google: { width: '100%', minHeight: '44px' },
});

interface GoogleSignInProps {
  /** Google's ID token, once the person chose an account. */
  onCredential: (idToken: string) => void;
  onError: (message: string) => void;
}

/** Takes the dev identity provider's answer from the address, once, when the page opens with one. */
function useDevCallback({ onCredential, onError }: GoogleSignInProps) {
  const handled = useRef(false);
  const { hash } = useLocation();
  useEffect(() => {
    if (handled.current || !/(^#|&)(id_token|error)=/.test(hash)) return;
    handled.current = true;
    // The token must not stay in the address bar or the history.
    window.history.replaceState(window.history.state, '', paths.employer);
    try {
      onCredential(takeDevToken(hash, EMPLOYER_SIGN_IN_STATE_KEY));
    } catch (error: unknown) {
      onError(error instanceof Error ? error.message : String(error));
    }
  }, [hash, onCredential, onError]);
}

export function GoogleSignIn(props: GoogleSignInProps) {
  const styles = useStyles();
  const t = useT();
  const [site] = useSiteConfig();
  useDevCallback(props);

  let button: ReactNode = null;
  if (site.state === 'loading') button = <Spinner size="small" label={t('auth.loadingSignIn')} />;
  else if (site.state === 'ready' && site.config.googleClientId)
    button = (
      <GoogleButton
        clientId={site.config.googleClientId}
        onCredential={props.onCredential}
        onError={props.onError}
      />
    );
  else if (site.state === 'ready' && site.config.localSignIn)
    button = (
      <Button
        className={styles.google}
        size="large"
        icon={<GoogleMark />}
        onClick={() => startDevSignInTo(paths.employer, EMPLOYER_SIGN_IN_STATE_KEY)}
      >
        {t('auth.continueGoogle')}
      </Button>
    );
  if (!button) return null;
  return (
    <div className={styles.root}>
      {button}
      <Divider>or</Divider>
    </div>
  );
}
