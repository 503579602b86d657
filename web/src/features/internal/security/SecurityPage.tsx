import { Button, MessageBar, MessageBarBody, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { SecondFactorEnrolment } from '#web/components/back-office/SecondFactorEnrolment';
import { readStaffRole, storeStaffSession } from '#web/lib/staff-session';
import { useOwnSecondFactor } from '../api/second-factor';
import { InternalPage } from '../InternalPage';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '480px',
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/**
 * /internal/security: HR and OPS set up an authenticator app for their log-in (offered; required once the
 * admin turns it on for everyone). Setting it up ends the account's other sessions; this tab goes on with
 * the token the set-up answers.
 */
export function SecurityPage() {
  const styles = useStyles();
  const { data, error, mutate } = useOwnSecondFactor();
  const [settingUp, setSettingUp] = useState(false);

  const body = () => {
    if (error)
      return (
        <MessageBar intent="error" layout="multiline" role="alert">
          <MessageBarBody>Your sign-in settings could not be loaded. {error.message}</MessageBarBody>
        </MessageBar>
      );
    if (!data) return <Spinner label="Loading" />;
    if (settingUp)
      return (
        <SecondFactorEnrolment
          onEnrolled={(token) => {
            const role = readStaffRole();
            if (role) storeStaffSession(role, token);
            setSettingUp(false);
            void mutate();
          }}
          // The area's guard goes back to the log-in on the 401 itself.
          onSessionEnded={() => undefined}
        />
      );
    return (
      <>
        <p className={styles.text}>
          {data.enrolled
            ? `Two-step sign-in is on: you sign in with your password and a code from your authenticator app. Recovery codes left: ${data.recoveryCodesLeft}.`
            : 'Two-step sign-in is off: you sign in with your password only. Add a code from an authenticator app on your phone to protect the applicants’ details you can see.'}
        </p>
        {data.required && !data.enrolled ? (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>Your admin requires two-step sign-in: please set it up now.</MessageBarBody>
          </MessageBar>
        ) : null}
        <Button appearance="primary" onClick={() => setSettingUp(true)}>
          {data.enrolled ? 'Set up a new phone' : 'Set up two-step sign-in'}
        </Button>
      </>
    );
  };

  return (
    <InternalPage title="Two-step sign-in">
      <section className={styles.card}>{body()}</section>
    </InternalPage>
  );
}
