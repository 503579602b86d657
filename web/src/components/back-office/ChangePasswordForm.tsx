import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { NEW_PASSWORD_MIN_LENGTH, newPasswordSchema, passwordSchema } from '#shared/domain/rules';
import type { SecondFactorStep } from '#shared/domain/second-factor';
import { ApiError, type ApiInput, type ApiOutput } from '#web/lib/api';
import { useFormTouch } from '#web/lib/forms';
import { useSubmit } from '#web/lib/use-submit';
import { BusyOverlay } from '../BusyOverlay';
import { CredentialField } from './CredentialField';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  submit: { minHeight: '40px' },
});

export const changePasswordMessages = {
  mismatch: 'The passwords do not match',
  unchanged: 'Please choose a password different from the current one',
  wrongCurrent: 'The current password is not correct.',
  failed: 'Your password was not changed. Please try again.',
} as const;

type FieldName = 'currentPassword' | 'newPassword' | 'confirmation';

interface ChangePasswordFormProps {
  /** Sends the change (the area's api/ call to `changePassword`). */
  submit: (input: ApiInput<'changePassword'>) => Promise<ApiOutput<'changePassword'>>;
  /**
   * The password is changed: the area opens, with the answer's session token (the change ended every session
   * of the account, the one that made it included), and whether an authenticator is to be set up with it.
   */
  onChanged: (token: string, secondFactor?: SecondFactorStep) => void;
  /** The session ended (a 401): the area clears it and goes back to its log-in with the server's reason. */
  onSessionEnded: (message: string) => void;
}

/**
 * Setting one's own password after a log-in with a temporary one: the current password, the new one (the
 * rule of `newPasswordSchema`) and the new one again. The button stays disabled while any field is invalid;
 * 'Saving' covers the form while the call runs, and a refusal is said under the fields.
 */
export function ChangePasswordForm({ submit, onChanged, onSessionEnded }: ChangePasswordFormProps) {
  const styles = useStyles();
  const { touch, shows, setSubmitted } = useFormTouch<FieldName>();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  /** The server's reason for refusing a new password (too common, ...), shown while that password is typed. */
  const [refused, setRefused] = useState<{ password: string; message: string }>();
  const current = passwordSchema.safeParse(currentPassword);
  const chosen = newPasswordSchema.safeParse(newPassword);
  const errors: Record<FieldName, string | undefined> = {
    currentPassword: current.error?.issues[0]?.message,
    newPassword:
      chosen.error?.issues[0]?.message ??
      (current.success && newPassword === currentPassword ? changePasswordMessages.unchanged : undefined) ??
      (refused?.password === newPassword ? refused.message : undefined),
    confirmation: confirmation === newPassword ? undefined : changePasswordMessages.mismatch,
  };
  const valid = !errors.currentPassword && !errors.newPassword && !errors.confirmation;

  const {
    busy: saving,
    problem,
    submit: save,
  } = useSubmit<string>({
    onAttempt: () => setSubmitted(true),
    problemOf: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        onSessionEnded(error.message);
        return undefined;
      }
      const reason =
        error instanceof ApiError ? error.fieldErrors.find((e) => e.field === 'newPassword') : undefined;
      if (reason) {
        // Said under the field it is about, which keeps it while the refused password is there.
        setRefused({ password: newPassword, message: reason.message });
        return undefined;
      }
      return error instanceof ApiError ? error.message : changePasswordMessages.failed;
    },
  });

  const change = async () => {
    const answer = await submit({ currentPassword, newPassword });
    if (!answer.success) return changePasswordMessages.wrongCurrent;
    onChanged(answer.token, answer.secondFactor);
  };

  const message = (field: FieldName) => (shows(field) ? errors[field] : undefined);
  return (
    <form className={styles.form} noValidate onSubmit={(event) => save(event, valid && change)}>
      <p className={styles.intro}>Your password is a temporary one. Choose your own password to go on.</p>
      <CredentialField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={setCurrentPassword}
        onBlur={() => touch('currentPassword')}
        error={message('currentPassword')}
      />
      <CredentialField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={newPassword}
        onChange={setNewPassword}
        onBlur={() => touch('newPassword')}
        error={message('newPassword')}
        hint={
          shows('newPassword') && errors.newPassword
            ? undefined
            : `At least ${NEW_PASSWORD_MIN_LENGTH} characters; not a common password or your e-mail name`
        }
      />
      <CredentialField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={setConfirmation}
        onBlur={() => touch('confirmation')}
        error={message('confirmation')}
      />
      {problem ? (
        <MessageBar intent="error" layout="multiline" role="alert">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Button type="submit" appearance="primary" size="large" className={styles.submit} disabled={!valid}>
        SAVE PASSWORD
      </Button>
      {saving ? <BusyOverlay label="Saving" /> : null}
    </form>
  );
}
