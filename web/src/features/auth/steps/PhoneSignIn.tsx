import { Button, Field, Input, Link, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { OTP_RESEND_COUNTDOWN_SECONDS } from '#shared/domain/constants';
import { mobileNumberSchema, otpSchema } from '#shared/domain/rules';
import { OtpField } from '#web/components/fields/OtpField';
import { ApiError } from '#web/lib/api';
import { translateRuleMessage } from '#web/lib/forms';
import { useLanguage, useT } from '#web/lib/i18n';
import type { SignInResult } from '#web/lib/session';
import { sendSignInCode, signInWithCode } from '../api/phone-sign-in';
import { StepSubmit } from './StepSubmit';
import { useCountdown } from './use-countdown';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  prefix: { color: tokens.colorNeutralForeground2 },
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
  number: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
  },
  resend: { display: 'flex', alignItems: 'center', minHeight: '32px' },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  detail: { margin: 0, color: tokens.colorPaletteRedForeground1 },
  back: { alignSelf: 'center' },
});

/** What the server said (a 400 about the code, a 429 with the wait); none for a transport error. */
function problemOf(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status === 0)
    return error instanceof Error ? error.message : fallback;
  return error.fieldErrors[0]?.message ?? error.message;
}

interface PhoneSignInProps {
  setBusy: (label?: string) => void;
  /** The code was right: the session, and the number it verified. */
  onSignedIn: (result: SignInResult, mobile: string) => void;
  /** Back to the choice of Google or a number. */
  onBack: () => void;
}

/**
 * Sign-in with a mobile number (decision 628): the number (+91), SEND CODE, then the code the SMS brought (the
 * phone's suggestion through autocomplete="one-time-code"), a 30-second countdown before Resend OTP, the
 * server's reason under 'OTP Validation Failed' after a refused code, and 'Change number' back to the number.
 */
export function PhoneSignIn({ setBusy, onSignedIn, onBack }: PhoneSignInProps) {
  const styles = useStyles();
  const t = useT();
  const language = useLanguage();
  const [stage, setStage] = useState<'number' | 'code'>('number');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<{ title?: string; detail: string }>();
  const countdown = useCountdown(OTP_RESEND_COUNTDOWN_SECONDS);
  const number = mobileNumberSchema.safeParse(mobile);
  const otp = otpSchema.safeParse(code);
  const issue = (stage === 'number' ? number : otp).error?.issues[0]?.message;
  const fieldError = issue === undefined || !(touched || submitted) ? undefined : translateRuleMessage(issue);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    setSubmitted(true);
    if (!number.success) return;
    setError(undefined);
    setBusy(t('common.pleaseWait'));
    try {
      await sendSignInCode(number.data, language);
      setBusy(undefined);
      setStage('code');
      setCode('');
      setTouched(false);
      setSubmitted(false);
      countdown.restart();
    } catch (problem: unknown) {
      setBusy(undefined);
      setError({ detail: problemOf(problem, t('auth.codeNotSent')) });
    }
  }

  async function resend() {
    setError(undefined);
    countdown.restart();
    try {
      await sendSignInCode(mobile, language);
      setCode('');
      setTouched(false);
    } catch (problem: unknown) {
      setError({ detail: problemOf(problem, t('auth.codeNotSent')) });
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!otp.success) return;
    setError(undefined);
    setBusy(t('auth.validating'));
    try {
      const result = await signInWithCode(mobile, otp.data);
      setBusy(undefined);
      onSignedIn(result, mobile);
    } catch (problem: unknown) {
      setBusy(undefined);
      setError({ title: t('auth.otpFailed'), detail: problemOf(problem, t('auth.otpFailed')) });
    }
  }

  const problem = error ? (
    <div role="alert">
      {error.title ? <p className={styles.error}>{error.title}</p> : null}
      <p className={error.title ? styles.detail : styles.error}>{error.detail}</p>
    </div>
  ) : null;

  if (stage === 'number') {
    return (
      <form className={styles.form} noValidate onSubmit={send}>
        <p className={styles.note}>{t('auth.phoneNote')}</p>
        <Field label={t('field.mobileNumber')} required validationMessage={fieldError}>
          <Input
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            contentBefore={<span className={styles.prefix}>+91</span>}
            value={mobile}
            onChange={(_e, data) => {
              setMobile(data.value.trim());
              setError(undefined);
            }}
            onBlur={() => setTouched(true)}
          />
        </Field>
        {problem}
        <StepSubmit disabled={!number.success}>{t('auth.sendCode')}</StepSubmit>
        <Link as="button" type="button" className={styles.back} onClick={onBack}>
          {t('auth.useGoogleInstead')}
        </Link>
      </form>
    );
  }

  return (
    <form className={styles.form} noValidate onSubmit={verify}>
      <div className={styles.number}>
        <p className={styles.note}>{t('auth.sentTo', { number: mobile })}</p>
        <Link
          as="button"
          type="button"
          onClick={() => {
            setError(undefined);
            setStage('number');
          }}
        >
          {t('auth.changeNumber')}
        </Link>
      </div>
      <OtpField
        label={t('auth.otp')}
        value={code}
        validationMessage={fieldError}
        onChange={(value) => {
          setCode(value);
          setError(undefined);
        }}
        onBlur={() => setTouched(true)}
      />
      <div className={styles.resend}>
        {countdown.running ? (
          <p className={styles.note} aria-live="off">
            {t('auth.resendIn', { seconds: countdown.seconds })}
          </p>
        ) : (
          <Button appearance="secondary" onClick={resend}>
            {t('auth.resend')}
          </Button>
        )}
      </div>
      {problem}
      <StepSubmit disabled={!otp.success}>{t('auth.validate')}</StepSubmit>
    </form>
  );
}
