import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { recoveryCodeSchema, totpCodeSchema } from '#shared/domain/second-factor';
import { callApi } from '#web/lib/api';
import { BusyOverlay } from '../BusyOverlay';
import { StaffCodeField, useStaffCodeSubmit } from './StaffCodeField';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
});

interface SecondFactorCodeFormProps {
  /** The code was right: the answer's token is a full session's. */
  onVerified: (token: string) => void;
  /** The session waiting for the code ended (a 401): back to the log-in with the server's reason. */
  onSessionEnded: (message: string) => void;
}

type Mode = 'app' | 'recovery';

/**
 * The second step of a staff log-in: the 6-digit code from the authenticator app, or, by the link under it,
 * one of the recovery codes instead (the way back without the phone). The server's refusal (a wrong or used
 * code, too many wrong codes) is said under the field; the form stays usable.
 */
export function SecondFactorCodeForm({ onVerified, onSessionEnded }: SecondFactorCodeFormProps) {
  const styles = useStyles();
  const [mode, setMode] = useState<Mode>('app');
  const [code, setCode] = useState('');
  const { touch, shows, reset, busy, problem, submit } = useStaffCodeSubmit(onSessionEnded);
  const parsed = (mode === 'app' ? totpCodeSchema : recoveryCodeSchema).safeParse(code);
  const error = parsed.error?.issues[0]?.message;

  const verify = async (value: string) => {
    const answer =
      mode === 'app'
        ? await callApi('verifyStaffCode', { code: value })
        : await callApi('verifyStaffRecoveryCode', { code: value });
    onVerified(answer.token);
  };

  const switchTo = (next: Mode) => {
    setMode(next);
    setCode('');
    reset();
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => submit(event, parsed.success && (() => verify(parsed.data)))}
    >
      <p className={styles.intro}>
        {mode === 'app'
          ? 'Open your authenticator app and enter the 6-digit code it shows for Earnlearn.'
          : 'Enter one of the recovery codes you saved when you set up your authenticator app. Each code works once.'}
      </p>
      <StaffCodeField
        label={mode === 'app' ? 'Authenticator code' : 'Recovery code'}
        value={code}
        validationMessage={shows('code') ? error : undefined}
        problem={problem}
        numeric={mode === 'app'}
        submitLabel="VERIFY"
        invalid={!parsed.success}
        onChange={setCode}
        onBlur={() => touch('code')}
      />
      {mode === 'app' ? (
        <Link as="button" type="button" onClick={() => switchTo('recovery')}>
          Lost your phone? Use a recovery code
        </Link>
      ) : (
        <Link as="button" type="button" onClick={() => switchTo('app')}>
          Use the code from your authenticator app
        </Link>
      )}
      {busy ? <BusyOverlay label="Checking the code" /> : null}
    </form>
  );
}
