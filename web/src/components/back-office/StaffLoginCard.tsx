import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { credentialMessages, isValidEmail, isValidPassword } from '#shared/domain/credential-rules';
import type { ApiOutput } from '#web/lib/api';
import { useFormTouch } from '#web/lib/form-touch';
import { staffLoginProblem } from '#web/lib/staff-login-problem';
import { useSubmit } from '#web/lib/use-submit';
import { BusyOverlay } from '../BusyOverlay';
import { useDismissToasts, useToast } from './BackOfficeToaster';
import { CredentialField } from './CredentialField';

import { StaffCard } from './StaffCard';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  submit: { minHeight: '40px' },
});

/** What an admin or internal log-in answers (the internal one adds the role in `type`). */
export type StaffLoginAnswer = ApiOutput<'adminLogin'>;

export interface StaffCredentials {
  email: string;
  password: string;
}

type FieldName = keyof StaffCredentials;

interface StaffLoginCardProps<A extends StaffLoginAnswer> {
  /** 'Admin Login' or 'Internal Login'. */
  title: string;
  /** Sends the log-in (the area's api/ call). */
  login: (credentials: StaffCredentials) => Promise<A>;
  /** A log-in that succeeded with a token: the area stores its session and goes on. */
  onLoggedIn: (answer: A & { token: string }) => void;
  /** Why the last session ended (a 401 on one of the area's calls), shown above the form. */
  notice?: string;
}

/**
 * The back-office log-in card (spec sections 2, 5 and 8): Email and Password, LOGIN disabled while either is
 * invalid, 'Logging in' over the card while the call runs, 'Login Failed' as a toast when the server says
 * `success` false. A lock-out after repeated failures (429) shows the server's message, WAF's CAPTCHA (405) asks
 * for a reload; any other failure only stops the overlay. Needs the page's `BackOfficeToaster` (whose code comes
 * with the first toast, not with the form).
 */
export function StaffLoginCard<A extends StaffLoginAnswer>({
  title,
  login,
  onLoggedIn,
  notice,
}: StaffLoginCardProps<A>) {
  const styles = useStyles();
  const toast = useToast();
  const dismissToasts = useDismissToasts();
  const { touch, shows, setSubmitted } = useFormTouch<FieldName>();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // The checks `emailSchema` and `passwordSchema` are made of (the server's), without zod's code.
  const trimmedEmail = email.trim();
  const emailValid = isValidEmail(trimmedEmail);
  const passwordValid = isValidPassword(password);
  const errors: Record<FieldName, string | undefined> = {
    email: emailValid ? undefined : credentialMessages.email,
    password: passwordValid ? undefined : credentialMessages.password,
  };
  const valid = emailValid && passwordValid;

  const {
    busy,
    problem: lockedOut,
    submit,
  } = useSubmit<string>({
    onAttempt: () => setSubmitted(true),
    // Spec section 8: a failed call only stops the overlay; a lock-out says until when, an expired temporary
    // password what to do.
    problemOf: staffLoginProblem,
  });

  const logIn = async (credentials: StaffCredentials) => {
    const answer = await login(credentials);
    if (answer.success && answer.token) {
      // A 'Login Failed' of an earlier try no longer holds.
      dismissToasts();
      onLoggedIn({ ...answer, token: answer.token });
    } else toast('Login Failed', 'error');
  };

  const send = valid && (() => logIn({ email: trimmedEmail, password }));

  return (
    <StaffCard title={title}>
      {/* POST: should the prerendered form (decision 240) ever be sent before the SPA takes it over, the
          password goes in the request's body, never into a URL. LOGIN is disabled until then, which also
          stops Enter from sending it. */}
      <form className={styles.form} method="post" noValidate onSubmit={(event) => submit(event, send)}>
        {notice && !lockedOut ? (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{notice}</MessageBarBody>
          </MessageBar>
        ) : null}
        {lockedOut ? (
          <MessageBar intent="error" layout="multiline" role="alert">
            <MessageBarBody>{lockedOut}</MessageBarBody>
          </MessageBar>
        ) : null}
        <CredentialField
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
          onBlur={() => touch('email')}
          error={shows('email') ? errors.email : undefined}
        />
        <CredentialField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          onBlur={() => touch('password')}
          error={shows('password') ? errors.password : undefined}
        />
        <Button type="submit" appearance="primary" size="large" className={styles.submit} disabled={!valid}>
          LOGIN
        </Button>
      </form>
      {busy ? <BusyOverlay label="Logging in" /> : null}
    </StaffCard>
  );
}
