import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ButtonLink } from '#web/components/ButtonLink';
import { PageTitle } from '#web/components/PageTitle';
import { Section } from '#web/components/Section';
import { useT } from '#web/lib/i18n';
import { paths } from '#web/lib/paths';
import { takeReturnTo } from '#web/lib/return-to';
import { useSession } from '#web/lib/session';
import { useTypography } from '#web/lib/typography';
import { exchangeIdToken } from './api/login-or-register';
import { takeCallbackToken } from './sign-in';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXXXL} 0`,
  },
  actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: tokens.spacingHorizontalM },
});

/**
 * `/auth/callback`: where the dev identity provider sends the browser back. Checks the state, signs in with
 * loginOrRegister, then goes to / with the dialog at the consent step (a held account) or step 1 (a new worker),
 * or to /dashboard.
 */
export function SignInCallbackPage() {
  const styles = useStyles();
  const type = useTypography();
  const t = useT();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const [error, setError] = useState<string>();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The token must not stay in the address bar or the history.
    window.history.replaceState(window.history.state, '', paths.authCallback);
    let idToken: string;
    try {
      idToken = takeCallbackToken(hash);
    } catch (e: unknown) {
      setError(e instanceof Error ? e.message : String(e));
      return;
    }
    exchangeIdToken(idToken).then(
      (result) => {
        session.signIn(result);
        // A new or held account goes on in the dialog (the consent step, or step 1); the rest to the dashboard.
        const inDialog = result.register || result.privacy !== 'given';
        navigate(inDialog ? paths.home : takeReturnTo(paths.dashboard), { replace: true });
      },
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  }, [hash, navigate, session]);

  return (
    <Section labelledBy="sign-in-title">
      <PageTitle title={t('signIn.pageTitle')} />
      <div className={styles.root}>
        <h1 id="sign-in-title" className={type.pageTitle}>
          {error ? t('signIn.failed') : t('signIn.signingIn')}
        </h1>
        {error ? (
          <>
            <p className={type.lead} role="alert">
              {error}
            </p>
            <div className={styles.actions}>
              <Button appearance="primary" size="large" onClick={() => session.openLogin()}>
                {t('common.tryAgain')}
              </Button>
              <ButtonLink to={paths.home} appearance="secondary">
                {t('common.backToHomepage')}
              </ButtonLink>
            </div>
          </>
        ) : (
          <Spinner label={t('common.pleaseWait')} labelPosition="below" />
        )}
      </div>
    </Section>
  );
}
