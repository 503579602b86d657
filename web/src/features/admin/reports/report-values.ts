import type { JobReportReason } from '#shared/domain/job-reports';

/** The admin's words for the reasons workers give (the worker's dialog translates its own). */
export const REASON_NAMES: Record<JobReportReason, string> = {
  asksForMoney: 'Asks for money',
  fake: 'Fake',
  misleadingPay: 'Misleading pay',
  harassment: 'Harassment',
  other: 'Other',
};

/** The reasons given, most first: "Asks for money 2, Fake 1". */
export function reasonsText(reasons: Record<JobReportReason, number>): string {
  return (Object.entries(reasons) as [JobReportReason, number][])
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([reason, count]) => `${REASON_NAMES[reason]} ${count}`)
    .join(', ');
}
