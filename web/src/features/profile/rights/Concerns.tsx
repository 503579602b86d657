/**
 * Concerns (DPDP Act s.13): the form to raise one (a category from the fixed list and up to 2000 characters),
 * who it goes to (the privacy contact the notice names, from /config.json), and the worker's concerns with
 * their due dates and every reply. A refusal leaves the form as it was, with the reason.
 */
import { Button, Field, Select, Textarea } from '@fluentui/react-components';
import { type FormEvent, useEffect, useState } from 'react';
import type { WorkerGrievance } from '#shared/api/rights';
import { GRIEVANCE_CATEGORIES, GRIEVANCE_TEXT_MAX, type GrievanceCategory } from '#shared/domain/grievances';
import { formatDate } from '#web/lib/format';
import { useT } from '#web/lib/i18n';
import { concernAnchor } from '#web/lib/paths';
import { loadSiteConfig, type PrivacyContact } from '#web/lib/site-config';
import { useTypography } from '#web/lib/typography';
import { apiProblemOf, useSubmit } from '#web/lib/use-submit';
import { useRaiseGrievance } from '../api/raise-grievance';
import { useRightsStyles } from './styles';

/** The privacy contact of this deployment; undefined while unknown or when none is set. */
function usePrivacyContact(): PrivacyContact | undefined {
  const [contact, setContact] = useState<PrivacyContact>();
  useEffect(() => {
    let current = true;
    loadSiteConfig().then(
      (config) => current && setContact(config.privacyContact),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return contact;
}

export function Concerns({ grievances }: { grievances: readonly WorkerGrievance[] }) {
  const styles = useRightsStyles();
  const type = useTypography();
  const t = useT();
  return (
    <div className={styles.part}>
      <h3 className={type.cardTitle}>{t('rights.concerns.title')}</h3>
      <p className={styles.note}>{t('rights.concerns.explained')}</p>
      <ConcernForm />
      <h4 className={styles.ticketTitle}>{t('rights.concerns.yours')}</h4>
      {grievances.length ? (
        <ul className={styles.list}>
          {grievances.map((grievance) => (
            <ConcernItem key={grievance.id} grievance={grievance} />
          ))}
        </ul>
      ) : (
        <p className={styles.text}>{t('rights.concerns.none')}</p>
      )}
    </div>
  );
}

function ConcernForm() {
  const styles = useRightsStyles();
  const t = useT();
  const raise = useRaiseGrievance();
  const contact = usePrivacyContact();
  const [category, setCategory] = useState<GrievanceCategory>('myData');
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [note, setNote] = useState<string>();
  const {
    busy,
    problem,
    submit: send,
  } = useSubmit<string>({
    onAttempt: () => setSubmitted(true),
    problemOf: (error) => t('rights.concerns.notRaised', { reason: apiProblemOf(error).message }),
  });

  const length = text.trim().length;
  const textError =
    length === 0
      ? t('rights.concerns.textRequired')
      : length > GRIEVANCE_TEXT_MAX
        ? t('rights.concerns.textTooLong', { max: GRIEVANCE_TEXT_MAX })
        : /[<>]/.test(text)
          ? t('validation.markup', { field: t('rights.concerns.text') })
          : undefined;

  const submit = (event: FormEvent) =>
    send(
      event,
      !textError &&
        (async () => {
          setNote(undefined);
          const raised = await raise(category, text.trim());
          setNote(t('rights.concerns.raised', { id: raised.id, date: formatDate(raised.dueAt) }));
          setText('');
          setSubmitted(false);
        }),
    );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.text}>
        {contact
          ? t('rights.concerns.contact', { name: contact.name, email: contact.email })
          : t('rights.concerns.contactUnknown')}
      </p>
      <Field label={t('rights.concerns.category')} required>
        <Select value={category} onChange={(_event, data) => setCategory(data.value as GrievanceCategory)}>
          {GRIEVANCE_CATEGORIES.map((code) => (
            <option key={code} value={code}>
              {t(`rights.category.${code}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={t('rights.concerns.text')}
        required
        hint={t('rights.concerns.count', { count: length, max: GRIEVANCE_TEXT_MAX })}
        validationMessage={submitted ? textError : undefined}
      >
        <Textarea value={text} onChange={(_event, data) => setText(data.value)} rows={5} resize="vertical" />
      </Field>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={busy}>
          {t('rights.concerns.raise')}
        </Button>
      </div>
      {/* Only while there is something to say: the profile form's own status stays the page's one. */}
      {problem || note ? (
        <p className={problem ? styles.error : styles.note} role="status">
          {problem ?? note}
        </p>
      ) : null}
    </form>
  );
}

function ConcernItem({ grievance }: { grievance: WorkerGrievance }) {
  const styles = useRightsStyles();
  const t = useT();
  return (
    // The bell's entry for a reply leads here (components/notifications/entry.ts).
    <li className={styles.ticket} id={concernAnchor(grievance.id)}>
      <h5 className={styles.ticketTitle}>
        {t('rights.concerns.ticket', {
          id: grievance.id,
          category: t(`rights.category.${grievance.category}`),
        })}
      </h5>
      <span className={grievance.state === 'overdue' ? styles.overdue : styles.state}>
        {t(`rights.concerns.state.${grievance.state}`)}
      </span>
      <p className={styles.note}>
        {t('rights.concerns.dates', {
          raised: formatDate(grievance.raisedAt),
          due: formatDate(grievance.dueAt),
        })}
      </p>
      <p className={styles.quote}>{grievance.text}</p>
      {grievance.replies.length ? (
        grievance.replies.map((reply) => (
          <p key={reply.at} className={styles.reply}>
            <span className={styles.replyLabel}>
              {t('rights.concerns.reply', { date: formatDate(reply.at) })}
            </span>
            {reply.text}
          </p>
        ))
      ) : (
        <p className={styles.note}>{t('rights.concerns.noReply')}</p>
      )}
    </li>
  );
}
