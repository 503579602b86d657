import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Select,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import type { ThreadEntry } from '#shared/api/application-threads';
import { MESSAGE_TEXT_MAX, messageTextSchema } from '#shared/domain/application-threads';
import { ALL_APPLICATION_STATUSES, labelOf, type SiteLanguage } from '#shared/domain/codes';
import {
  MESSAGE_TEMPLATES,
  type MessageTemplate,
  NOT_SELECTED_REASONS,
  type NotSelectedReason,
  REASON_NAMES,
  TEMPLATE_NAMES,
  templateText,
} from '#shared/domain/message-templates';
import { RULES } from '#shared/domain/moderation/rules';
import { LoadProblem } from '#web/components/LoadState';
import { ApiError } from '#web/lib/api';
import { useSubmit } from '#web/lib/use-submit';
import { useThread } from '#web/lib/use-thread';
import {
  applicantThreadKey,
  getApplicantThread,
  sendApplicantMessage,
  translateApplicantMessage,
} from '../api/applicant-thread';
import type { ApplicationDetails } from '../api/get-application-details';
import { staffTime } from './staff-time';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  entry: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingLeft: tokens.spacingHorizontalM,
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke2}`,
  },
  ours: { borderLeftColor: tokens.colorBrandStroke1 },
  system: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  text: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  byline: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    overflowWrap: 'anywhere',
  },
  flag: { margin: 0, color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  note: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  pickers: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

const LANGUAGE_NAMES: Record<SiteLanguage, string> = { en: 'English', hi: 'Hindi', te: 'Telugu' };
/** The applicant's first language they know, as the template's default. */
const FIRST_LANGUAGE: Record<string, SiteLanguage> = { english: 'en', hindi: 'hi', telugu: 'te' };

/** Who wrote an entry, as the hiring side reads it. */
function byline(entry: ThreadEntry): string {
  const when = staffTime(entry.AT);
  if (entry.SIDE === 'worker') return `Applicant, ${when}`;
  const name = entry.BY_NAME?.trim() || 'Someone';
  const org = entry.BY_ORG_NAME ? `, ${entry.BY_ORG_NAME}` : '';
  return `${name} (${entry.BY_TYPE ?? 'staff'}${org}), ${when}`;
}

function systemText(entry: ThreadEntry): string {
  if (entry.SYSTEM?.KIND === 'moved') return `Moved to ${labelOf(ALL_APPLICATION_STATUSES, entry.SYSTEM.TO)}`;
  if (entry.SYSTEM?.KIND === 'interview')
    return `Interview proposed for ${entry.SYSTEM.DATE}, ${entry.SYSTEM.TIME} IST`;
  return 'Update';
}

/**
 * "Translate to English" under an applicant's message (decision 606): Amazon Translate's English under the
 * original, or why there is none; each press is a read on the worker's record, as the thread's.
 */
function TranslateMessage({
  application,
  messageId,
}: {
  application: { ID: number; USER_ID: number };
  messageId: string;
}) {
  const styles = useStyles();
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<string>();
  const press = async () => {
    setBusy(true);
    try {
      const { data } = await translateApplicantMessage(application, messageId);
      if (data.FROM === data.TO) setShown('This message is in English already.');
      else if (data.TEXT === undefined)
        setShown('Translation is not available on this site (translation is off).');
      else setShown(`Machine translation from ${LANGUAGE_NAMES[data.FROM]}: ${data.TEXT}`);
    } catch {
      setShown('The translation could not be loaded. Try again.');
    } finally {
      setBusy(false);
    }
  };
  return shown === undefined ? (
    <Button appearance="transparent" size="small" disabled={busy} onClick={() => void press()}>
      Translate to English
    </Button>
  ) : (
    <p role="status" className={styles.text}>
      {shown}
    </p>
  );
}

function Entry({
  entry,
  seen,
  application,
}: {
  entry: ThreadEntry;
  seen: boolean;
  application: { ID: number; USER_ID: number };
}) {
  const styles = useStyles();
  if (entry.SIDE === 'system')
    return (
      <li className={styles.system}>
        {systemText(entry)} ({staffTime(entry.AT)})
      </li>
    );
  const rules = (entry.HELD_RULES ?? []).map((id) => RULES.get(id)?.explanation ?? id);
  return (
    <li className={entry.SIDE === 'hiring' ? `${styles.entry} ${styles.ours}` : styles.entry}>
      <span className={styles.byline}>{byline(entry)}</span>
      <p className={styles.text}>{entry.TEXT}</p>
      {entry.HELD ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            {entry.REMOVED
              ? 'Removed by Earnlearn: the applicant does not see this message.'
              : 'Held: the applicant does not see this message (it reads as a scam).'}{' '}
            {rules.join(' ')}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {entry.MASKED ? <p className={styles.note}>A phone number or e-mail address was hidden.</p> : null}
      {entry.REPORTED ? <p className={styles.flag}>Reported by the applicant.</p> : null}
      {seen ? <p className={styles.note}>Seen by the applicant.</p> : null}
      {entry.SIDE === 'worker' ? <TranslateMessage application={application} messageId={entry.ID} /> : null}
    </li>
  );
}

interface ApplicantThreadProps {
  application: Pick<ApplicationDetails, 'ID' | 'USER_ID' | 'TITLE' | 'APPLICANT'>;
}

/**
 * The application's thread on the hiring side's applicant panel (issue 39): every entry oldest first (the
 * earlier ones on request), held messages with the rules they broke, the worker's reports; a message box with
 * the templates (interview details, documents needed, not selected with a reason) in the applicant's
 * language. Read again every 10 seconds while the page is in view.
 */
export function ApplicantThread({ application }: ApplicantThreadProps) {
  const styles = useStyles();
  const field = useRef<HTMLTextAreaElement>(null);
  const fetchPage = useCallback((cursor?: string) => getApplicantThread(application, cursor), [application]);
  const thread = useThread(applicantThreadKey(application.ID, application.USER_ID), fetchPage, true);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState('');
  const [template, setTemplate] = useState<MessageTemplate>('interviewDetails');
  const [reason, setReason] = useState<NotSelectedReason>('positionFilled');
  const [language, setLanguage] = useState<SiteLanguage>(
    FIRST_LANGUAGE[application.APPLICANT.LANGUAGES[0] ?? 'english'] ?? 'en',
  );
  const { busy, problem, submit, clearProblem } = useSubmit<string>({
    problemOf: (error) =>
      error instanceof ApiError
        ? (error.fieldErrors[0]?.message ?? error.message)
        : 'The message was not sent. Please try again.',
  });
  const shown = invalid || problem || '';

  const send = (event: FormEvent) => {
    const checked = messageTextSchema.safeParse(text);
    setInvalid(checked.success ? '' : (checked.error.issues[0]?.message ?? 'Write a message.'));
    if (!checked.success) field.current?.focus();
    return submit(
      event,
      checked.success &&
        (async () => {
          await sendApplicantMessage(application, checked.data);
          setText('');
          await thread.reload();
        }),
    );
  };

  // "Seen" under the hiring side's last message (not a held one) once the applicant read the thread after it.
  const lastOurs = thread.entries.findLast((entry) => entry.SIDE === 'hiring' && !entry.HELD);

  const applyTemplate = () => {
    setText(templateText(template, language, application.TITLE, reason));
    setInvalid('');
    clearProblem();
    field.current?.focus();
  };

  return (
    <div className={styles.root}>
      <p className={styles.note}>
        The applicant sees these messages in Applied Jobs. Phone numbers and e-mail addresses are hidden from
        both sides; a message asking for money, a UPI id, a payment link, or to move to WhatsApp or Telegram
        is held from the applicant. Every read is on the applicant's record.
      </p>
      {thread.error ? (
        <LoadProblem message={thread.error.message} onRetry={() => void thread.reload()} />
      ) : thread.isLoading ? (
        <p className={styles.note} role="status">
          Loading messages…
        </p>
      ) : (
        <>
          {thread.hasEarlier ? (
            <Button
              appearance="subtle"
              disabled={thread.loadingEarlier}
              onClick={() => void thread.loadEarlier()}
            >
              Show earlier messages
            </Button>
          ) : null}
          {thread.entries.length === 0 ? (
            <p className={styles.note}>No messages yet.</p>
          ) : (
            <ol className={styles.list} aria-label="Messages, oldest first">
              {thread.entries.map((entry) => (
                <Entry
                  key={entry.ID}
                  entry={entry}
                  seen={entry.ID === lastOurs?.ID && (thread.thread?.OTHER_READ_AT ?? '') >= entry.AT}
                  application={application}
                />
              ))}
            </ol>
          )}
          {thread.thread?.OPEN === false ? (
            <p className={styles.note}>This conversation takes no more messages.</p>
          ) : (
            <form className={styles.root} onSubmit={(event) => void send(event)} noValidate>
              <div className={styles.pickers}>
                <Field label="Template">
                  <Select value={template} onChange={(_, data) => setTemplate(data.value as MessageTemplate)}>
                    {MESSAGE_TEMPLATES.map((name) => (
                      <option key={name} value={name}>
                        {TEMPLATE_NAMES[name]}
                      </option>
                    ))}
                  </Select>
                </Field>
                {template === 'notSelected' ? (
                  <Field label="Reason">
                    <Select value={reason} onChange={(_, data) => setReason(data.value as NotSelectedReason)}>
                      {NOT_SELECTED_REASONS.map((name) => (
                        <option key={name} value={name}>
                          {REASON_NAMES[name]}
                        </option>
                      ))}
                    </Select>
                  </Field>
                ) : null}
                <Field label="Language">
                  <Select value={language} onChange={(_, data) => setLanguage(data.value as SiteLanguage)}>
                    {(Object.keys(LANGUAGE_NAMES) as SiteLanguage[]).map((code) => (
                      <option key={code} value={code}>
                        {LANGUAGE_NAMES[code]}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Button onClick={applyTemplate}>Use template</Button>
              </div>
              <Field
                label="Message to the applicant"
                hint="Up to 1,000 characters. Fill in the [bracketed] parts of a template before sending."
                validationMessage={shown || undefined}
                validationState={shown ? 'error' : 'none'}
              >
                <Textarea
                  ref={field}
                  value={text}
                  rows={4}
                  resize="vertical"
                  maxLength={MESSAGE_TEXT_MAX}
                  onChange={(_, data) => {
                    setText(data.value);
                    setInvalid('');
                    clearProblem();
                  }}
                />
              </Field>
              <div className={styles.actions}>
                <Button type="submit" appearance="primary" disabled={busy}>
                  {busy ? 'Sending…' : 'Send message'}
                </Button>
              </div>
            </form>
          )}
        </>
      )}
    </div>
  );
}
