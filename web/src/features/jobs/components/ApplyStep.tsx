/**
 * The step before an apply is sent, on the job page: the job's screening questions (each answered: yes or no,
 * one of its options, a number, a short text) and an optional cover note. A job without questions is applied
 * to in one tap; this step opens for it only when the worker asks to add a note. What a knock-out accepts is
 * the server's to know (applyJob refuses a wrong answer with a 403 naming the question, shown on it here).
 */
import { Field, Input, makeStyles, Radio, RadioGroup, Textarea, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import type { Job } from '#shared/api/job-shapes';
import {
  COVER_NOTE_MAX_LENGTH,
  questionIn,
  type ScreeningAnswer,
  TEXT_ANSWER_MAX_LENGTH,
} from '#shared/domain/screening-rules';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { focusFirstError } from '#web/lib/focus-first-error';
import { useLanguage, useT } from '#web/lib/i18n';
import type { ApplyExtras } from '../api/apply-job';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalL },
  intro: { margin: 0 },
});

type Question = NonNullable<Job['QUESTIONS']>[number];

/** A question's answer as typed, or why it is none yet ('answerNeeded', 'numberNeeded'). */
export function answerOf(
  question: Question,
  typed: string,
): { answer: ScreeningAnswer['answer'] } | { problem: 'answerNeeded' | 'numberNeeded' } {
  const text = typed.trim();
  if (text === '') return { problem: 'answerNeeded' };
  if (question.kind === 'yesNo') return { answer: text === 'yes' };
  if (question.kind === 'choice') return { answer: Number(text) };
  if (question.kind === 'number') {
    // A comma as the decimal mark, as phones in India often type it.
    const value = Number(text.replace(',', '.'));
    return Number.isFinite(value) ? { answer: value } : { problem: 'numberNeeded' };
  }
  return { answer: text };
}

export interface ApplyStepProps {
  job: Job;
  open: boolean;
  busy: boolean;
  /** The server's refusal of one answer (its index among the questions, its message), or of the whole apply. */
  refused?: { index?: number | undefined; message: string } | undefined;
  onSend: (extras: ApplyExtras) => void;
  onCancel: () => void;
}

export function ApplyStep({ job, open, busy, refused, onSend, onCancel }: ApplyStepProps) {
  const styles = useStyles();
  const t = useT();
  const language = useLanguage();
  const questions = job.QUESTIONS ?? [];
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [coverNote, setCoverNote] = useState('');
  const [tried, setTried] = useState(false);
  // Bumped by a refused send (here or by the server): the first question to fix takes the focus.
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusRequest > 0 || refused) focusFirstError(formRef.current);
  }, [focusRequest, refused]);
  const results = questions.map((question) => answerOf(question, typed[question.id] ?? ''));
  const problemOf = (index: number): string | undefined => {
    if (refused?.index === index) return refused.message;
    const result = results[index];
    return tried && result && 'problem' in result ? t(`apply.${result.problem}`) : undefined;
  };
  const type = (id: string, value: string) => setTyped((current) => ({ ...current, [id]: value }));

  function send() {
    setTried(true);
    const answers: ScreeningAnswer[] = [];
    for (const [index, result] of results.entries()) {
      const question = questions[index];
      if (!question || 'problem' in result) {
        setFocusRequest((count) => count + 1);
        return;
      }
      answers.push({ id: question.id, answer: result.answer });
    }
    onSend({
      ...(answers.length > 0 ? { answers } : {}),
      ...(coverNote.trim() === '' ? {} : { coverNote: coverNote.trim() }),
    });
  }

  return (
    <ConfirmDialog
      open={open}
      fluid
      title={t('apply.stepTitle')}
      confirmLabel={t('apply.send')}
      cancelLabel={t('apply.cancel')}
      busy={busy}
      onConfirm={send}
      onCancel={onCancel}
    >
      <div className={styles.form} ref={formRef}>
        {questions.length > 0 ? <p className={styles.intro}>{t('apply.intro')}</p> : null}
        {questions.map((question, index) => (
          <Field
            key={question.id}
            // In the worker's language where the poster wrote it, else as written.
            label={questionIn(question, language).text}
            required
            validationMessage={problemOf(index)}
            hint={
              question.kind === 'text'
                ? t('apply.textHint', { max: TEXT_ANSWER_MAX_LENGTH })
                : question.kind === 'number'
                  ? t('apply.numberHint')
                  : undefined
            }
          >
            {question.kind === 'yesNo' || question.kind === 'choice' ? (
              <RadioGroup
                value={typed[question.id] ?? ''}
                onChange={(_event, data) => type(question.id, data.value)}
              >
                {question.kind === 'yesNo' ? (
                  <>
                    <Radio value="yes" label={t('apply.yes')} />
                    <Radio value="no" label={t('apply.no')} />
                  </>
                ) : (
                  questionIn(question, language).options.map((option, at) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the answer is the option's place.
                    <Radio key={at} value={String(at)} label={option} />
                  ))
                )}
              </RadioGroup>
            ) : (
              <Input
                value={typed[question.id] ?? ''}
                inputMode={question.kind === 'number' ? 'decimal' : 'text'}
                maxLength={question.kind === 'number' ? 14 : TEXT_ANSWER_MAX_LENGTH}
                onChange={(_event, data) => type(question.id, data.value)}
              />
            )}
          </Field>
        ))}
        <Field
          label={t('apply.coverNote', { max: COVER_NOTE_MAX_LENGTH })}
          hint={t('apply.coverNoteHint')}
          validationMessage={refused && refused.index === undefined ? refused.message : undefined}
        >
          <Textarea
            value={coverNote}
            maxLength={COVER_NOTE_MAX_LENGTH}
            resize="vertical"
            onChange={(_event, data) => setCoverNote(data.value)}
          />
        </Field>
      </div>
    </ConfirmDialog>
  );
}
