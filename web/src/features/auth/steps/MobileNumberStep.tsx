import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { mobileNumberSchema } from '#shared/domain/rules';
import { translateRuleMessage } from '#web/lib/forms';
import { useT } from '#web/lib/i18n';
import { readRegistrationNumber } from '#web/lib/worker-storage';
import { StepSubmit } from './StepSubmit';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  prefix: { color: tokens.colorNeutralForeground2 },
});

/** Step 2 'Enter Mobile Number'. CONTINUE stays disabled while the number is invalid. */
export function MobileNumberStep({ onSubmit }: { onSubmit: (number: string) => void }) {
  const styles = useStyles();
  const t = useT();
  const [number, setNumber] = useState(readRegistrationNumber);
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const result = mobileNumberSchema.safeParse(number);
  const issue = result.success ? undefined : result.error.issues[0]?.message;
  const error = issue === undefined ? undefined : translateRuleMessage(issue);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (result.success) onSubmit(result.data);
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <Field
        label={t('field.mobileNumber')}
        required
        validationMessage={touched || submitted ? error : undefined}
      >
        <Input
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          contentBefore={<span className={styles.prefix}>+91</span>}
          value={number}
          onChange={(_e, data) => setNumber(data.value.trim())}
          onBlur={() => setTouched(true)}
        />
      </Field>
      <StepSubmit disabled={!result.success}>{t('auth.continue')}</StepSubmit>
    </form>
  );
}
