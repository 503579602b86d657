/**
 * What one notification says and where it leads, in the reader's language now: the server
 * keeps a kind and its parameters, never text, so switching the language renders every entry again.
 */
import type { Notification } from '#shared/api/notifications';
import type { VerificationLevel } from '#shared/domain/employer-verification';
import { formatInterviewTime, istInstant } from '#shared/domain/interviews';
import type { Language, Translate } from '#web/lib/i18n';
import {
  applicationAnchor,
  concernAnchor,
  interviewAnchor,
  messagesAnchor,
  paths,
  withHash,
} from '#web/lib/paths';

export interface RenderedEntry {
  text: string;
  /**
   * A path of this site: the application (or its interview box) in Applied Jobs, the job page for a change of
   * the job, the concern in Profile, or the alert's search (decision 567); a new message, the application's
   * messages (issue 39).
   */
  href: string;
  /** For an employer's own job: how far Earnlearn verified the employer (its badge beside the text). */
  employer?: VerificationLevel;
}

/** The badge of the employer a notification about a job names, when it is an employer's own job. */
const badgeOf = (entry: { employer?: { level: VerificationLevel } | undefined }) =>
  entry.employer ? { employer: entry.employer.level } : {};

/** The job's title in `language` when the job has one, else its English title. */
function titleIn(entry: { title: string; titles?: { hi?: string; te?: string } }, language: Language) {
  return (language !== 'en' ? entry.titles?.[language] : undefined) ?? entry.title;
}

export function renderEntry(entry: Notification, t: Translate, language: Language): RenderedEntry {
  switch (entry.kind) {
    case 'statusMoved':
      return {
        text: t(`bell.status.${entry.status}`, { title: titleIn(entry, language), company: entry.company }),
        href: withHash(paths.dashboardTab('applied'), applicationAnchor(entry.jobId)),
        ...badgeOf(entry),
      };
    case 'interviewScheduled':
      return {
        text: t('bell.interview', {
          title: titleIn(entry, language),
          company: entry.company,
          when: formatInterviewTime(istInstant(entry.date, entry.time), language),
        }),
        href: withHash(paths.dashboardTab('applied'), interviewAnchor(entry.jobId)),
        ...badgeOf(entry),
      };
    case 'newMessage':
      return {
        text: t('bell.message', { title: titleIn(entry, language), company: entry.company }),
        href: withHash(paths.dashboardTab('applied'), messagesAnchor(entry.jobId)),
        ...badgeOf(entry),
      };
    case 'concernAnswered':
      return {
        text: t('bell.concern', { id: entry.concernId }),
        href: withHash(paths.profile, concernAnchor(entry.concernId)),
      };
    case 'jobChanged':
      return {
        text: t('bell.jobChanged', {
          title: titleIn(entry, language),
          company: entry.company,
          changes: entry.changed.map((kind) => t(`bell.change.${kind}`)).join(', '),
        }),
        href: paths.job(entry.jobId),
        ...badgeOf(entry),
      };
    case 'alertMatch':
      return { text: t('bell.alert', { count: entry.count }), href: entry.link };
  }
}
