/**
 * "Link Google account" on the profile of a worker who signed up by phone (an account with no e-mail: a Google
 * account always brings one): Google's own button with the site's client id, or on the local twin a button to
 * its dev identity provider, which sends the browser back to /profile with the token in the address's fragment
 * (taken here, once, and removed). Linked, the worker may sign in with either, and Google's e-mail fills the
 * profile's (decision 627). A refusal (that Google account signs in to another account) says so.
 */
import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { GoogleButton } from '#web/components/google/GoogleButton';
import { GoogleMark } from '#web/components/google/GoogleMark';
import { ApiError } from '#web/lib/api';
import { startDevSignInTo, takeDevToken } from '#web/lib/dev-sign-in';
import { useT } from '#web/lib/i18n';
import { paths } from '#web/lib/paths';
import { useSiteConfig } from '#web/lib/use-site-config';
import { useLinkGoogle } from './api/link-google';

/** The profile's own state key: a sign-in started in this tab is not taken for a link. */
const LINK_STATE_KEY = 'earnlearn:linkGoogleState';

const useStyles = makeStyles({
  row: { flex: '1 1 100%', minWidth: 0 },
  box: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginTop: tokens.spacingVerticalM,
    maxWidth: '480px',
  },
  text: { margin: 0, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  button: { alignSelf: 'flex-start', minHeight: '40px' },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  done: { margin: 0, color: tokens.colorPaletteGreenForeground1, overflowWrap: 'anywhere' },
});

export function LinkGoogle() {
  const styles = useStyles();
  const t = useT();
  const [site] = useSiteConfig();
  const link = useLinkGoogle();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [linked, setLinked] = useState<string>();

  const onCredential = useCallback(
    async (idToken: string) => {
      setProblem(undefined);
      setBusy(true);
      try {
        setLinked(await link(idToken));
      } catch (error: unknown) {
        setProblem(
          error instanceof ApiError && error.status === 409
            ? t('profile.googleTaken')
            : t('profile.googleFailed'),
        );
      } finally {
        setBusy(false);
      }
    },
    [link, t],
  );

  // The dev identity provider's answer, once, when the page opens with one.
  const handled = useRef(false);
  const { hash } = useLocation();
  useEffect(() => {
    if (handled.current || !/(^#|&)(id_token|error)=/.test(hash)) return;
    handled.current = true;
    // The token must not stay in the address bar or the history.
    window.history.replaceState(window.history.state, '', paths.profile);
    try {
      void onCredential(takeDevToken(hash, LINK_STATE_KEY));
    } catch (error: unknown) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }, [hash, onCredential]);

  let button: ReactNode = null;
  if (busy || site.state === 'loading') button = <Spinner size="tiny" label={t('common.pleaseWait')} />;
  else if (site.state === 'ready' && site.config.googleClientId)
    button = (
      <GoogleButton
        clientId={site.config.googleClientId}
        onCredential={(idToken) => void onCredential(idToken)}
        onError={setProblem}
      />
    );
  else if (site.state === 'ready' && site.config.localSignIn)
    button = (
      <Button
        className={styles.button}
        icon={<GoogleMark />}
        onClick={() => startDevSignInTo(paths.profile, LINK_STATE_KEY)}
      >
        {t('profile.linkGoogle')}
      </Button>
    );

  if (linked) {
    return (
      <div className={styles.row}>
        <p className={styles.done} role="status">
          {t('profile.googleLinked', { email: linked })}
        </p>
      </div>
    );
  }
  if (!button && !problem) return null;
  return (
    <div className={styles.row}>
      <section className={styles.box} aria-label={t('profile.linkGoogle')}>
        <p className={styles.text}>{t('profile.linkGoogleNote')}</p>
        {button}
        {problem ? (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        ) : null}
      </section>
    </div>
  );
}
