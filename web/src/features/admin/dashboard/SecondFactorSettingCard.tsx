import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  ProgressBar,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { Suspense, useState } from 'react';
import { ApiError } from '#web/lib/api';
import { lazyPart } from '#web/lib/i18n';
import { storeStaffSession } from '#web/lib/staff-session';
import { useSubmit } from '#web/lib/use-submit';
import { useSecondFactorPolicy } from '../api/second-factor-policy';

// The set-up of a new phone (its code form, the authenticator's QR code) comes when asked for, not with the
// dashboard: it was half the dashboard's files.
const SecondFactorEnrolment = lazyPart(() =>
  import('#web/components/back-office/SecondFactorEnrolment').then((m) => ({
    default: m.SecondFactorEnrolment,
  })),
);

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/**
 * The admin's setting for two-step sign-in: admins always use an authenticator app; with the switch
 * on, HR and OPS must too (those without one set it up at their next log-in, and their open sessions end).
 * The admin sets up a new phone here too (after signing in with a recovery code, say).
 */
export function SecondFactorSettingCard() {
  const styles = useStyles();
  const { data, error, isLoading, change: save, mutate } = useSecondFactorPolicy();
  const [newPhone, setNewPhone] = useState(false);
  const {
    busy: saving,
    problem,
    submit,
  } = useSubmit<string>({
    problemOf: (failure) =>
      failure instanceof ApiError ? failure.message : 'The setting was not saved. Please try again.',
  });

  const change = (requiredForAll: boolean) => submit(undefined, () => save(requiredForAll));

  return (
    <section className={styles.card} aria-labelledby="second-factor-setting">
      <h2 id="second-factor-setting" className={styles.title}>
        Two-step sign-in
      </h2>
      <p className={styles.text}>
        Admins always sign in with a password and a code from an authenticator app. HR and OPS may set one up
        themselves, or you can require it of everyone.
      </p>
      <Switch
        label="Require two-step sign-in for HR and OPS too"
        checked={data?.requiredForAll ?? false}
        disabled={isLoading || saving || error !== undefined}
        onChange={(_event, { checked }) => void change(checked)}
      />
      {data?.requiredForAll ? (
        <p className={styles.text}>
          HR and OPS without an authenticator app set one up at their next log-in.
        </p>
      ) : null}
      {data ? (
        <p className={styles.text}>
          {data.enrolled
            ? `Your own authenticator app is set up; recovery codes left: ${data.recoveryCodesLeft}.`
            : 'Your own authenticator app is not set up.'}
        </p>
      ) : null}
      {newPhone ? (
        <Suspense fallback={<ProgressBar aria-label="Loading the set-up" />}>
          <SecondFactorEnrolment
            onEnrolled={(token) => {
              // Setting up ended the other sessions: this tab goes on with the token the set-up answered.
              storeStaffSession('admin', token);
              setNewPhone(false);
              void mutate();
            }}
            // The area's guard goes back to the log-in on the 401 itself.
            onSessionEnded={() => undefined}
          />
        </Suspense>
      ) : (
        <Button onClick={() => setNewPhone(true)} disabled={!data}>
          Set up a new phone
        </Button>
      )}
      {error ? <p className={styles.text}>The setting could not be loaded. Please reload the page.</p> : null}
      {problem ? (
        <MessageBar intent="error" layout="multiline" role="alert">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      ) : null}
    </section>
  );
}
