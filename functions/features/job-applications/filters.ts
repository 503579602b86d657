/**
 * What a job's applications can be filtered by (decision 610), as the list's job card offers it: each answer of
 * a yes/no or one-choice question as `<question id>:<value>` with a label HR reads ("Do you ride?: Yes"), in
 * the question's order, and the skills the job asks for. The question as the poster wrote it, as HR reads
 * answers (decision 575).
 */
import type { StoredJob } from '#lib/db/jobs';

export function answerFilters(job: Pick<StoredJob, 'QUESTIONS'>): { value: string; label: string }[] {
  return (job.QUESTIONS ?? []).flatMap((question) => {
    if (question.kind === 'yesNo')
      return [
        { value: `${question.id}:yes`, label: `${question.text}: Yes` },
        { value: `${question.id}:no`, label: `${question.text}: No` },
      ];
    if (question.kind === 'choice')
      return (question.options ?? []).map((option, index) => ({
        value: `${question.id}:${index}`,
        label: `${question.text}: ${option}`,
      }));
    return [];
  });
}
