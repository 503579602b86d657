import { Button, makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import type { StoredResume } from '#shared/api/worker';
import { ApiError } from '#web/lib/api';
import { formatDate } from '#web/lib/format';
import { type MessageId, useT } from '#web/lib/i18n';
import { useTypography, useVisuallyHidden } from '#web/lib/typography';
import { MAX_MEGABYTES, uploadMessages } from '#web/lib/upload';
import { useResumeActions } from './api/save-resume';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginTop: tokens.spacingVerticalXL,
    paddingTop: tokens.spacingVerticalXL,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
  file: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    overflowWrap: 'anywhere',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

/** The catalogue id of each of the browser's own messages a resume can get. */
const problemIds = new Map<string, MessageId>([
  [uploadMessages.typePdf, 'upload.typePdf'],
  [uploadMessages.size, 'upload.size'],
  [uploadMessages.failed, 'upload.failed'],
]);

/**
 * The worker's PDF resume on the profile (decision 571): its name and date with a link, Upload or Replace, and
 * Delete. A chosen file is checked (a PDF by its bytes, 2 MB), uploaded and kept at once; only the employers of
 * jobs the worker applies to can open it.
 */
export function ResumeSection({ resume }: { resume: StoredResume | undefined }) {
  const styles = useStyles();
  const type = useTypography();
  const hidden = useVisuallyHidden();
  const t = useT();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { replace, remove } = useResumeActions();
  const [progress, setProgress] = useState<number>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const problemId = problem === undefined ? undefined : problemIds.get(problem);
  const message = problemId ? t(problemId, { megabytes: MAX_MEGABYTES }) : problem;

  async function run(action: () => Promise<string | undefined>) {
    setProblem(undefined);
    setBusy(true);
    try {
      setProblem((await action()) ?? undefined);
    } catch (failure: unknown) {
      setProblem(failure instanceof ApiError ? failure.message : uploadMessages.failed);
    } finally {
      setBusy(false);
      setProgress(undefined);
    }
  }

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void run(() => replace(file, { onProgress: setProgress }));
  }

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h3 id={titleId} className={type.sectionTitle}>
        {t('profile.resume.title')}
      </h3>
      {resume ? (
        <div className={styles.file}>
          <a className={type.link} href={resume.LINK} target="_blank" rel="noopener noreferrer">
            {resume.NAME}
            <span className={hidden.root}> {t('common.opensInNewTab')}</span>
          </a>
          <span className={styles.note}>
            {t('profile.resume.added', { date: formatDate(resume.UPLOADED_AT) })}
          </span>
        </div>
      ) : (
        <p className={styles.note}>{t('profile.resume.none')}</p>
      )}
      <p className={styles.note}>{t('profile.resume.who', { megabytes: MAX_MEGABYTES })}</p>
      <input
        ref={input}
        type="file"
        accept="application/pdf"
        className={hidden.root}
        tabIndex={-1}
        aria-label={t('profile.resume.file')}
        onChange={chosen}
      />
      {progress !== undefined ? (
        <ProgressBar
          value={progress}
          max={1}
          thickness="large"
          aria-label={t('upload.uploading', { label: t('profile.resume.title') })}
        />
      ) : null}
      {message ? (
        <p className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button disabled={busy} onClick={() => input.current?.click()}>
          {resume ? t('profile.resume.replace') : t('profile.resume.upload')}
        </Button>
        {resume ? (
          <Button appearance="subtle" disabled={busy} onClick={() => void run(remove)}>
            {t('profile.resume.delete')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
