/**
 * The job page lists Roles & Responsibilities, What you get and Who can Apply as items split at each full
 * stop (spec section 2): each piece trimmed, empty pieces dropped. Hindi ends a sentence with the danda "।"
 * (and a verse with "॥"), which are full stops too, so Hindi lists split as English and Telugu ones do.
 */
export function splitAtFullStops(text: string): string[] {
  return text
    .split(/[.।॥]/u)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}
