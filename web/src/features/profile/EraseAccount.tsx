import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ErasureChallengeView } from '#shared/api/erasure';
import { otpSchema } from '#shared/domain/rules';
import { OtpField } from '#web/components/fields/OtpField';
import { markAccountErased } from '#web/components/privacy/AccountErasedNotice';
import { ApiError } from '#web/lib/api';
import { translateRuleMessage } from '#web/lib/forms';
import { useT } from '#web/lib/i18n';
import { paths, withHash } from '#web/lib/paths';
import { useSession } from '#web/lib/session';
import { useTypography } from '#web/lib/typography';
import { useSubmit } from '#web/lib/use-submit';
import { confirmErasure } from './api/confirm-erasure';
import { requestErasure } from './api/request-erasure';

const useStyles = makeStyles({
  block: {
    marginTop: tokens.spacingVerticalXL,
    paddingTop: tokens.spacingVerticalL,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  text: { margin: 0 },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '420px' },
});

type Stage = { step: 'start' } | { step: 'explain' } | { step: 'code'; challenge: ErasureChallengeView };

/** The server's words for a refusal (a 429's wait, an expired code); a generic line when nothing answered. */
function problemText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status > 0 ? error.message : fallback;
}

/**
 * "Erase my account" in the Privacy section: what goes and what is kept, a code by SMS to the
 * verified number, the code typed in, then the account is gone: signed out, on the landing page with a
 * confirmation. Every refusal (a wrong or expired code, too many codes, no connection) keeps the step on screen
 * with its reason, and Cancel goes back at any time.
 */
export function EraseAccount() {
  const styles = useStyles();
  const type = useTypography();
  const t = useT();
  const session = useSession();
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>({ step: 'start' });
  const { busy, problem, submit, clearProblem } = useSubmit<string>({
    problemOf: (error) => problemText(error, t('eraseAccount.failed')),
  });
  const [otp, setOtp] = useState('');
  const [touched, setTouched] = useState(false);
  const parsed = otpSchema.safeParse(otp);
  const issue = parsed.success ? undefined : parsed.error.issues[0]?.message;

  const cancel = () => {
    setStage({ step: 'start' });
    clearProblem();
    setOtp('');
    setTouched(false);
  };

  const sendCode = () =>
    submit(undefined, async () => {
      const challenge = await requestErasure();
      setOtp('');
      setTouched(false);
      setStage({ step: 'code', challenge });
    });

  function confirm(event: FormEvent) {
    setTouched(true);
    return submit(
      event,
      parsed.success &&
        (async () => {
          await confirmErasure(parsed.data);
          // The account is gone: the server would refuse the token anyway (no sign-out call).
          markAccountErased();
          session.signOut({ revoke: false });
          navigate(paths.home);
        }),
    );
  }

  return (
    <section className={styles.block} aria-labelledby="erase-account-title">
      <h3 id="erase-account-title" className={type.cardTitle}>
        {t('eraseAccount.title')}
      </h3>
      {stage.step === 'start' ? (
        <>
          <p className={styles.text}>{t('eraseAccount.intro')}</p>
          <div className={styles.actions}>
            <Button appearance="secondary" onClick={() => setStage({ step: 'explain' })}>
              {t('eraseAccount.start')}
            </Button>
          </div>
        </>
      ) : null}
      {stage.step === 'explain' ? (
        <>
          <p className={styles.text}>{t('eraseAccount.whatGoes')}</p>
          <ul className={styles.list}>
            <li>{t('eraseAccount.goesProfile')}</li>
            <li>{t('eraseAccount.goesDocuments')}</li>
            <li>{t('eraseAccount.goesApplications')}</li>
            <li>{t('eraseAccount.goesConsent')}</li>
          </ul>
          <p className={styles.text}>{t('eraseAccount.whatIsKept')}</p>
          <p className={styles.text}>{t('eraseAccount.final')}</p>
          <div className={styles.actions}>
            <Button appearance="primary" disabled={busy} onClick={() => void sendCode()}>
              {t('eraseAccount.sendCode')}
            </Button>
            <Button appearance="secondary" disabled={busy} onClick={cancel}>
              {t('eraseAccount.cancel')}
            </Button>
          </div>
        </>
      ) : null}
      {stage.step === 'code' && stage.challenge.confirmBy === 'google' ? (
        <>
          <p className={styles.text}>{t('eraseAccount.noNumber')}</p>
          <a className={type.link} href={withHash(paths.privacy, 'contact')}>
            {t('profilePrivacy.contactLink')}
          </a>
          <div className={styles.actions}>
            <Button appearance="secondary" onClick={cancel}>
              {t('eraseAccount.cancel')}
            </Button>
          </div>
        </>
      ) : null}
      {stage.step === 'code' && stage.challenge.confirmBy === 'sms' ? (
        <form className={styles.form} noValidate onSubmit={(event) => void confirm(event)}>
          <p className={styles.text}>{t('eraseAccount.codeSent', { number: stage.challenge.mobile })}</p>
          <OtpField
            label={t('eraseAccount.code')}
            value={otp}
            validationMessage={touched && issue ? translateRuleMessage(issue) : undefined}
            onChange={(value) => {
              setOtp(value);
              clearProblem();
            }}
            onBlur={() => setTouched(true)}
          />
          <div className={styles.actions}>
            <Button appearance="primary" type="submit" disabled={busy}>
              {t('eraseAccount.confirm')}
            </Button>
            <Button appearance="secondary" disabled={busy} onClick={() => void sendCode()}>
              {t('eraseAccount.newCode')}
            </Button>
            <Button appearance="secondary" disabled={busy} onClick={cancel}>
              {t('eraseAccount.cancel')}
            </Button>
          </div>
        </form>
      ) : null}
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
