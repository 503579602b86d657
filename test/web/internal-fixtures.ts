/** What the internal-area tests share: a signed-in HR or OPS employee, internships and applications. */
import { vi } from 'vitest';
import type { ApplicationStatus } from '#shared/domain/codes';
import type { ApiOutput } from '#web/lib/api';
import { type StaffRole, storeStaffSession } from '#web/lib/staff-session';

export const STAFF_TOKEN = 'hr-session-token';

export function storeInternalSession(role: Extract<StaffRole, 'HR' | 'OPS'> = 'HR') {
  storeStaffSession(role, STAFF_TOKEN);
}

export type Internship = ApiOutput<'getInternalDashboardData'>['data'][number];
export type Application = ApiOutput<'getInternalDataById'>['data'][number];

export function internship(overrides: Partial<Internship> = {}): Internship {
  return {
    ID: 12,
    TITLE: 'Campus Ambassador',
    COMPANY_NAME: 'Pixel Pundits',
    LOGO_LINK: '/logos/pixel-pundits.svg',
    POSITION: 'Ambassador',
    STATUS: 'OPEN',
    APPLICANTS: { APPLIED: 7, SHORTLISTED: 3, SELECTED: 1, REJECTED: 2 },
    ...overrides,
  };
}

export function application(
  USER_ID: number,
  NAME: string,
  STATUS: ApplicationStatus = 'APPLIED',
  overrides: Partial<Application> = {},
): Application {
  return {
    ID: 12,
    USER_ID,
    APPLIED_AT: '2026-11-22T09:00:00.000Z',
    NAME,
    EMAIL: `${NAME.toLowerCase().replace(/\s+/g, '.')}@example.com`,
    MOBILE_NUMBER: `98765432${String(USER_ID).padStart(2, '0')}`,
    COMPANY_NAME: 'Pixel Pundits',
    TITLE: 'Campus Ambassador',
    POSITION: 'Ambassador',
    LOCATION: 'Chennai',
    STATUS,
    ...overrides,
  };
}

/** Loads the internal area's module once up front, so the first test does not time out on the lazy import. */
export async function preloadInternalArea() {
  await import('../../web/src/features/internal/InternalRoutes');
}

/**
 * jsdom lays nothing out: every element's offsetParent is null and the body has no size, so Fluent's focus
 * finder (tabster) takes every button for hidden. An opening Dialog then focuses its own surface instead of its
 * first button, and when tabster registers the dialog as a modal only after that focus (a slow, busy run), it
 * counts the dialog as an inactive modal and hides it (aria-hidden): the dialog never "appears". Laid out as a
 * browser lays it out, the dialog focuses its first button (Cancel) and is the active modal every time. Call it
 * in `beforeEach` (the setup's `vi.restoreAllMocks()` undoes it).
 */
export function layOutForFocus() {
  vi.spyOn(document.body, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 1280, 800));
  vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function offsetParent(
    this: HTMLElement,
  ) {
    return this.parentElement;
  });
}
