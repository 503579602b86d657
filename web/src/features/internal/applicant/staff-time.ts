/** Times and dates as HR and OPS read them (India time): '23 Nov 2026, 14:05' and '14 May 2002'. */
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Kolkata',
});

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An ISO time as '23 Nov 2026, 14:05' (IST); other text as it is. */
export function staffTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : timeFormat.format(at);
}

/** A stored day ('2002-05-14', or the day of an ISO time) as '14 May 2002'; other text as it is. */
export function staffDay(text: string): string {
  const day = text.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return text;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? text : dayFormat.format(date);
}
