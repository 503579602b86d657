import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '#shared/api/worker';
import { uploadMessages } from '#web/lib/upload';
import { deferred, fail, fakeApi, ok, storeWorkerSession, WORKER } from './fake-api';
import { FakeXhr, pngFile, sentRequest } from './fake-xhr';
import { renderApp } from './render-app';

const PAN_URL = 'https://uploads.example.com/documents/w1/pan-1.png?X-Amz-Signature=abc';
const PAN_KEY = 'documents/w1/pan-1.png';

const PROFILE: Profile = {
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

const NEW_ID_KEY = 'documents/w1/id-2.png';
const UPLOAD_FORM = {
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

function openProfile(options: { profile?: Profile; user?: typeof WORKER } = {}) {
  storeWorkerSession({ user: options.user });
  const api = fakeApi({
    getProfile: () => ok({ data: options.profile ?? PROFILE }),
    createDocumentUpload: () => ok({ data: UPLOAD_FORM }),
    updateProfile: () => ok({ success: true }),
  });
  return { api, ...renderApp('/profile') };
}

/** Every term of the page's definition lists, with the text of its value. */
function facts(): Record<string, string> {
  return Object.fromEntries(
    screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

async function startEditing(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  return screen.getByRole('form', { name: 'Edit profile' });
}

function documentGroup(label: string): HTMLElement {
  return screen.getByRole('group', { name: label });
}

describe('/profile, view mode', () => {
  it('shows the card and every field with its label: gender, date, languages, city and education names', async () => {
    const { api } = openProfile();

    expect(await screen.findByRole('heading', { level: 2, name: 'Asha Verma' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(facts()).toEqual({
      Email: 'asha@example.com',
      'Mobile Number': '9876543210',
      Gender: 'Female',
      'Date of Birth': '17 May 2003',
      Languages: 'English, Hindi',
      City: 'Chennai',
      'Education Level': 'Pursuing Graduation',
      'College Name': 'Stella Maris College',
      'PAN card': 'View full image (opens in a new tab)',
      'Student ID card': 'Not uploaded',
    });
    expect(api.inputsOf('getProfile')).toEqual([{}]);
    expect(api.calls[0]?.authorization).toBe('Bearer session-token');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('shows a stored document as a thumbnail that opens the full image in a new tab', async () => {
    openProfile();

    const link = await screen.findByRole('link', { name: /PAN card/ });

    expect(link).toHaveAttribute('href', PAN_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(link).getByRole('img', { name: 'PAN card' })).toHaveAttribute('src', PAN_URL);
  });

  it('shows the initials when there is no photo', async () => {
    openProfile();
    const avatar = await screen.findByRole('img', { name: 'Asha Verma' });
    expect(avatar).toHaveTextContent('AV');
    expect(avatar.querySelector('img')).toBeNull();
  });

  it('shows the photo from the stored login data', async () => {
    const photoUrl = 'https://lh3.example.com/photo.jpg';
    openProfile({ user: { ...WORKER, photoUrl } });

    const avatar = await screen.findByRole('img', { name: 'Asha Verma' });

    expect(avatar.querySelector('img')).toHaveAttribute('src', photoUrl);
  });

  it("shows the server's message and Try again when the profile does not load", async () => {
    storeWorkerSession();
    const api = fakeApi({ getProfile: () => fail(500, 'Something went wrong on our side.') });
    const { user } = renderApp('/profile');

    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    api.set('getProfile', () => ok({ data: PROFILE }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Asha Verma' })).toBeInTheDocument();
  });
});

describe('/profile, edit mode', () => {
  it('saves the changes behind a Saving overlay, keeping the stored document keys, then shows the reloaded profile', async () => {
    const answer = deferred<'updateProfile'>();
    const { api, user } = openProfile();
    api.set('updateProfile', () => answer.promise);
    const form = await startEditing(user);

    await user.click(within(form).getByRole('radio', { name: 'Male' }));
    fireEvent.change(within(form).getByLabelText(/^Date of Birth/), { target: { value: '2002-01-09' } });
    await user.click(within(form).getByRole('combobox', { name: /^Languages/ }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Telugu' }));
    await user.keyboard('{Escape}');
    const city = within(form).getByRole('combobox', { name: /^City/ });
    expect(city).toHaveValue('Chennai');
    await user.clear(city);
    await user.type(city, 'Pun');
    await user.click(await screen.findByRole('option', { name: 'Pune' }));
    await user.click(within(form).getByRole('combobox', { name: /^Education Level/ }));
    await user.click(await screen.findByRole('option', { name: 'Graduate' }));
    const college = within(form).getByRole('textbox', { name: /^College Name/ });
    await user.clear(college);
    await user.type(college, '  Fergusson College ');

    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Saving');
    expect(api.inputsOf('updateProfile')).toEqual([
      {
        gender: 1,
        dob: '2002-01-09',
        languages: ['english', 'hindi', 'telugu'],
        cityName: 'pune',
        education: 'graduate',
        collegeName: 'Fergusson College',
        panCardLocation: PAN_KEY,
        idCardLocation: '',
      },
    ]);
    api.set('getProfile', () =>
      ok({
        data: {
          ...PROFILE,
          GENDER: 1,
          DOB: '2002-01-09',
          LANGUAGES: 'english, hindi, telugu',
          LOCATION: 'pune',
          EDUCATION_LEVEL: 'graduate',
          COLLEGE_NAME: 'Fergusson College',
        },
      }),
    );
    answer.settle(ok({ success: true }));

    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(facts()).toMatchObject({
      Gender: 'Male',
      'Date of Birth': '9 January 2002',
      Languages: 'English, Hindi, Telugu',
      City: 'Pune',
      'Education Level': 'Graduate',
      'College Name': 'Fergusson College',
    });
    expect(api.inputsOf('getProfile')).toHaveLength(2);
  });

  it('Cancel drops the edits and shows the server values again', async () => {
    const { api, user } = openProfile();
    let form = await startEditing(user);
    await user.click(within(form).getByRole('radio', { name: 'Other' }));
    const college = within(form).getByRole('textbox', { name: /^College Name/ });
    await user.clear(college);
    await user.type(college, 'Another College');

    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(facts()).toMatchObject({ Gender: 'Female', 'College Name': 'Stella Maris College' });
    form = await startEditing(user);
    expect(within(form).getByRole('textbox', { name: /^College Name/ })).toHaveValue('Stella Maris College');
    expect(within(form).getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(api.inputsOf('updateProfile')).toEqual([]);
  });

  it('shows the rule messages for date of birth, languages and college name, and does not save', async () => {
    const { api, user } = openProfile();
    const form = await startEditing(user);
    expect(within(form).queryByText('Date of Birth is required')).not.toBeInTheDocument();

    const dob = within(form).getByLabelText(/^Date of Birth/);
    fireEvent.change(dob, { target: { value: '' } });
    fireEvent.blur(dob);
    await user.click(within(form).getByRole('combobox', { name: /^Languages/ }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'English' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Hindi' }));
    await user.keyboard('{Escape}');
    const college = within(form).getByRole('textbox', { name: /^College Name/ });
    await user.clear(college);
    await user.type(college, 'abc');
    await user.tab();

    expect(within(form).getByText('Date of Birth is required')).toBeInTheDocument();
    expect(within(form).getByText('Please select atleast language')).toBeInTheDocument();
    expect(within(form).getByText('Please enter correct College Name')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeInTheDocument();
    expect(api.inputsOf('updateProfile')).toEqual([]);
  });

  it('shows every missing field after a Save attempt on an unfinished profile', async () => {
    const { api, user } = openProfile({
      profile: {
        ...PROFILE,
        GENDER: null,
        DOB: '',
        LANGUAGES: '',
        LOCATION: '',
        EDUCATION_LEVEL: '',
        COLLEGE_NAME: '',
      },
    });
    const form = await startEditing(user);

    await user.click(within(form).getByRole('button', { name: 'Save' }));

    for (const text of [
      'Please select Gender',
      'Date of Birth is required',
      'Please select atleast language',
      'Please select a city',
      'Please select Education Level',
      'Please enter correct College Name',
    ]) {
      expect(within(form).getByText(text)).toBeInTheDocument();
    }
    expect(api.inputsOf('updateProfile')).toEqual([]);
  });

  it("keeps the form and the worker's values and shows the server's message when saving fails", async () => {
    const { api, user } = openProfile();
    api.set('updateProfile', () =>
      fail(400, 'Some fields are not valid.', [
        { field: 'collegeName', message: 'Please enter correct College Name' },
      ]),
    );
    const form = await startEditing(user);
    const college = within(form).getByRole('textbox', { name: /^College Name/ });
    await user.clear(college);
    await user.type(college, 'Loyola College');

    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(/Some fields are not valid\./)).toBeInTheDocument();
    expect(screen.getByText(/College Name: Please enter correct College Name/)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^College Name/ })).toHaveValue('Loyola College');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(api.inputsOf('getProfile')).toHaveLength(1);
  });

  it('Remove sends an empty document key', async () => {
    const { api, user } = openProfile();
    const form = await startEditing(user);
    const pan = documentGroup('PAN card');
    expect(within(pan).getByRole('img', { name: 'PAN card' })).toHaveAttribute('src', PAN_URL);

    await user.click(within(pan).getByRole('button', { name: 'Remove' }));

    expect(within(pan).getByText('Not uploaded')).toBeInTheDocument();
    expect(within(pan).getByRole('button', { name: 'Upload png' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Edit' });
    expect(api.inputsOf('updateProfile')).toEqual([
      expect.objectContaining({ panCardLocation: '', idCardLocation: '' }),
    ]);
  });
});

describe('/profile, city search', () => {
  it('finds Ernakulam for "Kochi" and saves its district id', async () => {
    const { api, user } = openProfile();
    api.set('updateProfile', () => ok({ success: true }));
    const form = await startEditing(user);
    const city = within(form).getByRole('combobox', { name: /^City/ });

    await user.clear(city);
    await user.type(city, 'Kochi');
    await user.click(await screen.findByRole('option', { name: 'Kochi → Ernakulam' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.inputsOf('updateProfile')).toHaveLength(1));
    expect(api.inputsOf('updateProfile')[0]).toMatchObject({ cityName: 'ernakulam' });
  });
});

describe('/profile, document uploads', () => {
  it('refuses a file that is not a png, with a message, without asking for an upload form', async () => {
    const { api, user } = openProfile();
    await startEditing(user);
    const group = documentGroup('Student ID card');
    const input = within(group).getByLabelText('Student ID card png file');
    expect(input).toHaveAttribute('accept', 'image/png');

    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.7'], 'id.pdf', { type: 'application/pdf' })] },
    });

    expect(await within(group).findByRole('alert')).toHaveTextContent(uploadMessages.type);
    expect(api.inputsOf('createDocumentUpload')).toEqual([]);
    expect(FakeXhr.sent).toEqual([]);
  });

  it('refuses a file named and typed png whose bytes are not a png', async () => {
    const { api, user } = openProfile();
    await startEditing(user);
    const group = documentGroup('Student ID card');
    const jpegBytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

    await user.upload(
      within(group).getByLabelText('Student ID card png file'),
      new File([jpegBytes], 'id.png', { type: 'image/png' }),
    );

    expect(await within(group).findByRole('alert')).toHaveTextContent(uploadMessages.signature);
    expect(api.inputsOf('createDocumentUpload')).toEqual([]);
    expect(FakeXhr.sent).toEqual([]);
  });

  it('uploads a png with the presigned form, shows progress, previews it and saves its key', async () => {
    const { api, user } = openProfile();
    const form = await startEditing(user);
    const group = documentGroup('Student ID card');
    const file = pngFile('student-id.png', 1024);

    await user.upload(within(group).getByLabelText('Student ID card png file'), file);

    const xhr = await sentRequest();
    expect(api.inputsOf('createDocumentUpload')).toEqual([{ document: 'idCard' }]);
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(UPLOAD_FORM.url);
    expect(xhr.entries()).toEqual([
      ['key', NEW_ID_KEY],
      ['Content-Type', 'image/png'],
      ['Policy', 'eyJjb25kaXRpb25zIjpbXX0='],
      ['X-Amz-Signature', 'f00d'],
      ['file', expect.any(File)],
    ]);
    expect((xhr.body as FormData).get('file')).toBe(file);
    expect(within(group).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();

    act(() => xhr.progress(512, 1024));

    expect(within(group).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0.5');
    expect(within(group).getByText('Uploading... 50%')).toBeInTheDocument();

    act(() => xhr.respond(204));

    expect(await within(group).findByRole('img', { name: 'Student ID card' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(URL.createObjectURL).toHaveBeenCalledWith(file);
    expect(within(group).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Replace' })).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();

    await user.click(save);

    await screen.findByRole('button', { name: 'Edit' });
    expect(api.inputsOf('updateProfile')).toEqual([
      {
        gender: 0,
        dob: '2003-05-17',
        languages: ['english', 'hindi'],
        cityName: 'chennai',
        education: 'pursuingGraduation',
        collegeName: 'Stella Maris College',
        panCardLocation: PAN_KEY,
        idCardLocation: NEW_ID_KEY,
      },
    ]);
    // The local preview is let go once the form closes.
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('says the upload failed when storage refuses it, and keeps the document as it was', async () => {
    const { api, user } = openProfile();
    const form = await startEditing(user);
    const group = documentGroup('PAN card');

    await user.upload(within(group).getByLabelText('PAN card png file'), pngFile('pan.png'));
    const xhr = await sentRequest();
    act(() => xhr.respond(403));

    expect(await within(group).findByRole('alert')).toHaveTextContent('The upload failed. Please try again.');
    expect(api.inputsOf('createDocumentUpload')).toEqual([{ document: 'panCard' }]);
    expect(within(group).getByRole('img', { name: 'PAN card' })).toHaveAttribute('src', PAN_URL);
    expect(within(group).queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Edit' });
    expect(api.inputsOf('updateProfile')).toEqual([expect.objectContaining({ panCardLocation: PAN_KEY })]);
  });

  it("shows the server's message when no upload form is given", async () => {
    const { api, user } = openProfile();
    api.set('createDocumentUpload', () => fail(403, 'Please verify your mobile number first.'));
    await startEditing(user);
    const group = documentGroup('PAN card');

    await user.upload(within(group).getByLabelText('PAN card png file'), pngFile('pan.png'));

    expect(await within(group).findByRole('alert')).toHaveTextContent(
      'Please verify your mobile number first.',
    );
    expect(FakeXhr.sent).toEqual([]);
  });

  it('stops an upload still running when editing is cancelled', async () => {
    const { user } = openProfile();
    const form = await startEditing(user);
    const group = documentGroup('PAN card');
    await user.upload(within(group).getByLabelText('PAN card png file'), pngFile('pan.png'));
    const xhr = await sentRequest();

    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    expect(xhr.aborted).toBe(true);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});
