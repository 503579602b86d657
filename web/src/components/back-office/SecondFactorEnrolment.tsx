import {
  Button,
  Checkbox,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { totpCodeSchema } from '#shared/domain/second-factor';
import { ApiError, type ApiOutput, callApi } from '#web/lib/api';
import { BusyOverlay } from '../BusyOverlay';
import { StaffCodeField, useStaffCodeSubmit } from './StaffCodeField';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
  qr: {
    display: 'block',
    width: '200px',
    maxWidth: '100%',
    height: 'auto',
    alignSelf: 'center',
    backgroundColor: '#ffffff',
  },
  key: {
    margin: 0,
    padding: tokens.spacingVerticalS,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase400,
    overflowWrap: 'anywhere',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  codes: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXXL,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase500,
  },
  submit: { minHeight: '40px' },
});

type Started = ApiOutput<'startStaffEnrolment'>;

/** The secret as the screen shows it for typing: groups of four characters. */
export const groupedKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

interface SecondFactorEnrolmentProps {
  /** The app is set up and the recovery codes were saved: the answer's token is a full session's. */
  onEnrolled: (token: string) => void;
  /** The session ended (a 401): back to the log-in with the server's reason. */
  onSessionEnded: (message: string) => void;
}

/**
 * Setting up an authenticator app: a new secret as a QR code and as a key to type, confirmed with
 * the app's first code; then the ten recovery codes, shown this once, and a confirmation that they are saved
 * before the area opens. Nothing changes on the server until the first code is confirmed.
 */
export function SecondFactorEnrolment({ onEnrolled, onSessionEnded }: SecondFactorEnrolmentProps) {
  const styles = useStyles();
  const [started, setStarted] = useState<Started>();
  const [startProblem, setStartProblem] = useState<string>();
  const [done, setDone] = useState<{ token: string; recoveryCodes: string[] }>();
  const asked = useRef(false);

  const start = async () => {
    setStartProblem(undefined);
    try {
      setStarted(await callApi('startStaffEnrolment', {}));
    } catch (error: unknown) {
      if (error instanceof ApiError && error.status === 401) onSessionEnded(error.message);
      else setStartProblem(error instanceof ApiError ? error.message : 'The set-up could not be started.');
    }
  };

  useEffect(() => {
    // Once per screen: each start makes a new secret, and only the latest can be confirmed.
    if (asked.current) return;
    asked.current = true;
    void start();
  });

  if (done) return <RecoveryCodes codes={done.recoveryCodes} onSaved={() => onEnrolled(done.token)} />;
  if (startProblem)
    return (
      <div className={styles.column}>
        <MessageBar intent="error" layout="multiline" role="alert">
          <MessageBarBody>{startProblem}</MessageBarBody>
        </MessageBar>
        <Button appearance="primary" onClick={() => void start()}>
          Try again
        </Button>
      </div>
    );
  if (!started) return <Spinner label="Preparing your set-up code" />;
  return <ConfirmFirstCode started={started} onConfirmed={setDone} onSessionEnded={onSessionEnded} />;
}

function ConfirmFirstCode({
  started,
  onConfirmed,
  onSessionEnded,
}: {
  started: Started;
  onConfirmed: (answer: { token: string; recoveryCodes: string[] }) => void;
  onSessionEnded: (message: string) => void;
}) {
  const styles = useStyles();
  const [code, setCode] = useState('');
  const parsed = totpCodeSchema.safeParse(code);
  const { touch, shows, busy, problem, submit } = useStaffCodeSubmit(onSessionEnded);
  const confirm = async (value: string) => {
    const answer = await callApi('confirmStaffEnrolment', { code: value });
    onConfirmed({ token: answer.token, recoveryCodes: answer.recoveryCodes });
  };

  return (
    <form
      className={styles.column}
      noValidate
      onSubmit={(event) => submit(event, parsed.success && (() => confirm(parsed.data)))}
    >
      <p className={styles.text}>
        Your account needs a second step at sign-in. Scan this QR code with an authenticator app (for example
        Microsoft Authenticator or Google Authenticator), then enter the 6-digit code it shows.
      </p>
      <img className={styles.qr} src={started.qrCode} alt="QR code to scan with your authenticator app" />
      <p className={styles.text}>Cannot scan it? Enter this key in the app instead:</p>
      <p className={styles.key} data-testid="totp-key">
        {groupedKey(started.secret)}
      </p>
      <StaffCodeField
        label="Code from the app"
        value={code}
        validationMessage={shows('code') ? parsed.error?.issues[0]?.message : undefined}
        problem={problem}
        numeric
        submitLabel="CONFIRM"
        invalid={!parsed.success}
        onChange={setCode}
        onBlur={() => touch('code')}
      />
      {busy ? <BusyOverlay label="Checking the code" /> : null}
    </form>
  );
}

function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const styles = useStyles();
  const [saved, setSaved] = useState(false);
  return (
    <div className={styles.column}>
      <MessageBar intent="success" layout="multiline">
        <MessageBarBody>Your authenticator app is set up.</MessageBarBody>
      </MessageBar>
      <p className={styles.text}>
        Save these recovery codes somewhere safe (a password manager, or printed). If you lose your phone,
        each code signs you in once. They are shown only now.
      </p>
      <ol className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Checkbox
        checked={saved}
        onChange={(_event, data) => setSaved(data.checked === true)}
        label="I have saved these recovery codes"
      />
      <Button appearance="primary" size="large" className={styles.submit} disabled={!saved} onClick={onSaved}>
        CONTINUE
      </Button>
    </div>
  );
}
