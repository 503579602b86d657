import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { mobileNumberSchema, otpSchema } from '#shared/domain/rules';
import { OtpField } from '#web/components/fields/OtpField';
import { ApiError } from '#web/lib/api';
import { translateRuleMessage } from '#web/lib/forms';
import { type MessageId, useT } from '#web/lib/i18n';
import { useSubmit } from '#web/lib/use-submit';
import { requestNumberChange, useConfirmNumberChange } from './api/change-number';

const useStyles = makeStyles({
  // A row of its own in the profile card's head (which wraps), under the name and Edit.
  row: { flex: '1 1 100%', minWidth: 0 },
  box: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    marginTop: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    maxWidth: '480px',
    boxSizing: 'border-box',
  },
  // Fluent's input keeps a minimum width of its own: the field must fit 360 px.
  input: { minWidth: 0, width: '100%' },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  text: { margin: 0, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  prefix: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  done: { margin: `${tokens.spacingVerticalS} 0 0`, color: tokens.colorPaletteGreenForeground1 },
});

/** What a refused call says, in the screen's language: the status tells the cause. */
function problemOf(error: unknown, step: 'number' | 'code'): MessageId {
  if (!(error instanceof ApiError) || error.status === 0) return 'numberChange.offline';
  if (error.status === 409) return 'numberChange.taken';
  if (error.status === 429) return 'numberChange.tooMany';
  if (error.status === 403) return 'numberChange.notVerified';
  if (error.status === 400 && step === 'number') return 'numberChange.sameNumber';
  if (error.status === 400) return 'numberChange.newCodeNeeded';
  return 'numberChange.failed';
}

type Stage = { step: 'closed' } | { step: 'number' } | { step: 'code'; number: string };

/**
 * "Change number" on the profile (the right to correct): the new number, then the code sent to it.
 * Until the code is confirmed the old number stays the account's, and the box says so. A wrong code says how
 * many tries are left; every refusal leaves the box open with a message, and Cancel closes it.
 */
export function ChangeNumber({ current }: { current: string }) {
  const styles = useStyles();
  const t = useT();
  const titleId = useId();
  const confirmNumberChange = useConfirmNumberChange();
  const [stage, setStage] = useState<Stage>({ step: 'closed' });
  const [number, setNumber] = useState('');
  const [otp, setOtp] = useState('');
  const [touched, setTouched] = useState(false);
  const {
    busy,
    problem: error,
    submit: run,
    clearProblem,
  } = useSubmit<string>({
    problemOf: (e) => t(problemOf(e, stage.step === 'code' ? 'code' : 'number')),
  });
  const [changedTo, setChangedTo] = useState<string>();
  // Back on "Change number" once the box closes (done or cancelled), so keyboard focus is not lost.
  const openButton = useRef<HTMLButtonElement>(null);
  const [returnFocus, setReturnFocus] = useState(false);
  useEffect(() => {
    if (stage.step === 'closed' && returnFocus) {
      openButton.current?.focus();
      setReturnFocus(false);
    }
  }, [stage, returnFocus]);

  function close() {
    setStage({ step: 'closed' });
    setReturnFocus(true);
  }

  const numberCheck = mobileNumberSchema.safeParse(number);
  const otpCheck = otpSchema.safeParse(otp);
  const checked = stage.step === 'code' ? otpCheck : numberCheck;
  const issue = checked.success ? undefined : checked.error.issues[0]?.message;
  const fieldError = touched && issue !== undefined ? translateRuleMessage(issue) : undefined;

  function open() {
    setStage({ step: 'number' });
    setNumber('');
    setOtp('');
    setTouched(false);
    clearProblem();
    setChangedTo(undefined);
  }

  /** The code is sent (again) to `target`; the box then asks for it. */
  async function requestCode(target: string) {
    await requestNumberChange(target);
    setStage({ step: 'code', number: target });
    setOtp('');
    setTouched(false);
  }

  function submit(event: FormEvent) {
    setTouched(true);
    if (stage.step === 'number') {
      const target = numberCheck.success ? numberCheck.data : undefined;
      return run(event, target !== undefined && (() => requestCode(target)));
    }
    const code = stage.step === 'code' && otpCheck.success ? otpCheck.data : undefined;
    return run(
      event,
      stage.step === 'code' &&
        code !== undefined &&
        (async () => {
          const answer = await confirmNumberChange(code);
          if (!answer.success) return t('numberChange.wrongCode', { tries: answer.triesLeft ?? 0 });
          setChangedTo(answer.number ?? stage.number);
          close();
        }),
    );
  }

  if (stage.step === 'closed') {
    return (
      <div className={styles.row}>
        <Button ref={openButton} appearance="secondary" onClick={open}>
          {t('numberChange.open')}
        </Button>
        {changedTo ? (
          <p className={styles.done} role="status">
            {t('numberChange.done', { number: changedTo })}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <form className={`${styles.row} ${styles.box}`} noValidate aria-labelledby={titleId} onSubmit={submit}>
      <h3 id={titleId} className={styles.title}>
        {t('numberChange.title')}
      </h3>
      {stage.step === 'number' ? (
        <>
          <p className={styles.text}>{t('numberChange.intro', { number: current })}</p>
          <Field label={t('numberChange.newNumber')} required validationMessage={fieldError}>
            <Input
              className={styles.input}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              contentBefore={<span className={styles.prefix}>+91</span>}
              value={number}
              onChange={(_e, data) => {
                setNumber(data.value.trim());
                clearProblem();
              }}
              onBlur={() => setTouched(true)}
            />
          </Field>
        </>
      ) : (
        <>
          <p className={styles.text}>{t('numberChange.codeSent', { number: stage.number, current })}</p>
          <OtpField
            label={t('auth.otp')}
            value={otp}
            validationMessage={fieldError}
            onChange={(value) => {
              setOtp(value);
              clearProblem();
            }}
            onBlur={() => setTouched(true)}
          />
        </>
      )}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={busy}>
          {t(stage.step === 'number' ? 'numberChange.sendCode' : 'numberChange.confirm')}
        </Button>
        {stage.step === 'code' ? (
          <Button disabled={busy} onClick={() => void run(undefined, () => requestCode(stage.number))}>
            {t('numberChange.resend')}
          </Button>
        ) : null}
        <Button disabled={busy} onClick={close}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
