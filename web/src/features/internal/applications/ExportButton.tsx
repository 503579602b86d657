import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  tokens,
  useId,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import { useRef, useState } from 'react';
import { EXPORT_LIMIT_CODE } from '#shared/domain/employer-jobs';
import { ApiError } from '#web/lib/api';
import { saveFile } from '#web/lib/save-file';
import { exportApplications } from '../api/export-applications';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  status: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

type ExportState =
  | { kind: 'idle' }
  | { kind: 'exporting'; rows: number }
  | { kind: 'done'; rows: number }
  | { kind: 'failed'; message: string; retry: boolean };

const count = (rows: number) => `${rows.toLocaleString('en-IN')} application${rows === 1 ? '' : 's'}`;

function statusText(state: ExportState): string {
  switch (state.kind) {
    case 'idle':
      return 'Every status, in one file.';
    case 'exporting':
      return `Exporting… ${count(state.rows)} so far.`;
    case 'done':
      return `Exported ${count(state.rows)}.`;
    case 'failed':
      return '';
  }
}

/** `applications-job-12-2026-11-27.csv`: the job and the day, in names any system accepts. */
export function exportFileName(jobId: number, now = new Date()): string {
  return `applications-job-${jobId}-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * Export CSV: every application of the job, every status, as a spreadsheet file that Excel opens with
 * Hindi and Telugu names intact. The pages are fetched one by one (the status line counts them); a failure says
 * why, downloads nothing and offers Try again (not to an unverified employer, whose export is refused). The
 * button stays focusable while it works.
 */
export function ExportButton({ jobId }: { jobId: number }) {
  const styles = useStyles();
  const statusId = useId('export-status');
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const running = useRef(false);

  const run = async () => {
    if (running.current) return;
    running.current = true;
    setState({ kind: 'exporting', rows: 0 });
    try {
      const { file, rows } = await exportApplications(jobId, (rows) => setState({ kind: 'exporting', rows }));
      saveFile(file, exportFileName(jobId));
      setState({ kind: 'done', rows });
    } catch (error: unknown) {
      const reason = error instanceof ApiError ? error.message : 'the file could not be made.';
      // An unverified employer's export is refused until its documents are checked: trying again cannot help.
      const refused = error instanceof ApiError && error.code === EXPORT_LIMIT_CODE;
      setState({ kind: 'failed', message: reason, retry: !refused });
    } finally {
      running.current = false;
    }
  };

  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <Button
          icon={<ArrowDownloadRegular />}
          onClick={() => void run()}
          disabledFocusable={state.kind === 'exporting'}
          aria-describedby={statusId}
        >
          Export CSV
        </Button>
        <span id={statusId} className={styles.status} role="status">
          {statusText(state)}
        </span>
      </div>
      {state.kind === 'failed' ? (
        <MessageBar intent="error" layout="multiline" role="alert">
          <MessageBarBody>The export failed: {state.message} Nothing was downloaded.</MessageBarBody>
          {state.retry ? (
            <MessageBarActions>
              <Button onClick={() => void run()}>Try again</Button>
            </MessageBarActions>
          ) : null}
        </MessageBar>
      ) : null}
    </div>
  );
}
