/**
 * Interviews, the pure parts: the calendar file (IST times in Asia/Kolkata, the title in the
 * worker's language), the SMS texts in English, Hindi and Telugu, and the rules a proposal must meet.
 */
import { describe, expect, it } from 'vitest';
import { interviewCalendar } from '#features/interviews/calendar';
import { interviewMessage } from '#features/interviews/messages';
import {
  formatInterviewTime,
  interviewProblem,
  istDayAfter,
  istInstant,
  istParts,
} from '#shared/domain/interviews';

// 28 Nov 2026, 10:30 IST is 05:00 UTC.
const STARTS_AT = '2026-11-28T05:00:00.000Z';
const interview = {
  userId: 41,
  jobId: 7,
  title: 'Field Sales Intern',
  company: 'Acme Foods',
  startsAt: STARTS_AT,
  place: 'Plot 12, HITEC City, Hyderabad',
  proposedAt: '2026-11-27T08:00:00.000Z',
};
/** The .ics lines, unfolded (RFC 5545 folds long lines with CRLF + space). */
const lines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('the interview calendar file', () => {
  it('starts at the IST wall-clock time in Asia/Kolkata, with the zone defined as +05:30, for 30 minutes', () => {
    const ics = lines(interviewCalendar(interview, 'en', 'https://earnlearn.in'));
    expect(ics).toContain('DTSTART;TZID=Asia/Kolkata:20261128T103000');
    expect(ics).toContain('DURATION:PT30M');
    const zone = ics.slice(ics.indexOf('BEGIN:VTIMEZONE'), ics.indexOf('END:VTIMEZONE') + 1);
    expect(zone).toEqual(
      expect.arrayContaining(['TZID:Asia/Kolkata', 'TZOFFSETFROM:+0530', 'TZOFFSETTO:+0530']),
    );
    // The zone is defined before the event that names it.
    expect(ics.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(ics.indexOf('BEGIN:VEVENT'));
  });

  it('is titled in the worker language, with the place as location and one UID per application', () => {
    const en = lines(interviewCalendar(interview, 'en', 'https://earnlearn.in'));
    expect(en).toContain('SUMMARY:Interview: Field Sales Intern at Acme Foods');
    expect(en).toContain('LOCATION:Plot 12\\, HITEC City\\, Hyderabad');
    expect(en).toContain('UID:interview-41-7@earnlearn.in');
    expect(en.join('\n')).toContain('https://earnlearn.in/dashboard?tab=applied');
    expect(lines(interviewCalendar(interview, 'hi', ''))).toContain(
      'SUMMARY:इंटरव्यू: Field Sales Intern (Acme Foods)',
    );
    expect(lines(interviewCalendar(interview, 'te', ''))).toContain(
      'SUMMARY:ఇంటర్వ్యూ: Field Sales Intern (Acme Foods)',
    );
  });

  it('gives a video link as location and URL', () => {
    const { place: _place, ...rest } = interview;
    const ics = lines(interviewCalendar({ ...rest, link: 'https://meet.example.com/abc' }, 'en', ''));
    expect(ics).toContain('LOCATION:https://meet.example.com/abc');
    expect(ics).toContain('URL:https://meet.example.com/abc');
  });
});

describe('the interview SMS', () => {
  const about = { jobId: 7, title: 'Field Sales Intern', company: 'Acme Foods', startsAt: STARTS_AT };
  const site = 'https://earnlearn.in';

  it('invites in English, Hindi and Telugu with the IST time, Applied Jobs and the calendar link', () => {
    expect(interviewMessage('invitation', about, 'en', site)).toBe(
      'Earnlearn: interview for Field Sales Intern at Acme Foods on 28 Nov 2026, 10:30 AM IST. Confirm or ask for another time: https://earnlearn.in/dashboard?tab=applied Add to calendar: https://earnlearn.in/dashboard?tab=applied&ics=7',
    );
    expect(interviewMessage('invitation', about, 'hi', site)).toBe(
      'Earnlearn: Field Sales Intern (Acme Foods) का इंटरव्यू 28 नवंबर 2026, 10:30 बजे IST। पुष्टि करें या दूसरा समय माँगें: https://earnlearn.in/dashboard?tab=applied कैलेंडर में जोड़ें: https://earnlearn.in/dashboard?tab=applied&ics=7',
    );
    expect(interviewMessage('invitation', about, 'te', site)).toBe(
      'Earnlearn: Field Sales Intern (Acme Foods) ఇంటర్వ్యూ 28 నవంబర్ 2026, 10:30 గంటలకు IST. నిర్ధారించండి లేదా వేరే సమయం అడగండి: https://earnlearn.in/dashboard?tab=applied క్యాలెండర్‌లో చేర్చండి: https://earnlearn.in/dashboard?tab=applied&ics=7',
    );
  });

  it('reminds the day before in each language', () => {
    expect(interviewMessage('reminder', about, 'en', site)).toBe(
      'Earnlearn reminder: interview for Field Sales Intern at Acme Foods tomorrow, 28 Nov 2026, 10:30 AM IST. Details: https://earnlearn.in/dashboard?tab=applied',
    );
    expect(interviewMessage('reminder', about, 'hi', site)).toBe(
      'Earnlearn याद दिलाना: Field Sales Intern (Acme Foods) का इंटरव्यू कल, 28 नवंबर 2026, 10:30 बजे IST। विवरण: https://earnlearn.in/dashboard?tab=applied',
    );
    expect(interviewMessage('reminder', about, 'te', site)).toBe(
      'Earnlearn గుర్తుచేత: Field Sales Intern (Acme Foods) ఇంటర్వ్యూ రేపు, 28 నవంబర్ 2026, 10:30 గంటలకు IST. వివరాలు: https://earnlearn.in/dashboard?tab=applied',
    );
  });

  it("cuts a long title or company to DLT's 30 characters", () => {
    const text = interviewMessage(
      'reminder',
      { ...about, title: 'Senior Customer Relationship Executive Trainee' },
      'en',
      site,
    );
    expect(text).toContain('interview for Senior Customer Relationshi... at Acme Foods');
  });

  it('writes afternoon times with PM and midnight as 12 AM', () => {
    expect(formatInterviewTime(istInstant('2026-11-28', '15:05'), 'en')).toBe('28 Nov 2026, 3:05 PM IST');
    expect(formatInterviewTime(istInstant('2026-11-28', '00:15'), 'en')).toBe('28 Nov 2026, 12:15 AM IST');
    expect(formatInterviewTime(istInstant('2026-11-28', '15:05'), 'hi')).toBe('28 नवंबर 2026, 15:05 बजे IST');
  });
});

describe('a proposed interview', () => {
  // 27 Nov 2026, 14:00 IST.
  const now = Date.parse('2026-11-27T08:30:00.000Z');
  const ok = { date: '2026-11-28', time: '10:30', place: 'Plot 12, HITEC City' };

  it('reads IST dates and times as one instant, and knows tomorrow in IST', () => {
    expect(new Date(istInstant('2026-11-28', '10:30')).toISOString()).toBe(STARTS_AT);
    expect(istParts(STARTS_AT)).toEqual({ date: '2026-11-28', time: '10:30' });
    // 20:00 UTC on the 27th is 01:30 IST on the 28th: tomorrow is the 29th.
    expect(istDayAfter(Date.parse('2026-11-27T20:00:00.000Z'), 1)).toBe('2026-11-29');
  });

  it('is accepted with a place or a https link, in the future', () => {
    expect(interviewProblem(ok, now)).toBeUndefined();
    expect(
      interviewProblem({ date: '2026-11-28', time: '10:30', link: 'https://meet.example.com/x' }, now),
    ).toBeUndefined();
  });

  it('names the field of each problem', () => {
    const field = (proposal: Parameters<typeof interviewProblem>[0]) =>
      interviewProblem(proposal, now)?.field;
    expect(field({ ...ok, date: '2026-02-30' })).toBe('date');
    expect(field({ ...ok, time: '24:00' })).toBe('time');
    expect(field({ ...ok, date: '2026-11-26' })).toBe('date');
    expect(field({ ...ok, date: '2026-11-27', time: '13:59' })).toBe('time');
    expect(field({ ...ok, date: '2027-06-01' })).toBe('date');
    expect(field({ date: ok.date, time: ok.time, place: '   ' })).toBe('place');
    expect(field({ ...ok, link: 'https://meet.example.com/x' })).toBe('place');
    expect(field({ date: ok.date, time: ok.time, link: 'http://meet.example.com/x' })).toBe('link');
    expect(field({ date: ok.date, time: ok.time, link: 'javascript:alert(1)' })).toBe('link');
    expect(field({ date: ok.date, time: ok.time, link: 'https://meet.google.com@evil.example/x' })).toBe(
      'link',
    );
    expect(field({ date: ok.date, time: ok.time, link: 'https://meet example.com' })).toBe('link');
    expect(
      field({ date: ok.date, time: ok.time, link: 'https://meet.google.com/abc-defg-hij?pli=1' }),
    ).toBeUndefined();
  });
});
