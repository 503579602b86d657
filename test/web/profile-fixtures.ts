/**
 * Shared set-up of the /profile page tests (view, edit, uploads): a worker's profile, the upload form the fake
 * API answers, the page opened with them, and the hooks that fake XMLHttpRequest and object URLs.
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { Profile } from '#shared/api/worker';
import type { ProfileSections } from '#shared/domain/profile-sections';
import { fakeApi, ok, storeWorkerSession, type WORKER } from './fake-api';
import { FakeXhr } from './fake-xhr';
import { renderApp } from './render-app';

export const PAN_URL = 'https://uploads.example.com/documents/w1/pan-1.png?X-Amz-Signature=abc';
export const PAN_KEY = 'documents/w1/pan-1.png';

export const PROFILE: Profile = {
  NAME: 'Asha Verma',
  MOBILE_NUMBER: '9876543210',
  EMAIL: 'asha@example.com',
  GENDER: 0,
  DOB: '2003-05-17',
  LANGUAGES: 'english, hindi',
  LOCATION: 'chennai',
  EDUCATION_LEVEL: 'pursuingGraduation',
  COLLEGE_NAME: 'Stella Maris College',
  PANCARD_LOCATION: PAN_URL,
  ID_CARD_LOCATION: '',
  PANCARD_KEY: PAN_KEY,
  ID_CARD_KEY: '',
};

export const NEW_ID_KEY = 'documents/w1/id-2.png';
export const UPLOAD_FORM = {
  url: 'https://uploads.example.com/earnlearn-documents',
  fields: {
    key: NEW_ID_KEY,
    'Content-Type': 'image/png',
    Policy: 'eyJjb25kaXRpb25zIjpbXX0=',
    'X-Amz-Signature': 'f00d',
  },
  key: NEW_ID_KEY,
  maxBytes: 2 * 1024 * 1024,
  contentType: 'image/png',
  expiresAt: '2026-11-25T10:05:00.000Z',
};

/** The hooks every /profile test file registers (call once at the top of the file). */
export function profilePageHooks(): void {
  // The page is lazy-loaded; loading its module once up front keeps the first test from timing out on it.
  beforeAll(async () => {
    await import('../../web/src/features/profile/ProfilePage');
  });

  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:preview-1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  });

  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });
}

export function openProfile(
  options: { profile?: Profile; sections?: ProfileSections; user?: typeof WORKER } = {},
) {
  storeWorkerSession({ user: options.user });
  const api = fakeApi({
    getProfile: () =>
      ok({
        data: options.profile ?? PROFILE,
        ...(options.sections ? { sections: options.sections } : {}),
      }),
    createDocumentUpload: () => ok({ data: UPLOAD_FORM }),
    updateProfile: () => ok({ success: true }),
    saveResume: () => ok({ success: true }),
    // The nominee and concerns part of the Privacy section: none yet.
    getMyRights: () => ok({ grievances: [] }),
    // The job alerts part of the Privacy section: none yet.
    getJobAlerts: () => ok({ data: [], max: 5, consent: false, whatsapp: false, minor: false }),
  });
  return { api, ...renderApp('/profile') };
}

/** Every term of the page's definition lists, with the text of its value. */
export function facts(): Record<string, string> {
  return Object.fromEntries(
    screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

export async function startEditing(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  return screen.getByRole('form', { name: 'Edit profile' });
}

export function documentGroup(label: string): HTMLElement {
  return screen.getByRole('group', { name: label });
}
