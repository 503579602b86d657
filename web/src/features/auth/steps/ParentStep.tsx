import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import type { PrivacyStatus } from '#shared/api/privacy';
import { mobileNumberSchema, nameSchema } from '#shared/domain/rules';
import { PRODUCT_NAME } from '#web/content/site';
import type { ApiError } from '#web/lib/api';
import { formatDateTime } from '#web/lib/format';
import { errorsByField, useFormTouch } from '#web/lib/forms';
import { activeLanguage, useT } from '#web/lib/i18n';
import { apiProblemOf } from '#web/lib/use-submit';
import { getPrivacy } from '../api/get-privacy';
import { requestParentConsent } from '../api/request-parent-consent';
import { StepProblem } from './StepProblem';
import { StepSubmit } from './StepSubmit';
import { useStepSubmit } from './use-step-submit';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  text: { margin: 0 },
  prefix: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  action: { minHeight: '40px' },
  change: { alignSelf: 'flex-start' },
});

interface ParentStepProps {
  /** Where things stand (getPrivacy's answer, or the last call's). */
  status: PrivacyStatus;
  /** The date of birth the consent step was given, while the account has none yet. */
  dob: string;
  setBusy: (label?: string) => void;
  onStatus: (status: PrivacyStatus) => void;
}

/** The parent's name and number this browser sent (a resend needs the whole number; the server keeps it masked). */
interface ParentContact {
  parentName: string;
  parentMobile: string;
}

/**
 * The parent's step, for a worker under 18: the parent's or guardian's name and mobile number, then
 * a waiting view: to whom the link went, until when it works, "Send the link again", "Check again".
 */
export function ParentStep({ status, dob, setBusy, onStatus }: ParentStepProps) {
  const [sent, setSent] = useState<ParentContact>();
  const [editing, setEditing] = useState(false);
  const waiting = status.state === 'parentPending' && status.parent !== undefined && !editing;
  if (waiting && status.parent)
    return (
      <ParentWaiting
        status={status}
        contact={sent}
        setBusy={setBusy}
        onStatus={onStatus}
        onChange={() => setEditing(true)}
      />
    );
  return (
    <ParentForm
      initialName={sent?.parentName ?? status.parent?.name ?? ''}
      dob={status.dob ? '' : dob}
      again={status.parent !== undefined}
      setBusy={setBusy}
      onSent={(contact, next) => {
        setSent(contact);
        setEditing(false);
        onStatus(next);
      }}
    />
  );
}

type FieldName = 'parentName' | 'parentMobile';

interface ParentFormProps {
  initialName: string;
  /** Sent along while the account has no date of birth yet; '' when it has one. */
  dob: string;
  /** A link was sent before: this sends a new one (the old one stops working). */
  again: boolean;
  setBusy: (label?: string) => void;
  onSent: (contact: ParentContact, status: PrivacyStatus) => void;
}

function ParentForm({ initialName, dob, again, setBusy, onSent }: ParentFormProps) {
  const styles = useStyles();
  const t = useT();
  const [parentName, setParentName] = useState(initialName);
  const [parentMobile, setParentMobile] = useState('');
  const { problem, submit: send } = useStepSubmit<ApiError>(setBusy);
  const { touch, shows, setSubmitted } = useFormTouch<FieldName>();
  const nameResult = nameSchema.safeParse(parentName);
  const mobileResult = mobileNumberSchema.safeParse(parentMobile);
  const errors = errorsByField<FieldName>([
    ...(nameResult.success
      ? []
      : nameResult.error.issues.map((issue) => ({ ...issue, path: ['parentName'] }))),
    ...(mobileResult.success
      ? []
      : mobileResult.error.issues.map((issue) => ({ ...issue, path: ['parentMobile'] }))),
  ]);
  const message = (field: FieldName) => (shows(field) ? errors[field] : undefined);
  const valid = nameResult.success && mobileResult.success;

  function submit(event: FormEvent) {
    setSubmitted(true);
    const contact =
      nameResult.success && mobileResult.success
        ? { parentName: nameResult.data, parentMobile: mobileResult.data }
        : undefined;
    return send(
      event,
      contact !== undefined &&
        (async () => {
          const status = await requestParentConsent({
            ...contact,
            ...(dob ? { dob } : {}),
            language: activeLanguage(),
          });
          onSent(contact, status);
        }),
    );
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.text}>
        {t(again ? 'parent.introAgain' : 'parent.intro', { product: PRODUCT_NAME })}
      </p>
      <Field label={t('parent.name')} required validationMessage={message('parentName')}>
        <Input
          value={parentName}
          maxLength={100}
          onChange={(_e, data) => setParentName(data.value)}
          onBlur={() => touch('parentName')}
        />
      </Field>
      <Field label={t('parent.mobile')} required validationMessage={message('parentMobile')}>
        <Input
          type="tel"
          inputMode="numeric"
          maxLength={10}
          contentBefore={<span className={styles.prefix}>+91</span>}
          value={parentMobile}
          onChange={(_e, data) => setParentMobile(data.value.trim())}
          onBlur={() => touch('parentMobile')}
        />
      </Field>
      {problem ? <StepProblem title={t('parent.notSent')} problem={problem} /> : null}
      <StepSubmit disabled={!valid}>{t('parent.send')}</StepSubmit>
    </form>
  );
}

interface ParentWaitingProps {
  status: PrivacyStatus;
  /** What this browser sent, for "Send the link again"; unknown after a reload (then the form asks again). */
  contact: ParentContact | undefined;
  setBusy: (label?: string) => void;
  onStatus: (status: PrivacyStatus) => void;
  onChange: () => void;
}

function ParentWaiting({ status, contact, setBusy, onStatus, onChange }: ParentWaitingProps) {
  const styles = useStyles();
  const t = useT();
  const [note, setNote] = useState<string>();
  // Each call says its own failure (its title), so the problem is made in the call rather than by useSubmit.
  const { problem, submit } = useStepSubmit<{ title: string; error: ApiError }>(setBusy);
  const parent = status.parent;
  if (!parent) return null;

  const run = (title: string, call: () => Promise<PrivacyStatus>, done: (next: PrivacyStatus) => string) =>
    submit(undefined, async () => {
      setNote(undefined);
      let next: PrivacyStatus;
      try {
        next = await call();
      } catch (error: unknown) {
        return { title, error: apiProblemOf(error) };
      }
      setNote(done(next));
      onStatus(next);
    });

  function checkAgain() {
    void run(t('parent.notChecked'), getPrivacy, () => t('parent.notYet'));
  }

  function resend() {
    // The server keeps the number masked: after a reload the worker types it again.
    if (!contact) {
      onChange();
      return;
    }
    void run(
      t('parent.notSent'),
      () => requestParentConsent({ ...contact, language: activeLanguage() }),
      () => t('parent.resent'),
    );
  }

  return (
    <div className={styles.form}>
      <p className={styles.text}>{t('parent.sentTo', { name: parent.name, mobile: parent.mobile })}</p>
      <p className={styles.text}>{t('parent.expires', { date: formatDateTime(parent.expiresAt) })}</p>
      <p className={styles.text}>{t('parent.waiting', { product: PRODUCT_NAME })}</p>
      <p className={styles.text} role="status">
        {note}
      </p>
      {problem ? <StepProblem title={problem.title} problem={problem.error} /> : null}
      <div className={styles.actions}>
        <Button appearance="primary" size="large" className={styles.action} onClick={checkAgain}>
          {t('parent.checkAgain')}
        </Button>
        <Button appearance="secondary" size="large" className={styles.action} onClick={resend}>
          {t('parent.resend')}
        </Button>
      </div>
      <Button appearance="transparent" className={styles.change} onClick={onChange}>
        {t('parent.change')}
      </Button>
    </div>
  );
}
