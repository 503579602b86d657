/** How the admin's table and detail screens show the API's values. */
import { ACTIVE, VERIFIED } from '#shared/domain/constants';

export const NOT_PROVIDED = 'Not provided';

/** Spec section 3: ACTIVE 1 is Active, anything else Inactive. */
export function activeText(flag: number): string {
  return flag === ACTIVE ? 'Active' : 'Inactive';
}

/** Spec section 3: VERIFIED 1 is 'Account Verified', anything else 'Account Not Verified'. */
export function verifiedText(flag: number): string {
  return flag === VERIFIED ? 'Account Verified' : 'Account Not Verified';
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A stored date ("2003-05-17", or a full ISO time) as people read it ("17 May 2003"); other text as it is. */
export function dateText(text: string): string {
  const day = text.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return text;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? text : dateFormat.format(date);
}

/** The name a row is known by: its NAME, or its e-mail while the account has no name yet. */
export function displayName(row: { NAME: string; EMAIL: string }): string {
  return row.NAME.trim() || row.EMAIL;
}
