/**
 * The job page lists Roles & Responsibilities, What you get and Who can Apply as items split at each full
 * stop (spec section 2): each piece trimmed, empty pieces dropped.
 */
export function splitAtFullStops(text: string): string[] {
  return text
    .split('.')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}
