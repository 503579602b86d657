/**
 * Sign-in for employers (English, as the back office): Google, as workers sign in (GoogleSignIn.tsx), or a work
 * e-mail, then the 6-digit code the e-mail brings. The account is the e-mail's, created at the first sign-in;
 * an invitation to the e-mail is accepted at the same time.
 */
import {
  Button,
  Card,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useCallback, useState } from 'react';
import { employerCodeSchema } from '#shared/api/employer';
import { emailSchema } from '#shared/domain/rules';
import { BusyOverlay } from '#web/components/BusyOverlay';
import { PageTitle } from '#web/components/PageTitle';
import { storeEmployerToken } from '#web/lib/employer-session';
import { useTypography } from '#web/lib/typography';
import { useSubmit } from '#web/lib/use-submit';
import { employerGoogleSignIn, startEmployerSignIn, verifyEmployerSignIn } from './api/sign-in';
import { GoogleSignIn } from './GoogleSignIn';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    justifyContent: 'center',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalM}`,
  },
  card: { width: '100%', maxWidth: '440px', boxSizing: 'border-box', position: 'relative' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

export function SignInPage({ onSignedIn }: { onSignedIn: () => void }) {
  const type = useTypography();
  const styles = useStyles();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const { busy, problem, submit } = useSubmit({ onAttempt: () => setTouched(true) });
  const emailError = messageOf(emailSchema.safeParse(email));
  const codeError = messageOf(employerCodeSchema.safeParse(code));
  const fieldError = problem?.fieldErrors[0]?.message;
  const [google, setGoogle] = useState<{ busy: boolean; problem?: string }>({ busy: false });

  const signInWithGoogle = useCallback(
    (idToken: string) => {
      setGoogle({ busy: true });
      employerGoogleSignIn(idToken).then(
        ({ token }) => {
          storeEmployerToken(token);
          onSignedIn();
        },
        (error: unknown) =>
          setGoogle({ busy: false, problem: error instanceof Error ? error.message : String(error) }),
      );
    },
    [onSignedIn],
  );
  const googleFailed = useCallback((message: string) => setGoogle({ busy: false, problem: message }), []);

  return (
    <main className={styles.page}>
      <PageTitle title="Employer sign-in" />
      <Card className={styles.card}>
        <h1 className={type.pageTitle}>Sign in to hire on Earnlearn</h1>
        {step === 'email' && (
          <div className={styles.form}>
            {google.problem && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{google.problem}</MessageBarBody>
              </MessageBar>
            )}
            <GoogleSignIn onCredential={signInWithGoogle} onError={googleFailed} />
          </div>
        )}
        {step === 'email' ? (
          <form
            className={styles.form}
            noValidate
            onSubmit={(event) =>
              submit(
                event,
                !emailError &&
                  (async () => {
                    await startEmployerSignIn({ email: email.trim() });
                    setTouched(false);
                    setStep('code');
                  }),
              )
            }
          >
            <p>Enter your work e-mail. We will send you a 6-digit code to sign in.</p>
            <Field
              label="Work e-mail"
              required
              validationMessage={touched ? (emailError ?? fieldError) : undefined}
            >
              <Input
                type="email"
                autoComplete="email"
                value={email}
                onChange={(_e, data) => setEmail(data.value)}
              />
            </Field>
            {problem && !fieldError && (
              <MessageBar intent="error">
                <MessageBarBody>{problem.message}</MessageBarBody>
              </MessageBar>
            )}
            <Button appearance="primary" type="submit">
              Send code
            </Button>
          </form>
        ) : (
          <form
            className={styles.form}
            noValidate
            onSubmit={(event) =>
              submit(
                event,
                !codeError &&
                  (async () => {
                    const { token } = await verifyEmployerSignIn({ email: email.trim(), code: code.trim() });
                    storeEmployerToken(token);
                    onSignedIn();
                  }),
              )
            }
          >
            <p>We sent a code to {email.trim()}. It works for 10 minutes.</p>
            <Field
              label="Code from the e-mail"
              required
              validationMessage={touched ? (codeError ?? fieldError) : undefined}
            >
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(_e, data) => setCode(data.value)}
              />
            </Field>
            {problem && !fieldError && (
              <MessageBar intent="error">
                <MessageBarBody>{problem.message}</MessageBarBody>
              </MessageBar>
            )}
            <Button appearance="primary" type="submit">
              Sign in
            </Button>
            <Button
              appearance="secondary"
              onClick={() => {
                setStep('email');
                setCode('');
                setTouched(false);
              }}
            >
              Use another e-mail
            </Button>
          </form>
        )}
        {(busy || google.busy) && (
          <BusyOverlay label={step === 'email' && !google.busy ? 'Sending the code' : 'Signing in'} />
        )}
      </Card>
    </main>
  );
}
