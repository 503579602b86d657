/**
 * The nominee (DPDP Act s.14): who it is, and a form to name, change or remove them. The name follows the
 * server's name rule and the contact must be a 10-digit mobile number or an e-mail address (shared rules);
 * a refusal leaves the form as it was, with the reason.
 */
import { Button, Field, Input } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import type { NomineeView } from '#shared/api/rights';
import { nomineeContactKind } from '#shared/domain/grievances';
import { nameSchema } from '#shared/domain/rules';
import { formatDate } from '#web/lib/format';
import { translateRuleMessage } from '#web/lib/forms';
import { useT } from '#web/lib/i18n';
import { useTypography } from '#web/lib/typography';
import { apiProblemOf, useSubmit } from '#web/lib/use-submit';
import { useSetNominee } from '../api/set-nominee';
import { useRightsStyles } from './styles';

export function NomineePart({ nominee }: { nominee: NomineeView | undefined }) {
  const styles = useRightsStyles();
  const type = useTypography();
  const t = useT();
  const save = useSetNominee();
  const [editing, setEditing] = useState(false);
  const [note, setNote] = useState<string>();
  const { busy, problem, submit } = useSubmit<string>({
    problemOf: (error) => t('rights.nominee.notSaved', { reason: apiProblemOf(error).message }),
  });

  const send = (next: { name: string; contact: string } | null) =>
    submit(undefined, async () => {
      setNote(undefined);
      await save(next);
      setNote(t(next ? 'rights.nominee.saved' : 'rights.nominee.removed'));
      setEditing(false);
    });

  return (
    <div className={styles.part}>
      <h3 className={type.cardTitle}>{t('rights.nominee.title')}</h3>
      <p className={styles.note}>{t('rights.nominee.explained')}</p>
      <p className={styles.text}>
        {nominee
          ? t('rights.nominee.current', {
              name: nominee.name,
              contact: nominee.contact,
              date: formatDate(nominee.setAt),
            })
          : t('rights.nominee.none')}
      </p>
      {editing ? (
        <NomineeForm
          initial={nominee}
          busy={busy}
          onSave={(next) => void send(next)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className={styles.actions}>
          <Button onClick={() => setEditing(true)} disabled={busy}>
            {t(nominee ? 'rights.nominee.change' : 'rights.nominee.add')}
          </Button>
          {nominee ? (
            <Button appearance="subtle" onClick={() => void send(null)} disabled={busy}>
              {t('rights.nominee.remove')}
            </Button>
          ) : null}
        </div>
      )}
      {/* Only while there is something to say: the profile form's own status stays the page's one. */}
      {problem || note ? (
        <p className={problem ? styles.error : styles.note} role="status">
          {problem ?? note}
        </p>
      ) : null}
    </div>
  );
}

function NomineeForm({
  initial,
  busy,
  onSave,
  onCancel,
}: {
  initial: NomineeView | undefined;
  busy: boolean;
  onSave: (nominee: { name: string; contact: string }) => void;
  onCancel: () => void;
}) {
  const styles = useRightsStyles();
  const t = useT();
  const [name, setName] = useState(initial?.name ?? '');
  const [contact, setContact] = useState(initial?.contact ?? '');
  const [submitted, setSubmitted] = useState(false);

  const nameCheck = nameSchema.safeParse(name);
  const nameError = nameCheck.success
    ? undefined
    : translateRuleMessage(nameCheck.error.issues[0]?.message ?? '');
  const contactError = nomineeContactKind(contact.trim()) ? undefined : t('rights.nominee.contactInvalid');

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (nameError || contactError) return;
    onSave({ name: name.trim(), contact: contact.trim() });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field label={t('rights.nominee.name')} required validationMessage={submitted ? nameError : undefined}>
        <Input value={name} onChange={(_event, data) => setName(data.value)} autoComplete="off" />
      </Field>
      <Field
        label={t('rights.nominee.contact')}
        required
        hint={t('rights.nominee.contactHint')}
        validationMessage={submitted ? contactError : undefined}
      >
        <Input value={contact} onChange={(_event, data) => setContact(data.value)} autoComplete="off" />
      </Field>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={busy}>
          {t('rights.nominee.save')}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {t('rights.nominee.cancel')}
        </Button>
      </div>
    </form>
  );
}
