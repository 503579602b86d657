import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { PhoneRegular } from '@fluentui/react-icons/svg/phone';
import { Fragment, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { GoogleButton } from '#web/components/google/GoogleButton';
import { GoogleMark } from '#web/components/google/GoogleMark';
import { LoadProblem } from '#web/components/LoadState';
import { useT } from '#web/lib/i18n';
import { paths } from '#web/lib/paths';
import { splitAtPhrases } from '#web/lib/phrases';
import { takeReturnTo } from '#web/lib/return-to';
import { type SignInResult, useSession } from '#web/lib/session';
import { useTypography } from '#web/lib/typography';
import { useSiteConfig } from '#web/lib/use-site-config';
import { storeVerifiedNumber } from '#web/lib/worker-storage';
import { exchangeIdToken } from '../api/login-or-register';
import { startDevSignIn } from '../sign-in';
import { PhoneSignIn } from './PhoneSignIn';

const useStyles = makeStyles({
  google: { width: '100%', minHeight: '44px' },
  phone: { width: '100%', minHeight: '44px' },
  loading: { minHeight: '44px' },
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
 * Step 0: Google's own button with the client id of the site's configuration (/config.json, see
 * site-config.ts); on the local twin, whose configuration says so, a 'Continue using Google' button that goes
 * to its dev identity provider. A configuration that cannot be read says so with Try again; one with neither
 * says sign-in is not set up: never the local stand-in on a real site. Beside it, 'Use mobile number' opens
 * the phone sign-in (PhoneSignIn.tsx), which needs no Google configuration.
 */
export function SignInStep({ setBusy }: SignInStepProps) {
  const styles = useStyles();
  const t = useT();
  const session = useSession();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string>();
  const [byPhone, setByPhone] = useState(false);
  const [site, reloadSite] = useSiteConfig();
  const message = problem ?? session.login.message;

  async function signInWith(idToken: string) {
    setProblem(undefined);
    setBusy(t('common.pleaseWait'));
    try {
      const result = await exchangeIdToken(idToken);
      setBusy(undefined);
      session.signIn(result);
      if (!result.register) navigate(takeReturnTo(paths.dashboard));
    } catch (error: unknown) {
      setBusy(undefined);
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }

  function signedInByPhone(result: SignInResult, mobile: string) {
    // A new account's number is verified already: registration skips the number steps (LoginDialog).
    storeVerifiedNumber(result.register ? mobile : undefined);
    session.signIn(result);
    if (!result.register) navigate(takeReturnTo(paths.dashboard));
  }

  if (byPhone) {
    return (
      <>
        <PhoneSignIn setBusy={setBusy} onSignedIn={signedInByPhone} onBack={() => setByPhone(false)} />
        <TermsNote />
      </>
    );
  }

  function signInButton() {
    if (site.state === 'loading')
      return <Spinner className={styles.loading} size="small" label={t('auth.loadingSignIn')} />;
    if (site.state === 'failed') return <LoadProblem message={t('auth.configFailed')} onRetry={reloadSite} />;
    const { googleClientId, localSignIn } = site.config;
    if (googleClientId)
      return <GoogleButton clientId={googleClientId} onCredential={signInWith} onError={setProblem} />;
    if (localSignIn)
      return (
        <Button className={styles.google} size="large" icon={<GoogleMark />} onClick={startDevSignIn}>
          {t('auth.continueGoogle')}
        </Button>
      );
    return (
      <p className={styles.message} role="alert">
        {t('auth.notSetUp')}
      </p>
    );
  }

  return (
    <>
      {signInButton()}
      <Button
        className={styles.phone}
        size="large"
        icon={<PhoneRegular />}
        onClick={() => {
          setProblem(undefined);
          setByPhone(true);
        }}
      >
        {t('auth.useMobile')}
      </Button>
      {message ? (
        <p className={styles.message} role="status">
          {message}
        </p>
      ) : null}
      <TermsNote />
    </>
  );
}

/**
 * The spec's note, its words "terms and conditions" and "privacy policy" linking to /terms and /privacy in a
 * new tab, so the dialog (and a sign-in under way) stays where it is.
 */
function TermsNote() {
  const styles = useStyles();
  const type = useTypography();
  const t = useT();
  const newTabNote = useId();
  const links = [
    { words: t('auth.termsLink'), to: paths.terms },
    { words: t('auth.privacyLink'), to: paths.privacy },
  ];
  const pieces = splitAtPhrases(
    t('auth.terms'),
    links.map((link) => link.words),
  );
  return (
    <>
      <p className={styles.note}>
        {pieces.map((piece, index) => {
          // The pieces of one sentence never move, so their place is their identity.
          const key = `piece-${index}`;
          if (typeof piece === 'string') return <Fragment key={key}>{piece}</Fragment>;
          const link = links[piece.phrase];
          if (!link) return null;
          return (
            <a
              key={key}
              className={type.link}
              href={link.to}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={newTabNote}
            >
              {link.words}
            </a>
          );
        })}
      </p>
      <span id={newTabNote} hidden>
        {t('auth.linkOpensInNewTab')}
      </span>
    </>
  );
}
