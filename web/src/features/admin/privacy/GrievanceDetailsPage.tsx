/**
 * `/admin/grievances/{reference}`: what the worker wrote, in which language, when it is due,
 * every reply, and the reply form and Close. A reply tells the worker by SMS (or e-mail); the page says which.
 * A refusal leaves the form as it was, with the reason.
 */
import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  ProgressBar,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  GRIEVANCE_CATEGORY_NAMES,
  GRIEVANCE_ID_PATTERN,
  GRIEVANCE_REPLY_MAX,
} from '#shared/domain/grievances';
import { BackLink } from '#web/components/back-office/BackLink';
import { TableCard } from '#web/components/back-office/TableCard';
import { DetailList } from '#web/components/DetailList';
import { PageTitle } from '#web/components/PageTitle';
import { LANGUAGE_NAMES } from '#web/lib/i18n';
import { paths } from '#web/lib/paths';
import { apiProblemOf, useSubmit } from '#web/lib/use-submit';
import { type Grievance, useAnswerGrievance, useGrievance } from '../api/grievances';
import { istDate, STATE_TEXT } from './grievance-values';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  text: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  muted: { margin: 0, color: tokens.colorNeutralForeground2 },
  thread: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  reply: {
    paddingLeft: tokens.spacingHorizontalM,
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

const NOTIFIED_TEXT = {
  sms: 'Reply sent. The worker was told by SMS.',
  email: 'Reply sent. The worker was told by e-mail.',
  none: 'Reply saved. The worker could not be told by SMS or e-mail; they see it in their Privacy section.',
} as const;

export function GrievanceDetailsPage() {
  const styles = useStyles();
  const { id = '' } = useParams();
  const valid = GRIEVANCE_ID_PATTERN.test(id);
  const { data, error, isLoading } = useGrievance(valid ? id : 'none');
  const ticket = valid ? data?.data : undefined;

  let body: ReactNode = null;
  if (valid && isLoading) body = <ProgressBar aria-label="Loading the grievance" thickness="medium" />;
  else if (ticket) body = <DetailList items={details(ticket)} missing="—" />;
  else if (!valid || error?.status === 404)
    body = <p className={styles.muted}>No grievance {id} was found.</p>;
  else if (error) body = <p className={styles.muted}>The grievance did not load: {error.message}</p>;

  return (
    <div className={styles.page}>
      <PageTitle title="Grievance" />
      <div>
        <BackLink to={paths.adminGrievances}>All grievances</BackLink>
        <TableCard headingId="grievance-title" title={`Grievance ${id}`} level={1}>
          {body}
        </TableCard>
      </div>
      {ticket ? <Thread ticket={ticket} /> : null}
    </div>
  );
}

function details(ticket: Grievance) {
  return [
    { term: 'Worker', value: `${ticket.workerName || '(erased)'} (user ID ${ticket.userId})` },
    { term: 'About', value: GRIEVANCE_CATEGORY_NAMES[ticket.category] },
    { term: 'Written in', value: LANGUAGE_NAMES[ticket.language] },
    { term: 'Raised', value: istDate(ticket.raisedAt) },
    { term: 'Due', value: istDate(ticket.dueAt) },
    { term: 'State', value: STATE_TEXT[ticket.state] },
  ];
}

function Thread({ ticket }: { ticket: Grievance }) {
  const styles = useStyles();
  const answer = useAnswerGrievance(ticket.id);
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [note, setNote] = useState<string>();
  const {
    busy,
    problem,
    submit: send,
  } = useSubmit<string>({
    problemOf: (error) => `Not done: ${apiProblemOf(error).message}`,
  });
  const closed = ticket.state === 'closed';
  const length = text.trim().length;
  const textError =
    length === 0
      ? 'Please write a reply'
      : length > GRIEVANCE_REPLY_MAX
        ? `Please keep the reply to ${GRIEVANCE_REPLY_MAX} characters`
        : /[<>]/.test(text)
          ? 'The reply must not contain < or >'
          : undefined;

  const run = (
    event: FormEvent | undefined,
    input: false | { action: 'reply'; text: string } | { action: 'close' },
  ) =>
    send(
      event,
      input &&
        (async () => {
          setNote(undefined);
          const result = await answer(input);
          if (input.action === 'reply') {
            setNote(NOTIFIED_TEXT[result.notified]);
            setText('');
            setSubmitted(false);
          } else setNote('The grievance is closed.');
        }),
    );

  function submit(event: FormEvent) {
    setSubmitted(true);
    void run(event, !textError && { action: 'reply', text: text.trim() });
  }

  return (
    <TableCard headingId="grievance-thread" title="What the worker wrote, and the replies">
      <ol className={styles.thread}>
        <li>
          <p className={styles.muted}>The worker, {istDate(ticket.raisedAt)}:</p>
          <p className={styles.text}>{ticket.text}</p>
        </li>
        {ticket.thread.map((reply) => (
          <li key={reply.at} className={styles.reply}>
            <p className={styles.muted}>
              Reply by admin {reply.byStaffId}, {istDate(reply.at)}:
            </p>
            <p className={styles.text}>{reply.text}</p>
          </li>
        ))}
      </ol>
      {closed ? (
        <p className={styles.muted}>
          Closed on {istDate(ticket.closedAt ?? ticket.raisedAt)}: no more replies.
        </p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-label="Reply">
          <Field
            label="Reply to the worker"
            required
            hint={`${length} of ${GRIEVANCE_REPLY_MAX} characters. Write in ${LANGUAGE_NAMES[ticket.language]} if you can: the worker reads it as written.`}
            validationMessage={submitted ? textError : undefined}
          >
            <Textarea
              value={text}
              onChange={(_event, data) => setText(data.value)}
              rows={5}
              resize="vertical"
            />
          </Field>
          <div className={styles.actions}>
            <Button type="submit" appearance="primary" disabled={busy}>
              Send reply
            </Button>
            <Button onClick={() => void run(undefined, { action: 'close' })} disabled={busy}>
              Close grievance
            </Button>
          </div>
        </form>
      )}
      {problem ? (
        <MessageBar intent="error">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      ) : null}
      <p className={styles.muted} role="status">
        {note}
      </p>
    </TableCard>
  );
}
