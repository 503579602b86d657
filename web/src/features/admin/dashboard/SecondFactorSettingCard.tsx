import { MessageBar, MessageBarBody, makeStyles, Switch, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ApiError } from '#web/lib/api';
import { useSecondFactorPolicy } from '../api/second-factor-policy';

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
 * The admin's setting for two-step sign-in (issue 19): admins always use an authenticator app; with the switch
 * on, HR and OPS must too (those without one set it up at their next log-in, and their open sessions end).
 */
export function SecondFactorSettingCard() {
  const styles = useStyles();
  const { data, error, isLoading, change: save } = useSecondFactorPolicy();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string>();

  const change = async (requiredForAll: boolean) => {
    setSaving(true);
    setProblem(undefined);
    try {
      await save(requiredForAll);
    } catch (failure: unknown) {
      setProblem(
        failure instanceof ApiError ? failure.message : 'The setting was not saved. Please try again.',
      );
    } finally {
      setSaving(false);
    }
  };

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
      {error ? <p className={styles.text}>The setting could not be loaded. Please reload the page.</p> : null}
      {problem ? (
        <MessageBar intent="error" layout="multiline" role="alert">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      ) : null}
    </section>
  );
}
