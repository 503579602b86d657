import { Button, Checkbox, Field, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import type { PrivacyStatus } from '#shared/api/privacy';
import { isMinor, PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import { dobSchema } from '#shared/domain/rules';
import { DateOfBirthInput } from '#web/components/fields/PersonalFields';
import { NoticeSummary } from '#web/components/privacy/NoticeSummary';
import { PRODUCT_NAME } from '#web/content/site';
import type { ApiError } from '#web/lib/api';
import { translateRuleMessage } from '#web/lib/forms';
import { activeLanguage, useT } from '#web/lib/i18n';
import { giveConsent } from '../api/give-consent';
import { StepProblem } from './StepProblem';
import { StepSubmit } from './StepSubmit';
import { useStepSubmit } from './use-step-submit';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  text: { margin: 0 },
  boxes: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  next: { alignSelf: 'stretch', minHeight: '40px' },
});

interface ConsentStepProps {
  /** `signUp`: the date of birth first; `noticeUpdate`: a new notice version, the date of birth known. */
  screen: 'signUp' | 'noticeUpdate';
  setBusy: (label?: string) => void;
  /** Consent recorded (the answer's state is `given`). */
  onGiven: (status: PrivacyStatus) => void;
  /** The date of birth given is under 18's: a parent or guardian consents instead (the parent's step). */
  onMinor: (dob: string) => void;
}

/**
 * The consent step, before Personal Details: the date of birth first, as it decides who consents;
 * for an adult, the notice in short, a required box for the account and a separate optional box for SMS
 * updates, nothing ticked, and a submit disabled until the required box is ticked. On a new notice version the
 * same boxes without the date of birth.
 */
export function ConsentStep({ screen, setBusy, onGiven, onMinor }: ConsentStepProps) {
  const styles = useStyles();
  const t = useT();
  const [dob, setDob] = useState('');
  const [dobTouched, setDobTouched] = useState(false);
  const [account, setAccount] = useState(false);
  const [smsUpdates, setSmsUpdates] = useState(false);
  const { problem, submit: send, clearProblem } = useStepSubmit<ApiError>(setBusy);
  const asksDob = screen === 'signUp';
  const dobResult = dobSchema.safeParse(dob);
  const dobIssue = dobResult.success ? undefined : dobResult.error.issues[0]?.message;
  const dobKnown = !asksDob || dobResult.success;
  const minor = asksDob && dobResult.success && isMinor(dob);

  const submit = (event: FormEvent) =>
    send(
      event,
      account &&
        dobKnown &&
        !minor &&
        (async () => {
          const status = await giveConsent({
            noticeVersion: PRIVACY_NOTICE_VERSION,
            language: activeLanguage(),
            accept: true,
            smsUpdates,
            ...(asksDob ? { dob } : {}),
            screen,
          });
          onGiven(status);
        }),
    );

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      {asksDob ? (
        <>
          <p className={styles.text}>{t('consent.dobFirst')}</p>
          <Field
            label={t('field.dob')}
            hint={t('field.dobHint')}
            required
            validationMessage={dobTouched && dobIssue ? translateRuleMessage(dobIssue) : undefined}
          >
            <DateOfBirthInput
              value={dob}
              onChange={(value) => {
                setDob(value);
                clearProblem();
              }}
              onBlur={() => setDobTouched(true)}
            />
          </Field>
        </>
      ) : (
        <p className={styles.text}>{t('consent.noticeChanged', { version: PRIVACY_NOTICE_VERSION })}</p>
      )}
      {minor ? (
        <>
          <p className={styles.text} role="status">
            {t('consent.minor', { product: PRODUCT_NAME })}
          </p>
          <Button appearance="primary" size="large" className={styles.next} onClick={() => onMinor(dob)}>
            {t('consent.continue')}
          </Button>
        </>
      ) : null}
      {dobKnown && !minor ? (
        <>
          <NoticeSummary />
          <div className={styles.boxes}>
            <Checkbox
              required
              checked={account}
              onChange={(_e, data) => setAccount(data.checked === true)}
              label={t('consent.accountBox', { product: PRODUCT_NAME })}
            />
            <Checkbox
              checked={smsUpdates}
              onChange={(_e, data) => setSmsUpdates(data.checked === true)}
              label={t('consent.smsBox')}
            />
          </div>
          {problem ? <StepProblem title={t('consent.notSaved')} problem={problem} /> : null}
          <StepSubmit disabled={!account}>{t('consent.agree')}</StepSubmit>
        </>
      ) : null}
    </form>
  );
}
