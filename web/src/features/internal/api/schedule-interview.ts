/**
 * Proposing an interview to a shortlisted applicant: a date and time in IST, and an address or a
 * video link. The applications page revalidates its list after it.
 */
import { type ApiOutput, callApi } from '#web/lib/api';
import type { Application } from './get-applications';

export interface InterviewProposal {
  date: string;
  time: string;
  place?: string;
  link?: string;
}

export function scheduleInterview(
  application: Pick<Application, 'ID' | 'USER_ID'>,
  proposal: InterviewProposal,
): Promise<ApiOutput<'scheduleInterview'>> {
  return callApi('scheduleInterview', { id: application.ID, userId: application.USER_ID, ...proposal });
}
