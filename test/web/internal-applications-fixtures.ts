/**
 * Shared set-up of the HR/OPS applications page tests (the tabs and the phone layout): a fake server over a few
 * applications whose reviews move them, the page opened at a tab, and the hooks.
 */
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import type { ApplicationPage, ApplicationStatus } from '#shared/domain/codes';
import { rowsOf } from './admin-tables';
import { fakeApi, ok } from './fake-api';
import {
  type Application,
  application,
  internship,
  preloadInternalArea,
  storeInternalSession,
} from './internal-fixtures';
import { renderApp } from './render-app';

/** The hooks every applications-page test file registers (call once at the top of the file). */
export function applicationsPageHooks(): void {
  beforeAll(preloadInternalArea);

  afterEach(() => {
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });
}

export const PAGE_STATUS: Record<ApplicationPage, ApplicationStatus> = {
  new: 'APPLIED',
  shortlisted: 'SHORTLISTED',
  selected: 'SELECTED',
  rejected: 'REJECTED',
};

/** A fake server over `rows`: each page query answers the rows in its status, and reviews move them. */
export function fakeServer(rows: Application[]) {
  let current = rows;
  const api = fakeApi({
    getInternalDataById: (input) => {
      const status = PAGE_STATUS[(input.page ?? 'new') as ApplicationPage];
      const counts = { APPLIED: 0, SHORTLISTED: 0, SELECTED: 0, REJECTED: 0 };
      for (const row of current) counts[row.STATUS] += 1;
      return ok({
        data: current.filter((row) => row.STATUS === status),
        JOB: internship({ APPLICANTS: counts }),
      });
    },
  });
  return {
    api,
    move: (userId: number, status: ApplicationStatus) => {
      current = current.map((row) => (row.USER_ID === userId ? { ...row, STATUS: status } : row));
    },
  };
}

export const ASHA = application(21, 'Asha Verma');
export const KIRAN = application(22, 'Kiran Rao');
export const MEERA = application(23, 'Meera Iyer', 'SHORTLISTED');
export const ARJUN = application(24, 'Arjun Das', 'SELECTED');

export async function openTab(path: string) {
  storeInternalSession();
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Applications' });
  return view;
}

export const table = () => screen.getByRole('table');
/** The applicants' names in the table, read from its Name column (after the Choose boxes of an open tab). */
export const names = () => {
  const headers = within(table())
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  const column = headers.indexOf('Name');
  return rowsOf(table()).map((cells) => cells[column]);
};

/** Moves the fake clock on by `ms` (vi.useFakeTimers), running the timers due meanwhile. */
export async function elapse(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}
