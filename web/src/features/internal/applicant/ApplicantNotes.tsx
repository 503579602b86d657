import { Button, Field, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { NOTE_TEXT_MAX, noteTextSchema } from '#shared/domain/application-notes';
import { useToast } from '#web/components/back-office/BackOfficeToaster';
import { ApiError } from '#web/lib/api';
import { useSubmit } from '#web/lib/use-submit';
import { addApplicationNote } from '../api/add-application-note';
import type { ApplicationDetails } from '../api/get-application-details';
import { staffTime } from './staff-time';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  count: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    margin: `${tokens.spacingVerticalL} 0 0`,
    padding: 0,
    listStyleType: 'none',
  },
  note: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingLeft: tokens.spacingHorizontalM,
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke2}`,
  },
  text: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  byline: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    overflowWrap: 'anywhere',
  },
  none: { margin: `${tokens.spacingVerticalM} 0 0`, color: tokens.colorNeutralForeground3 },
});

type Note = ApplicationDetails['NOTES'][number];

/** Who wrote a note and when: 'Ravi Kumar (HR, ravi@earnlearn.in), 23 Nov 2026, 14:05'. */
export function noteByline(note: Note): string {
  const name = note.BY_NAME.trim() || note.BY_EMAIL;
  return `${name} (${note.BY_TYPE}, ${note.BY_EMAIL}), ${staffTime(note.AT)}`;
}

/** The notes, newest first, each with its author and time. */
export function NoteList({ notes }: { notes: readonly Note[] }) {
  const styles = useStyles();
  if (notes.length === 0) return <p className={styles.none}>No notes yet.</p>;
  return (
    <ol className={styles.list} aria-label="Notes, newest first">
      {notes.map((note) => (
        <li key={`${note.AT}:${note.BY_EMAIL}`} className={styles.note}>
          <p className={styles.text}>{note.TEXT}</p>
          <span className={styles.byline}>{noteByline(note)}</span>
        </li>
      ))}
    </ol>
  );
}

interface ApplicantNotesProps {
  application: Pick<ApplicationDetails, 'ID' | 'USER_ID' | 'NOTES'>;
  /** The notes as the server now has them (newest first), after a note was added. */
  onAdded: (notes: Note[]) => void;
}

/**
 * Staff-only notes on the application: a note is added from here, checked with the server's
 * rule first (1 to 1000 characters, plain text); a refused or failed save keeps the text and says why beside
 * the field, which takes the focus.
 */
export function ApplicantNotes({ application, onAdded }: ApplicantNotesProps) {
  const styles = useStyles();
  const toast = useToast();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  // A note the rule refuses, said before anything is sent; the server's refusal comes from useSubmit.
  const [invalid, setInvalid] = useState('');
  const {
    busy: saving,
    problem: refused,
    submit: send,
    clearProblem,
  } = useSubmit<string>({
    problemOf: (error) =>
      error instanceof ApiError
        ? (error.fieldErrors[0]?.message ?? error.message)
        : 'The note was not saved. Please try again.',
  });
  const problem = invalid || refused || '';

  useEffect(() => {
    if (refused) field.current?.focus();
  }, [refused]);

  const submit = (event: FormEvent) => {
    const checked = noteTextSchema.safeParse(text);
    setInvalid(checked.success ? '' : (checked.error.issues[0]?.message ?? 'Please write a note.'));
    if (!checked.success) field.current?.focus();
    return send(
      event,
      checked.success &&
        (async () => {
          const answer = await addApplicationNote(application, checked.data);
          setText('');
          onAdded(answer.NOTES);
          toast('Note added', 'success');
        }),
    );
  };

  return (
    <>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <Field
          label="Add a note (staff only)"
          validationMessage={problem || undefined}
          validationState={problem ? 'error' : 'none'}
          hint="Only HR, OPS and admins see notes; the worker gets them only in a copy of their data."
        >
          <Textarea
            ref={field}
            value={text}
            resize="vertical"
            rows={3}
            maxLength={NOTE_TEXT_MAX}
            onChange={(_, data) => {
              setText(data.value);
              setInvalid('');
              clearProblem();
            }}
          />
        </Field>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={saving}>
            {saving ? 'Adding note…' : 'Add note'}
          </Button>
          <span className={styles.count} aria-live="off">
            {text.length} / {NOTE_TEXT_MAX}
          </span>
        </div>
      </form>
      <NoteList notes={application.NOTES} />
    </>
  );
}
