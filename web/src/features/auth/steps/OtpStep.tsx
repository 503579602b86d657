import { Button, Link, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { OTP_RESEND_COUNTDOWN_SECONDS } from '#shared/domain/constants';
import { otpSchema } from '#shared/domain/rules';
import { OtpField } from '#web/components/fields/OtpField';
import { ApiError } from '#web/lib/api';
import { translateRuleMessage } from '#web/lib/forms';
import { useT } from '#web/lib/i18n';
import { resendOtp } from '../api/resend-otp';
import { validateOtp } from '../api/validate-otp';
import { StepSubmit } from './StepSubmit';
import { useCountdown } from './use-countdown';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  sentTo: { margin: 0, color: tokens.colorNeutralForeground2 },
  number: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
  },
  resend: { display: 'flex', alignItems: 'center', minHeight: '32px' },
  countdown: { margin: 0, color: tokens.colorNeutralForeground2 },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  detail: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

/** The server's message for an answer (e.g. 429, or a code that expired); none for a transport error. */
function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.status > 0 ? error.message : undefined;
}

interface OtpStepProps {
  /** The 10-digit number the code went to (resendOTP sends to it again). */
  number: string;
  setBusy: (label?: string) => void;
  onValidated: () => void;
  /** Back to the number step, still signed in, to correct the number. */
  onChangeNumber: () => void;
}

/**
 * Step 3 'Enter Your OTP': the number the code went to with 'Change number' (back to step 2), the
 * code field, a 30-second countdown before 'Resend OTP' is offered, an error line (after a wrong code, 'OTP
 * Validation Failed' and how many tries remain), and VALIDATE (disabled while the code is not 6 digits).
 */
export function OtpStep({ number, setBusy, onValidated, onChangeNumber }: OtpStepProps) {
  const styles = useStyles();
  const t = useT();
  const [otp, setOtp] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string>();
  const [detail, setDetail] = useState<string>();
  const countdown = useCountdown(OTP_RESEND_COUNTDOWN_SECONDS);
  const result = otpSchema.safeParse(otp);
  const issue = result.success ? undefined : result.error.issues[0]?.message;
  const fieldError = issue === undefined ? undefined : translateRuleMessage(issue);

  async function validate(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!result.success) return;
    setError(undefined);
    setDetail(undefined);
    setBusy(t('auth.validating'));
    try {
      const { success, triesLeft } = await validateOtp(result.data);
      setBusy(undefined);
      if (success) onValidated();
      else {
        // The spec's text, then how many more codes may be tried.
        setError(t('auth.otpFailed'));
        setDetail(triesLeft === undefined ? undefined : t('auth.otpTriesLeft', { tries: triesLeft }));
      }
    } catch (e: unknown) {
      setBusy(undefined);
      setError(serverMessage(e));
    }
  }

  async function resend() {
    // The old code's failure no longer applies: a new code is on its way.
    setError(undefined);
    setDetail(undefined);
    countdown.restart();
    try {
      await resendOtp(number);
      // The code typed for the old SMS is void now; an empty field waits for the new one.
      setOtp('');
      setTouched(false);
    } catch (e: unknown) {
      setError(serverMessage(e));
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={validate}>
      <div className={styles.number}>
        {number ? <p className={styles.sentTo}>{t('auth.sentTo', { number })}</p> : null}
        <Link as="button" type="button" onClick={onChangeNumber}>
          {t('auth.changeNumber')}
        </Link>
      </div>
      <OtpField
        label={t('auth.otp')}
        value={otp}
        validationMessage={touched ? fieldError : undefined}
        onChange={(value) => {
          setOtp(value);
          setError(undefined);
          setDetail(undefined);
        }}
        onBlur={() => setTouched(true)}
      />
      <div className={styles.resend}>
        {countdown.running ? (
          <p className={styles.countdown} aria-live="off">
            {t('auth.resendIn', { seconds: countdown.seconds })}
          </p>
        ) : (
          <Button appearance="secondary" onClick={resend}>
            {t('auth.resend')}
          </Button>
        )}
      </div>
      {error ? (
        <div role="alert">
          <p className={styles.error}>{error}</p>
          {detail ? <p className={styles.detail}>{detail}</p> : null}
        </div>
      ) : null}
      <StepSubmit disabled={!result.success}>{t('auth.validate')}</StepSubmit>
    </form>
  );
}
