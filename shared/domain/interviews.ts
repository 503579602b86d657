/**
 * Interviews: HR or OPS propose a time in India Standard Time and a place or a video link for
 * a shortlisted applicant; the worker confirms or asks for another time. Pure rules read by the server (the
 * handlers, the SMS, the calendar file, the reminders) and the browser (the forms, the labels) alike.
 *
 * India has one time zone and no daylight saving: IST is UTC+05:30 all year, so a date and a time typed in IST
 * are one instant, and "tomorrow in IST" is one calendar day.
 */

/** Where an interview stands: proposed by staff, confirmed by the worker, or the worker asked for another time. */
export const INTERVIEW_ANSWERS = ['PROPOSED', 'CONFIRMED', 'ANOTHER_TIME'] as const;
export type InterviewAnswer = (typeof INTERVIEW_ANSWERS)[number];

/** What the worker can answer. */
export const WORKER_ANSWERS = ['confirm', 'anotherTime'] as const;
export type WorkerAnswer = (typeof WORKER_ANSWERS)[number];

/** The staff's words for each answer (the back office is English only). */
export const INTERVIEW_ANSWER_LABELS: Record<InterviewAnswer, string> = {
  PROPOSED: 'Proposed',
  CONFIRMED: 'Confirmed',
  ANOTHER_TIME: 'Asked for another time',
};

/** How long the calendar entry lasts: the product proposes a start only. */
export const INTERVIEW_MINUTES = 30;
/** How far ahead an interview may be proposed. */
export const INTERVIEW_MAX_DAYS_AHEAD = 90;
export const PLACE_MAX = 200;
export const LINK_MAX = 500;
export const NOTE_MAX = 200;
export const IST_ZONE = 'Asia/Kolkata';
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether `date` (YYYY-MM-DD) is a day of the calendar (no 31 June). */
export function isCalendarDate(date: string): boolean {
  if (!DATE_PATTERN.test(date)) return false;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return (
    parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day
  );
}

/** The instant (epoch ms) of a date and time written in IST. */
export function istInstant(date: string, time: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return Date.UTC(year, month - 1, day, hour, minute) - IST_OFFSET_MS;
}

/** The IST calendar date (YYYY-MM-DD) and wall-clock time (HH:MM) of an instant. */
export function istParts(instant: number | string): { date: string; time: string } {
  const at = typeof instant === 'string' ? Date.parse(instant) : instant;
  const shifted = new Date(at + IST_OFFSET_MS).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** The IST date `days` after the IST date of `now` (1: tomorrow). */
export function istDayAfter(now: number, days: number): string {
  return istParts(now + days * 24 * 3600_000).date;
}

/**
 * Whether `link` is a https URL a phone can open: `https://`, a host name with a dot (letters, digits, hyphens),
 * an optional port, then a path, query or fragment; no spaces and no `user@` before the host (which would make
 * `https://meet.google.com@evil.example` open evil.example). A pattern, not `URL`: this module runs in the
 * browser and on the server alike, and `shared/` has no DOM or Node types.
 */
const HTTPS_LINK =
  /^https:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

export function isHttpsLink(link: string): boolean {
  return HTTPS_LINK.test(link);
}

export type InterviewProblem = { field: 'date' | 'time' | 'place' | 'link'; message: string };

export const interviewMessages = {
  date: 'date must be a day of the calendar, written YYYY-MM-DD',
  time: 'time must be a time of day in IST, written HH:MM (24-hour)',
  past: 'The interview must be in the future.',
  tooFar: `The interview must be within ${INTERVIEW_MAX_DAYS_AHEAD} days.`,
  where: 'Give the address of the interview or a video link.',
  both: 'Give either an address or a video link, not both.',
  link: 'The video link must be a full https:// address.',
  place: `The address must be at most ${PLACE_MAX} characters.`,
  linkLength: `The video link must be at most ${LINK_MAX} characters.`,
} as const;

/**
 * The first problem with a proposed interview, naming its field, or undefined: a real date and a time of day,
 * in the future (and within 90 days), and exactly one of a non-empty address or a https link.
 */
export function interviewProblem(
  proposal: { date: string; time: string; place?: string | undefined; link?: string | undefined },
  now: number,
): InterviewProblem | undefined {
  const place = proposal.place?.trim() ?? '';
  const link = proposal.link?.trim() ?? '';
  if (!isCalendarDate(proposal.date)) return { field: 'date', message: interviewMessages.date };
  if (!TIME_PATTERN.test(proposal.time)) return { field: 'time', message: interviewMessages.time };
  const at = istInstant(proposal.date, proposal.time);
  if (at <= now) {
    const today = istParts(now).date;
    return proposal.date < today
      ? { field: 'date', message: interviewMessages.past }
      : { field: 'time', message: interviewMessages.past };
  }
  if (at > now + INTERVIEW_MAX_DAYS_AHEAD * 24 * 3600_000)
    return { field: 'date', message: interviewMessages.tooFar };
  if (place && link) return { field: 'place', message: interviewMessages.both };
  if (!place && !link) return { field: 'place', message: interviewMessages.where };
  if (place.length > PLACE_MAX) return { field: 'place', message: interviewMessages.place };
  if (link.length > LINK_MAX) return { field: 'link', message: interviewMessages.linkLength };
  if (link && !isHttpsLink(link)) return { field: 'link', message: interviewMessages.link };
  return undefined;
}

/** Month names, the way the worker's SMS and screens write a date in each language. */
const MONTHS: Record<'en' | 'hi' | 'te', readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
  te: ['జనవరి', 'ఫిబ్రవరి', 'మార్చి', 'ఏప్రిల్', 'మే', 'జూన్', 'జూలై', 'ఆగస్టు', 'సెప్టెంబర్', 'అక్టోబర్', 'నవంబర్', 'డిసెంబర్'],
};

/**
 * An interview's time as the worker reads it, in IST and their language: `28 Nov 2026, 10:30 AM IST`,
 * `28 नवंबर 2026, 10:30 बजे IST`, `28 నవంబర్ 2026, 10:30 గంటలకు IST` (Hindi and Telugu in 24-hour time, as
 * Indian notices write it). Written out here, not by Intl, so the SMS text is the same on every runtime.
 */
export function formatInterviewTime(instant: number | string, language: 'en' | 'hi' | 'te'): string {
  const { date, time } = istParts(instant);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const dayMonth = `${day} ${MONTHS[language][month - 1]} ${year}`;
  if (language === 'en') {
    const [hour, minute] = time.split(':').map(Number) as [number, number];
    const twelve = hour % 12 === 0 ? 12 : hour % 12;
    return `${dayMonth}, ${twelve}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'} IST`;
  }
  return `${dayMonth}, ${time} ${language === 'hi' ? 'बजे' : 'గంటలకు'} IST`;
}
