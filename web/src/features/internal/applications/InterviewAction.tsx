/**
 * A shortlisted applicant's interview on the applications page: where it stands (Proposed,
 * Confirmed, Asked for another time, with the worker's note) and a "Schedule interview" button (or "Change
 * interview") that opens a form: a date and a time in IST, and an address or a video link. The same rules as the
 * server (shared/domain/interviews.ts) check the form before it is sent; a refusal stays in the form, which
 * stays open and usable.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Radio,
  RadioGroup,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import {
  formatInterviewTime,
  INTERVIEW_ANSWER_LABELS,
  type InterviewProblem,
  interviewProblem,
  istDayAfter,
  LINK_MAX,
  PLACE_MAX,
} from '#shared/domain/interviews';
import { useToast } from '#web/components/back-office/BackOfficeToaster';
import { SubmitProblem } from '#web/components/SubmitProblem';
import { useSubmit } from '#web/lib/use-submit';
import type { Application } from '../api/get-applications';
import { scheduleInterview } from '../api/schedule-interview';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  status: { fontWeight: tokens.fontWeightSemibold },
  confirmed: { color: tokens.colorPaletteGreenForeground1 },
  another: { color: tokens.colorPaletteDarkOrangeForeground1 },
  when: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  note: { fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  half: { flexGrow: 1, flexBasis: '140px', minWidth: 0 },
});

type Where = 'place' | 'link';

/** What the row or card shows of the applicant's interview, if any, and the button that (re)schedules it. */
export function InterviewAction({
  application,
  onScheduled,
}: {
  application: Application;
  onScheduled: () => void;
}) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const interview = application.INTERVIEW;
  const answerStyle =
    interview?.ANSWER === 'CONFIRMED'
      ? styles.confirmed
      : interview?.ANSWER === 'ANOTHER_TIME'
        ? styles.another
        : '';
  return (
    <div className={styles.box}>
      {interview ? (
        <>
          <span className={`${styles.status} ${answerStyle}`}>
            {INTERVIEW_ANSWER_LABELS[interview.ANSWER]}
          </span>
          <span className={styles.when}>
            {formatInterviewTime(interview.STARTS_AT, 'en')} · {interview.PLACE ?? interview.VIDEO_LINK}
          </span>
          {interview.NOTE ? <span className={styles.note}>Note: “{interview.NOTE}”</span> : null}
        </>
      ) : null}
      <Button
        size="small"
        onClick={() => setOpen(true)}
        aria-label={`${interview ? 'Change' : 'Schedule'} interview with ${application.NAME}`}
      >
        {interview ? 'Change interview' : 'Schedule interview'}
      </Button>
      {open ? (
        <ScheduleDialog
          application={application}
          onClose={() => setOpen(false)}
          onScheduled={() => {
            setOpen(false);
            onScheduled();
          }}
        />
      ) : null}
    </div>
  );
}

const LABELS: Record<string, string> = {
  date: 'Date',
  time: 'Time (IST)',
  place: 'Address',
  link: 'Video link',
};

function ScheduleDialog({
  application,
  onClose,
  onScheduled,
}: {
  application: Application;
  onClose: () => void;
  onScheduled: () => void;
}) {
  const styles = useStyles();
  const toast = useToast();
  const current = application.INTERVIEW;
  const [date, setDate] = useState(current?.DATE ?? istDayAfter(Date.now(), 1));
  const [time, setTime] = useState(current?.TIME ?? '10:00');
  const [where, setWhere] = useState<Where>(current?.VIDEO_LINK ? 'link' : 'place');
  const [place, setPlace] = useState(current?.PLACE ?? '');
  const [link, setLink] = useState(current?.VIDEO_LINK ?? '');
  const [checked, setChecked] = useState<InterviewProblem | undefined>();
  const { busy, problem, submit } = useSubmit();
  const proposal = { date, time, ...(where === 'place' ? { place } : { link }) };
  const fieldProblem = (field: InterviewProblem['field']) =>
    checked?.field === field ? checked.message : undefined;

  const onSubmit = (event: FormEvent) => {
    const found = interviewProblem(proposal, Date.now());
    setChecked(found);
    if (found) {
      event.preventDefault();
      const field = found.field === 'place' && where === 'link' ? 'link' : found.field;
      document.getElementById(`interview-${field}`)?.focus();
      return;
    }
    void submit(event, async () => {
      await scheduleInterview(application, proposal);
      toast(`Interview proposed to ${application.NAME}`, 'success');
      onScheduled();
    });
  };

  return (
    <Dialog open onOpenChange={(_, data) => data.open || onClose()}>
      <DialogSurface aria-describedby="interview-explained">
        <form onSubmit={onSubmit} noValidate>
          <DialogBody>
            <DialogTitle>Interview with {application.NAME}</DialogTitle>
            <DialogContent className={styles.form}>
              <p id="interview-explained">
                {application.NAME} is told by SMS and confirms or asks for another time from Applied Jobs.
                Times are in India Standard Time (IST).
              </p>
              <div className={styles.row}>
                <Field className={styles.half} label="Date" required validationMessage={fieldProblem('date')}>
                  <Input
                    id="interview-date"
                    type="date"
                    value={date}
                    onChange={(_, data) => setDate(data.value)}
                  />
                </Field>
                <Field
                  className={styles.half}
                  label="Time (IST)"
                  required
                  validationMessage={fieldProblem('time')}
                >
                  <Input
                    id="interview-time"
                    type="time"
                    value={time}
                    onChange={(_, data) => setTime(data.value)}
                  />
                </Field>
              </div>
              <Field label="Where">
                <RadioGroup
                  layout="horizontal"
                  value={where}
                  onChange={(_, data) => setWhere(data.value as Where)}
                >
                  <Radio value="place" label="In person" />
                  <Radio value="link" label="Video call" />
                </RadioGroup>
              </Field>
              {where === 'place' ? (
                <Field label="Address" required validationMessage={fieldProblem('place')}>
                  <Textarea
                    id="interview-place"
                    value={place}
                    maxLength={PLACE_MAX}
                    onChange={(_, data) => setPlace(data.value)}
                  />
                </Field>
              ) : (
                <Field
                  label="Video link"
                  required
                  hint="A full https:// address (Google Meet, Zoom, Teams...)"
                  validationMessage={fieldProblem('link') ?? fieldProblem('place')}
                >
                  <Input
                    id="interview-link"
                    type="url"
                    value={link}
                    maxLength={LINK_MAX}
                    onChange={(_, data) => setLink(data.value)}
                  />
                </Field>
              )}
              {problem ? (
                <SubmitProblem
                  title="The interview was not proposed."
                  problem={problem}
                  labelOf={(field) => LABELS[field] ?? field}
                />
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button appearance="primary" type="submit" disabled={busy}>
                {busy ? 'Sending…' : current ? 'Propose new time' : 'Propose interview'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
