import {
  Button,
  Checkbox,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ThreadEntry } from '#shared/api/application-threads';
import { MESSAGE_TEXT_MAX, messageTextSchema } from '#shared/domain/application-threads';
import { formatInterviewTime, istInstant } from '#shared/domain/interviews';
import { LoadProblem } from '#web/components/LoadState';
import { formatDateTime } from '#web/lib/format';
import { type Translate, useLanguage, useT } from '#web/lib/i18n';
import { messagesAnchor } from '#web/lib/paths';
import { useSubmit } from '#web/lib/use-submit';
import { useThread } from '#web/lib/use-thread';
import {
  applicationThreadKey,
  getApplicationThread,
  muteApplicationThread,
  reportApplicationMessage,
  sendApplicationMessage,
  translateApplicationMessage,
} from '../api/application-thread';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, width: '100%' },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, overflowWrap: 'anywhere' },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  mine: {
    alignSelf: 'flex-end',
    maxWidth: '90%',
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
  },
  theirs: {
    alignSelf: 'flex-start',
    maxWidth: '90%',
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  system: {
    alignSelf: 'center',
    textAlign: 'center',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  text: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  byline: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  note: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** Who wrote a hiring side's message, as the worker reads it: a name and the company (never a contact). */
function fromLine(t: Translate, entry: ThreadEntry, company: string): string {
  const name = entry.BY_NAME?.trim() ?? '';
  if (entry.BY_TYPE === 'employer')
    return t('thread.fromEmployer', { name, company: entry.BY_ORG_NAME ?? company });
  return t('thread.fromEarnlearn', { name });
}

/**
 * "Translate" under a message (decision 606): its machine translation into the worker's language, shown under
 * the original (which stays), or why there is none. One request a press; the server keeps what it made.
 */
function TranslateMessage({ jobId, messageId }: { jobId: number; messageId: string }) {
  const styles = useStyles();
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<{ text?: string; note?: string }>();
  const press = async () => {
    setBusy(true);
    try {
      const { data } = await translateApplicationMessage(jobId, messageId);
      if (data.FROM === data.TO) setShown({ note: t('thread.translateSame') });
      else if (data.TEXT === undefined) setShown({ note: t('thread.translateOff') });
      else setShown({ text: data.TEXT });
    } catch {
      setShown({ note: t('thread.translateFailed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {shown?.text === undefined ? null : (
        <p className={styles.text}>
          <span className={styles.byline}>{t('thread.translated')}</span> {shown.text}
        </p>
      )}
      {shown?.note ? (
        <p role="status" className={styles.note}>
          {shown.note}
        </p>
      ) : null}
      {shown === undefined ? (
        <Button appearance="transparent" size="small" disabled={busy} onClick={() => void press()}>
          {t('thread.translate')}
        </Button>
      ) : null}
    </>
  );
}

interface EntryProps {
  jobId: number;
  entry: ThreadEntry;
  company: string;
  /** The worker's own last message, read by the other side since. */
  seen: boolean;
  onReported: () => void;
}

function Entry({ jobId, entry, company, seen, onReported }: EntryProps) {
  const styles = useStyles();
  const t = useT();
  const language = useLanguage();
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const when = formatDateTime(entry.AT);
  if (entry.SIDE === 'system' && entry.SYSTEM) {
    const text =
      entry.SYSTEM.KIND === 'moved'
        ? t('thread.moved', { status: t(`status.${entry.SYSTEM.TO}`) })
        : t('thread.interview', {
            when: formatInterviewTime(istInstant(entry.SYSTEM.DATE, entry.SYSTEM.TIME), language),
          });
    return (
      <li className={styles.system}>
        {text} <span className={styles.byline}>({when})</span>
      </li>
    );
  }
  const mine = entry.SIDE === 'worker';
  const report = async () => {
    setBusy(true);
    setProblem('');
    try {
      await reportApplicationMessage(jobId, entry.ID);
      onReported();
    } catch {
      setProblem(t('thread.reportFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={mine ? styles.mine : styles.theirs}>
      <span className={styles.byline}>
        {mine ? t('thread.you') : fromLine(t, entry, company)}, {when}
      </span>
      {entry.HELD ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{t('thread.held')}</MessageBarBody>
        </MessageBar>
      ) : (
        <p className={styles.text}>{entry.TEXT}</p>
      )}
      {entry.MASKED ? <p className={styles.note}>{t('thread.masked')}</p> : null}
      {seen ? <p className={styles.note}>{t('thread.seen')}</p> : null}
      {mine || entry.HELD ? null : <TranslateMessage jobId={jobId} messageId={entry.ID} />}
      {mine ? null : entry.REPORTED ? (
        <p className={styles.note}>{t('thread.reported')}</p>
      ) : (
        <div className={styles.actions}>
          <Button appearance="transparent" size="small" disabled={busy} onClick={() => void report()}>
            {t('thread.report')}
          </Button>
          {problem ? (
            <span role="alert" className={styles.note}>
              {problem}
            </span>
          ) : null}
        </div>
      )}
    </li>
  );
}

interface ApplicationMessagesProps {
  jobId: number;
  title: string;
  /** The job's own Hindi and Telugu titles, when it has them. */
  titles?: { hi?: string | undefined; te?: string | undefined } | undefined;
  company: string;
}

/**
 * The Messages button on an Applied card and, when open, the application's thread (issue 39): the safety note
 * (contacts are hidden; Earnlearn and real employers never ask for money or WhatsApp), the entries oldest first
 * with the earlier ones on request, the reply box and the mute switch. It opens by itself when the page's
 * address names it (the bell's new-message entry leads to `#messages-<job id>`). While open, the thread is read
 * again every 10 seconds when the page is in view.
 */
export function ApplicationMessages({ jobId, title, titles, company }: ApplicationMessagesProps) {
  const styles = useStyles();
  const t = useT();
  const language = useLanguage();
  const shownTitle = (language !== 'en' ? titles?.[language]?.trim() : undefined) || title;
  const { hash } = useLocation();
  const anchor = messagesAnchor(jobId);
  const [open, setOpen] = useState(hash === `#${anchor}`);
  const panelId = useId();
  const headingId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (hash === `#${anchor}`) setOpen(true);
  }, [hash, anchor]);
  const fetchPage = useCallback((cursor?: string) => getApplicationThread(jobId, cursor), [jobId]);
  const thread = useThread(open ? applicationThreadKey(jobId) : null, fetchPage, open);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState('');
  const { busy, problem, submit, clearProblem } = useSubmit<string>({
    problemOf: () => t('thread.sendFailed'),
  });
  const shown = invalid || problem || '';

  const send = (event: FormEvent) => {
    const checked = messageTextSchema.safeParse(text);
    setInvalid(checked.success ? '' : t('thread.empty'));
    if (!checked.success) field.current?.focus();
    return submit(
      event,
      checked.success &&
        (async () => {
          await sendApplicationMessage(jobId, checked.data);
          setText('');
          await thread.reload();
        }),
    );
  };

  // "Seen" under the worker's last message once the other side read the thread after it.
  const lastMine = thread.entries.findLast((entry) => entry.SIDE === 'worker');
  const readByThem = thread.thread?.OTHER_READ_AT ?? '';

  const mute = async (muted: boolean) => {
    await muteApplicationThread(jobId, muted).catch(() => undefined);
    await thread.reload();
  };

  return (
    <div className={styles.root} id={anchor}>
      <Button
        appearance="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((now) => !now)}
      >
        {t('thread.button')}
      </Button>
      {open ? (
        <section id={panelId} className={styles.panel} aria-labelledby={headingId}>
          <h3 id={headingId} className={styles.heading}>
            {t('thread.heading', { title: shownTitle })}
          </h3>
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>{t('thread.safety')}</MessageBarBody>
          </MessageBar>
          {thread.error ? (
            <LoadProblem message={thread.error.message} onRetry={() => void thread.reload()} />
          ) : thread.isLoading ? (
            <p className={styles.note} role="status">
              {t('thread.loading')}
            </p>
          ) : (
            <>
              {thread.hasEarlier ? (
                <Button
                  appearance="subtle"
                  disabled={thread.loadingEarlier}
                  onClick={() => void thread.loadEarlier()}
                >
                  {t('thread.earlier')}
                </Button>
              ) : null}
              {thread.entries.length === 0 ? (
                <p className={styles.note}>{t('thread.none', { company })}</p>
              ) : (
                <ol className={styles.list} aria-label={t('thread.listLabel')}>
                  {thread.entries.map((entry) => (
                    <Entry
                      key={entry.ID}
                      jobId={jobId}
                      entry={entry}
                      company={company}
                      seen={entry.ID === lastMine?.ID && readByThem >= entry.AT}
                      onReported={() => void thread.reload()}
                    />
                  ))}
                </ol>
              )}
              {thread.thread?.OPEN === false ? (
                <p className={styles.note}>{t('thread.closed')}</p>
              ) : (
                <form className={styles.root} onSubmit={(event) => void send(event)} noValidate>
                  <Field
                    label={t('thread.field')}
                    hint={t('thread.hint')}
                    validationMessage={shown || undefined}
                    validationState={shown ? 'error' : 'none'}
                  >
                    <Textarea
                      ref={field}
                      value={text}
                      rows={3}
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
                      {busy ? t('thread.sending') : t('thread.send')}
                    </Button>
                  </div>
                </form>
              )}
              <Checkbox
                checked={thread.thread?.MUTED ?? false}
                label={t('thread.mute')}
                onChange={(_, data) => void mute(data.checked === true)}
              />
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}
