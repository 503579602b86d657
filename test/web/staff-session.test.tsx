import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RequireAdmin } from '#web/components/back-office/RequireAdmin';
import { RequireStaff } from '#web/components/back-office/RequireStaff';
import type { StaffLoginState } from '#web/components/back-office/StaffGuard';
import { callApi } from '#web/lib/api';
import {
  clearStaffSession,
  readStaffRole,
  readStaffToken,
  type StaffRole,
  storeStaffSession,
} from '#web/lib/staff-session';
import { fail, fakeApi, storeWorkerSession } from './fake-api';

const EXPIRED = 'Your session has expired. Please sign in again.';

function LoginPage({ title }: { title: string }) {
  const state = useLocation().state as StaffLoginState | null;
  return (
    <>
      <h1>{title}</h1>
      {state?.message ? <p role="status">{state.message}</p> : null}
    </>
  );
}

/** Stands for the areas' screens, which the next issue builds: routes under the real guards. */
function renderAreas(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/login" element={<LoginPage title="Admin Login" />} />
        <Route
          path="/admin"
          element={
            <RequireAdmin>
              <h1>Admin area</h1>
            </RequireAdmin>
          }
        />
        <Route path="/internal/login" element={<LoginPage title="Internal Login" />} />
        <Route
          path="/internal"
          element={
            <RequireStaff>
              <h1>Internal area</h1>
            </RequireStaff>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('the back-office session in session storage', () => {
  it("keeps the role under 'role' as base64 text and the token beside it", () => {
    storeStaffSession('OPS', 'staff-token');

    expect(sessionStorage.getItem('role')).toBe(btoa('OPS'));
    expect(readStaffRole()).toBe('OPS');
    expect(readStaffToken()).toBe('staff-token');
  });

  it('knows no role that is missing, not base64, or not admin, HR or OPS', () => {
    expect(readStaffRole()).toBeUndefined();
    sessionStorage.setItem('role', 'admin');
    expect(readStaffRole()).toBeUndefined();
    sessionStorage.setItem('role', btoa('worker'));
    expect(readStaffRole()).toBeUndefined();
    sessionStorage.setItem('role', btoa('Admin'));
    expect(readStaffRole()).toBeUndefined();
  });

  it("clears session storage and leaves the worker's session in local storage", () => {
    storeWorkerSession();
    storeStaffSession('admin', 'staff-token');

    clearStaffSession();

    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('jwt')).toBe('session-token');
  });
});

describe('RequireAdmin', () => {
  it("shows the admin area when the stored role decodes to 'admin'", () => {
    storeStaffSession('admin', 'staff-token');
    renderAreas('/admin');
    expect(heading()).toBe('Admin area');
  });

  it.each<[string, () => void]>([
    ['no role', () => undefined],
    ['an HR role', () => storeStaffSession('HR', 'staff-token')],
    ['an OPS role', () => storeStaffSession('OPS', 'staff-token')],
    ["'admin' stored without base64", () => sessionStorage.setItem('role', 'admin')],
    ['a signed-in worker only', () => storeWorkerSession()],
  ])('sends %s to /admin/login', (_case, prepare) => {
    prepare();
    renderAreas('/admin');
    expect(heading()).toBe('Admin Login');
  });
});

describe('RequireStaff', () => {
  it.each<StaffRole>(['HR', 'OPS'])('shows the internal area to %s', (role) => {
    storeStaffSession(role, 'staff-token');
    renderAreas('/internal');
    expect(heading()).toBe('Internal area');
  });

  it.each<[string, () => void]>([
    ['no role', () => undefined],
    ['the admin role', () => storeStaffSession('admin', 'staff-token')],
    ['a signed-in worker only', () => storeWorkerSession()],
  ])('sends %s to /internal/login', (_case, prepare) => {
    prepare();
    renderAreas('/internal');
    expect(heading()).toBe('Internal Login');
  });
});

describe('a 401', () => {
  it("on an admin call ends the back-office session, with the reason, and not the worker's", async () => {
    storeWorkerSession();
    storeStaffSession('admin', 'staff-token');
    fakeApi({ getDashboardData: () => fail(401, EXPIRED) });
    renderAreas('/admin');

    await act(() => callApi('getDashboardData', {}).catch(() => undefined));

    expect(heading()).toBe('Admin Login');
    expect(screen.getByRole('status')).toHaveTextContent(EXPIRED);
    expect(readStaffRole()).toBeUndefined();
    expect(readStaffToken()).toBeNull();
    expect(localStorage.getItem('jwt')).toBe('session-token');
  });

  it('on an internal call sends HR or OPS to /internal/login', async () => {
    storeStaffSession('HR', 'staff-token');
    fakeApi({ getInternalDashboardData: () => fail(401, EXPIRED) });
    renderAreas('/internal');

    await act(() => callApi('getInternalDashboardData', {}).catch(() => undefined));

    expect(heading()).toBe('Internal Login');
    expect(readStaffRole()).toBeUndefined();
  });

  it('on a worker call leaves the back-office session alone', async () => {
    storeWorkerSession();
    storeStaffSession('admin', 'staff-token');
    fakeApi({ getAllJobs: () => fail(401, EXPIRED) });
    renderAreas('/admin');

    await act(() => callApi('getAllJobs', {}).catch(() => undefined));

    expect(heading()).toBe('Admin area');
    expect(readStaffRole()).toBe('admin');
    expect(readStaffToken()).toBe('staff-token');
  });
});
