/**
 * An interview as an iCalendar file (RFC 5545), built with the `ics` package: the start at its IST wall-clock
 * time in the Asia/Kolkata zone (DTSTART;TZID=Asia/Kolkata, with the zone's definition: UTC+05:30, no daylight
 * saving), 30 minutes long, the title in the worker's language, the place or the video link as its location.
 * The `ics` package writes floating local times only, so the zone is added to its output here.
 */
import { createEvent, type EventAttributes } from 'ics';
import type { SmsLanguage } from '#lib/messaging/sms';
import { INTERVIEW_MINUTES, IST_ZONE, istParts } from '#shared/domain/interviews';

const TITLES: Record<SmsLanguage, (title: string, company: string) => string> = {
  en: (title, company) => `Interview: ${title} at ${company}`,
  hi: (title, company) => `इंटरव्यू: ${title} (${company})`,
  te: (title, company) => `ఇంటర్వ్యూ: ${title} (${company})`,
};

const DETAILS: Record<SmsLanguage, string> = {
  en: 'Confirm or ask for another time in Applied Jobs:',
  hi: "पुष्टि करें या दूसरा समय माँगें, 'आवेदन किए काम' में:",
  te: "నిర్ధారించండి లేదా వేరే సమయం అడగండి, 'దరఖాస్తు చేసిన పనులు' లో:",
};

/** Asia/Kolkata as a calendar defines it: +05:30 since 1945, no daylight saving. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${IST_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

export interface CalendarInterview {
  userId: number;
  jobId: number;
  title: string;
  company: string;
  startsAt: string;
  place?: string | undefined;
  link?: string | undefined;
  /** When this version of the interview was proposed: calendars replace an entry by UID and a later stamp. */
  proposedAt: string;
}

/** The file's name: one per application, so a new proposal replaces the old entry. */
export const calendarFileName = (jobId: number) => `earnlearn-interview-${jobId}.ics`;

/** The .ics text of the interview, in the worker's language. */
export function interviewCalendar(interview: CalendarInterview, language: SmsLanguage, site: string): string {
  const { date, time } = istParts(interview.startsAt);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  // Functions that know the site's address (SITE_URL) link Applied Jobs; the words alone say where otherwise.
  const appliedJobs = site ? ` ${site.replace(/\/+$/, '')}/dashboard?tab=applied` : '';
  const where = interview.link ?? interview.place ?? '';
  // `timestamp` (DTSTAMP) is read by the package but missing from its types.
  const attributes: EventAttributes & { timestamp: number } = {
    uid: `interview-${interview.userId}-${interview.jobId}@earnlearn.in`,
    productId: 'earnlearn/interviews',
    method: 'PUBLISH',
    timestamp: Date.parse(interview.proposedAt),
    start: [year, month, day, hour, minute],
    startInputType: 'local',
    startOutputType: 'local',
    duration: { minutes: INTERVIEW_MINUTES },
    title: TITLES[language](interview.title.trim(), interview.company.trim()),
    description: `${where}\n\n${DETAILS[language]}${appliedJobs}`,
    location: where,
    ...(interview.link ? { url: interview.link } : {}),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    alarms: [
      {
        action: 'display',
        description: TITLES[language](interview.title, interview.company),
        trigger: { hours: 1, before: true },
      },
    ],
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('The calendar file could not be built');
  return value
    .replace(/^DTSTART:/m, `DTSTART;TZID=${IST_ZONE}:`)
    .replace(/^BEGIN:VEVENT/m, `${VTIMEZONE}\r\nBEGIN:VEVENT`);
}
