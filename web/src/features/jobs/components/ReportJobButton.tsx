import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { FlagRegular } from '@fluentui/react-icons/svg/flag';
import { useState } from 'react';
import {
  JOB_REPORT_CODES,
  JOB_REPORT_REASONS,
  JOB_REPORT_TEXT_MAX,
  JOB_REPORTS_PER_DAY,
  type JobReportReason,
} from '#shared/domain/job-reports';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { ApiError } from '#web/lib/api';
import { type Translate, useT } from '#web/lib/i18n';
import { useSubmit } from '#web/lib/use-submit';
import { reportEmployer } from '../api/report-employer';
import { reportJob } from '../api/report-job';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  intro: { margin: 0 },
});

/** The worker's words for a refused report: the server's codes, in the site's language. */
function reportProblem(t: Translate, error: unknown, ofEmployer: boolean): string {
  if (error instanceof ApiError) {
    if (error.code === JOB_REPORT_CODES.alreadyReported)
      return ofEmployer ? t('report.employerAlready') : t('report.already');
    if (error.status === 429) return t('report.limit', { max: JOB_REPORTS_PER_DAY });
  }
  return t('report.failed');
}

interface ReportJobButtonProps {
  /** What is reported: a job, or an employer itself (from its page). */
  target: { job: number } | { employer: string };
  /** The id of the job's title, read after the button's name. */
  describedBy: string;
}

/**
 * "Report this job" (or "Report this employer") for a signed-in worker: a reason (and, for "something else",
 * what it is), sent to the Earnlearn team. Once sent, the button gives way to a thank-you; a refusal is said in
 * the dialog.
 */
export function ReportJobButton({ target, describedBy }: ReportJobButtonProps) {
  const styles = useStyles();
  const t = useT();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const [reason, setReason] = useState<JobReportReason>();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const ofEmployer = 'employer' in target;
  const { busy, problem, submit, clearProblem } = useSubmit<string>({
    problemOf: (error) => reportProblem(t, error, ofEmployer),
  });
  const needsText = reason === 'other' && text.trim() === '';

  function close() {
    setOpen(false);
    setTried(false);
    clearProblem();
  }

  const send = () => {
    setTried(true);
    return submit(
      undefined,
      reason !== undefined &&
        !needsText &&
        (async () => {
          const written = text.trim();
          const report = { reason, ...(reason === 'other' && written ? { text: written } : {}) };
          if ('employer' in target) await reportEmployer({ id: target.employer, ...report });
          else await reportJob({ id: target.job, ...report });
          setOpen(false);
          setSent(true);
        }),
    );
  };

  if (sent) {
    return (
      <MessageBar intent="success" layout="multiline">
        <MessageBarBody>{ofEmployer ? t('report.employerSent') : t('report.sent')}</MessageBarBody>
      </MessageBar>
    );
  }

  return (
    <>
      <Button
        appearance="subtle"
        icon={<FlagRegular />}
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      >
        {ofEmployer ? t('report.employerButton') : t('report.button')}
      </Button>
      <ConfirmDialog
        open={open}
        fluid
        title={ofEmployer ? t('report.employerTitle') : t('report.title')}
        confirmLabel={t('report.send')}
        cancelLabel={t('report.cancel')}
        busy={busy}
        confirmDisabled={reason === undefined}
        onConfirm={() => void send()}
        onCancel={close}
      >
        <div className={styles.form}>
          <p className={styles.intro}>{t('report.intro')}</p>
          <Field label={t('report.reasonLabel')} required>
            <RadioGroup
              value={reason ?? ''}
              onChange={(_event, data) => setReason(data.value as JobReportReason)}
            >
              {JOB_REPORT_REASONS.map((option) => (
                <Radio key={option} value={option} label={t(`report.reason.${option}`)} />
              ))}
            </RadioGroup>
          </Field>
          {reason === 'other' ? (
            <Field
              label={t('report.textLabel', { max: JOB_REPORT_TEXT_MAX })}
              required
              validationMessage={tried && needsText ? t('report.textNeeded') : undefined}
            >
              <Textarea
                value={text}
                maxLength={JOB_REPORT_TEXT_MAX}
                resize="vertical"
                onChange={(_event, data) => setText(data.value)}
              />
            </Field>
          ) : null}
          {problem ? (
            <MessageBar intent="error" layout="multiline">
              <MessageBarBody>{problem}</MessageBarBody>
            </MessageBar>
          ) : null}
        </div>
      </ConfirmDialog>
    </>
  );
}
