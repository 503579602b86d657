import type { GrievanceState } from '#shared/domain/grievances';

/** The admin's words for where a grievance stands (the worker's screens translate their own). */
export const STATE_TEXT: Record<GrievanceState, string> = {
  open: 'Open',
  dueSoon: 'Due soon',
  overdue: 'Overdue',
  closed: 'Closed',
};

/** A date and time in India (the admin's screens read dates in IST). */
export function istDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}
