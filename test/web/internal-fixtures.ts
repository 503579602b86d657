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
    STATE: overrides.STATUS === 'CLOSED' ? 'closed' : 'live',
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
    AGE_BAND: '22plus',
    EDUCATION_LEVEL: 'graduate',
    LANGUAGES: ['english', 'telugu'],
    STATUS,
    ...overrides,
  };
}

/**
 * Loads the internal area's module and its screens (each a chunk of its own) once up front, so the first test
 * does not time out on a lazy import.
 */
export async function preloadInternalArea() {
  await import('../../web/src/features/internal/InternalRoutes');
  await Promise.all(
    Object.values(import.meta.glob('../../web/src/features/internal/**/*Page.tsx')).map((load) => load()),
  );
}
