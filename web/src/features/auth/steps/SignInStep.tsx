import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { env } from '#web/lib/env';
import { useT } from '#web/lib/i18n';
import { paths } from '#web/lib/paths';
import { useSession } from '#web/lib/session';
import { exchangeIdToken } from '../api/login-or-register';
import { startDevSignIn } from '../sign-in';
import { GoogleButton } from './GoogleButton';
import { GoogleMark } from './GoogleMark';

const useStyles = makeStyles({
  google: { width: '100%', minHeight: '44px' },
  note: {
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground2,
    textAlign: 'center',
  },
  message: {
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase300,
  },
});

interface SignInStepProps {
  /** Shows the blocking overlay with this text, or hides it. */
  setBusy: (label?: string) => void;
}

/**
 * Step 0: Google's own button when a client id is configured (production); otherwise (the local twin) a
 * 'Continue using Google' button that goes to the dev identity provider.
 */
export function SignInStep({ setBusy }: SignInStepProps) {
  const styles = useStyles();
  const t = useT();
  const session = useSession();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string>();
  const message = problem ?? session.login.message;
  const clientId = env.VITE_GOOGLE_CLIENT_ID;

  async function signInWith(idToken: string) {
    setProblem(undefined);
    setBusy(t('common.pleaseWait'));
    try {
      const result = await exchangeIdToken(idToken);
      setBusy(undefined);
      session.signIn(result);
      if (!result.register) navigate(paths.dashboard);
    } catch (error: unknown) {
      setBusy(undefined);
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <>
      {clientId ? (
        <GoogleButton clientId={clientId} onCredential={signInWith} onError={setProblem} />
      ) : (
        <Button className={styles.google} size="large" icon={<GoogleMark />} onClick={startDevSignIn}>
          {t('auth.continueGoogle')}
        </Button>
      )}
      {message ? (
        <p className={styles.message} role="status">
          {message}
        </p>
      ) : null}
      <p className={styles.note}>{t('auth.terms')}</p>
    </>
  );
}
