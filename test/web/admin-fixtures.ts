/** What the admin-area tests share: a signed-in admin, posted jobs, and how to find a toast. */
import { screen } from '@testing-library/react';
import type { ApiOutput } from '#web/lib/api';
import { storeStaffSession } from '#web/lib/staff-session';

export const ADMIN_TOKEN = 'admin-session-token';

/** A signed-in admin, as the admin login leaves the session. */
export function storeAdminSession() {
  storeStaffSession('admin', ADMIN_TOKEN);
}

export type PostedJob = ApiOutput<'getPostedJobs'>['data'][number];

export function postedJob(overrides: Partial<PostedJob> = {}): PostedJob {
  return {
    ID: 12,
    TITLE: 'Campus Ambassador',
    COMPANY_NAME: 'Pixel Pundits',
    LOGO_LINK: '/logos/pixel-pundits.svg',
    LOCATION: 'Pune',
    WORK_FROM_HOME: 0,
    WORK_HOURS: '3 hours a day',
    EARNINGS: '₹5,000 a month',
    POSITION: 'Ambassador',
    POSTED_AT: '2026-11-21T00:00:00.000Z',
    STATUS: 'OPEN',
    STATE: 'live',
    APPLICANTS: { APPLIED: 7, SHORTLISTED: 3, SELECTED: 1, REJECTED: 2 },
    ...overrides,
  };
}

/** The toast with this text (Fluent also repeats it in a live region for screen readers, which is not it). */
export function findToast(text: string) {
  return screen.findByText(text, { selector: '.fui-ToastTitle' });
}

export function queryToasts(): string[] {
  return [...document.querySelectorAll('.fui-ToastTitle')].map((toast) => toast.textContent ?? '');
}

/**
 * Loads the admin area's module and its screens (each a chunk of its own) once up front, so the first test
 * does not time out on a lazy import.
 */
export async function preloadAdminArea() {
  await import('../../web/src/features/admin/AdminRoutes');
  await Promise.all(
    Object.values(import.meta.glob('../../web/src/features/admin/**/*Page.tsx')).map((load) => load()),
  );
}
