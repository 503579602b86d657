/**
 * A shortlisted application's interview in Applied Jobs: when (IST, written in the worker's
 * language), where (the address, or a link to the video call), what the worker answered, and the actions:
 * Confirm, Ask for another time (with an optional short note), Add to calendar (the .ics file, asked for with the
 * worker's session). Opened from the SMS's calendar link (`?ics=<job id>`), the box is brought into view and its
 * Add to calendar button focused. A failure says why under the buttons and leaves them ready.
 */
import {
  Button,
  Field,
  Link,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import type { Interview } from '#shared/api/interviews';
import type { AnyApplicationStatus } from '#shared/domain/codes';
import { formatInterviewTime, NOTE_MAX } from '#shared/domain/interviews';
import { useLanguage, useT } from '#web/lib/i18n';
import { interviewAnchor } from '#web/lib/paths';
import { apiProblemOf, useSubmit } from '#web/lib/use-submit';
import { useAnswerInterview } from '../api/answer-interview';
import { downloadInterviewCalendar } from '../api/get-interview-calendar';
import { isInterviewChanged, movedOnStatus } from './save-problems';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    minWidth: 0,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
    backgroundColor: tokens.colorBrandBackground2,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  line: { margin: 0, overflowWrap: 'anywhere' },
  when: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  answer: { margin: 0, color: tokens.colorNeutralForeground2 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalXS,
  },
});

type Mode = 'idle' | 'asking';

export function InterviewBox({
  jobId,
  interview,
  fromSms,
  onMovedOn,
}: {
  jobId: number;
  interview: Interview;
  fromSms: boolean;
  /** The answer was refused because HR moved the application on: the card shows `status` now and says why. */
  onMovedOn: (status: AnyApplicationStatus) => void;
}) {
  const styles = useStyles();
  const t = useT();
  const language = useLanguage();
  const answer = useAnswerInterview();
  const [mode, setMode] = useState<Mode>('idle');
  const [note, setNote] = useState('');
  const { busy, problem, submit } = useSubmit<{ title: string; message: string }>();
  const box = useRef<HTMLElement>(null);
  const calendarButton = useRef<HTMLButtonElement>(null);
  const headingId = `${interviewAnchor(jobId)}-title`;

  useEffect(() => {
    if (!fromSms) return;
    box.current?.scrollIntoView?.({ block: 'center' });
    calendarButton.current?.focus();
  }, [fromSms]);

  // Each action says its own failure (its title), so the problem is made here rather than by useSubmit.
  const run = (action: () => Promise<unknown>, failedTitle: string) =>
    submit(undefined, async () => {
      try {
        await action();
      } catch (error: unknown) {
        return { title: failedTitle, message: apiProblemOf(error).message };
      }
      setMode('idle');
      setNote('');
    });
  const send = (kind: 'confirm' | 'anotherTime') =>
    submit(undefined, async () => {
      try {
        await answer(jobId, interview.STARTS_AT, kind, kind === 'anotherTime' ? note : undefined);
      } catch (error: unknown) {
        const status = movedOnStatus(error);
        if (status) {
          onMovedOn(status);
          return;
        }
        const message = isInterviewChanged(error) ? t('interview.timeChanged') : apiProblemOf(error).message;
        return { title: t('interview.failed'), message };
      }
      setMode('idle');
      setNote('');
    });

  const answerText =
    interview.ANSWER === 'CONFIRMED'
      ? t('interview.confirmed')
      : interview.ANSWER === 'ANOTHER_TIME'
        ? t('interview.anotherTime')
        : t('interview.proposed');

  return (
    <section
      ref={box}
      id={interviewAnchor(jobId)}
      tabIndex={-1}
      className={styles.box}
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className={styles.title}>
        {t('interview.title')}
      </h3>
      <p className={styles.when}>{formatInterviewTime(interview.STARTS_AT, language)}</p>
      {interview.PLACE ? (
        <p className={styles.line}>{t('interview.place', { place: interview.PLACE })}</p>
      ) : null}
      {interview.VIDEO_LINK ? (
        <p className={styles.line}>
          <Link href={interview.VIDEO_LINK} target="_blank" rel="noopener noreferrer">
            {t('interview.video')}
          </Link>
        </p>
      ) : null}
      <p className={styles.answer} role="status">
        {answerText}
      </p>
      {interview.ANSWER === 'ANOTHER_TIME' && interview.NOTE ? (
        <p className={styles.line}>{t('interview.yourNote', { note: interview.NOTE })}</p>
      ) : null}
      {fromSms ? <p className={styles.line}>{t('interview.fromSms')}</p> : null}
      {mode === 'asking' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void send('anotherTime');
          }}
        >
          <Field label={t('interview.note')} hint={t('interview.noteHint')}>
            <Textarea value={note} maxLength={NOTE_MAX} onChange={(_, data) => setNote(data.value)} />
          </Field>
          <div className={styles.actions}>
            <Button appearance="primary" type="submit" disabled={busy}>
              {t('interview.send')}
            </Button>
            <Button onClick={() => setMode('idle')} disabled={busy}>
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.actions}>
          {interview.ANSWER !== 'CONFIRMED' ? (
            <Button appearance="primary" disabled={busy} onClick={() => void send('confirm')}>
              {t('interview.confirm')}
            </Button>
          ) : null}
          {interview.ANSWER !== 'ANOTHER_TIME' ? (
            <Button disabled={busy} onClick={() => setMode('asking')}>
              {t('interview.askAnother')}
            </Button>
          ) : null}
          <Button
            ref={calendarButton}
            disabled={busy}
            onClick={() => void run(() => downloadInterviewCalendar(jobId), t('interview.calendarFailed'))}
          >
            {t('interview.calendar')}
          </Button>
        </div>
      )}
      {problem ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{problem.title}</MessageBarTitle> {problem.message}
          </MessageBarBody>
        </MessageBar>
      ) : null}
    </section>
  );
}
