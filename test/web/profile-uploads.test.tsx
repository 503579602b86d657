/**
 * /profile: uploading the PAN card and student ID. Shared set-up: profile-fixtures.ts.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '#web/lib/i18n';
import { uploadMessages } from '#web/lib/upload';
import { fail } from './fake-api';
import { FakeXhr, pngFile, sentRequest } from './fake-xhr';
import {
  documentGroup,
  NEW_ID_KEY,
  openProfile,
  PAN_KEY,
  PAN_URL,
  profilePageHooks,
  startEditing,
  UPLOAD_FORM,
} from './profile-fixtures';

profilePageHooks();

describe('/profile, document uploads', () => {
  it('refuses a file that is no photo or PDF, with a message, without asking for an upload form', async () => {
    const { api, user } = openProfile();
    await startEditing(user);
    const group = documentGroup('Student ID card');
    const input = within(group).getByLabelText('Student ID card file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,application/pdf');

    fireEvent.change(input, {
      target: { files: [new File(['GIF89a'], 'id.gif', { type: 'image/gif' })] },
    });

    expect(await within(group).findByRole('alert')).toHaveTextContent(uploadMessages.typeDocument);
    expect(api.inputsOf('createDocumentUpload')).toEqual([]);
    expect(FakeXhr.sent).toEqual([]);
  });

  it("says what to do with an iPhone's HEIC photo, in the worker's language, and sends nothing", async () => {
    const { api, user } = openProfile();
    await startEditing(user);
    const group = documentGroup('PAN card');
    const heic = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypheicmif1heic')]);

    fireEvent.change(within(group).getByLabelText('PAN card file'), {
      target: { files: [new File([heic], 'IMG_0042.HEIC', { type: 'image/heic' })] },
    });

    expect(await within(group).findByRole('alert')).toHaveTextContent(
      "This is an iPhone HEIC photo. Choose JPEG or PNG, or change the camera's format to Most Compatible.",
    );
    expect(api.inputsOf('createDocumentUpload')).toEqual([]);
    expect(FakeXhr.sent).toEqual([]);
    try {
      await act(() => activateLanguage('hi'));
      expect(within(group).getByRole('alert')).toHaveTextContent('यह iPhone की HEIC फ़ोटो है।');
      await act(() => activateLanguage('te'));
      expect(within(group).getByRole('alert')).toHaveTextContent('ఇది iPhone HEIC ఫోటో.');
    } finally {
      await act(() => activateLanguage('en'));
    }
  });

  it('asks for a form of the type the bytes are: a PDF named and typed png goes as a PDF', async () => {
    const { api, user } = openProfile();
    await startEditing(user);
    const group = documentGroup('Student ID card');

    await user.upload(
      within(group).getByLabelText('Student ID card file'),
      new File(['%PDF-1.7 a scanned card'], 'id.png', { type: 'image/png' }),
    );

    await sentRequest();
    expect(api.inputsOf('createDocumentUpload')).toEqual([
      { document: 'idCard', contentType: 'application/pdf' },
    ]);
  });

  it('uploads a png with the presigned form, shows progress, previews it and saves its key', async () => {
    const { api, user } = openProfile();
    const form = await startEditing(user);
    const group = documentGroup('Student ID card');
    const file = pngFile('student-id.png', 1024);

    await user.upload(within(group).getByLabelText('Student ID card file'), file);

    const xhr = await sentRequest();
    expect(api.inputsOf('createDocumentUpload')).toEqual([{ document: 'idCard', contentType: 'image/png' }]);
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
        name: 'Asha Verma',
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

    await user.upload(within(group).getByLabelText('PAN card file'), pngFile('pan.png'));
    const xhr = await sentRequest();
    act(() => xhr.respond(403));

    expect(await within(group).findByRole('alert')).toHaveTextContent('The upload failed. Please try again.');
    expect(api.inputsOf('createDocumentUpload')).toEqual([{ document: 'panCard', contentType: 'image/png' }]);
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

    await user.upload(within(group).getByLabelText('PAN card file'), pngFile('pan.png'));

    expect(await within(group).findByRole('alert')).toHaveTextContent(
      'Please verify your mobile number first.',
    );
    expect(FakeXhr.sent).toEqual([]);
  });

  it('stops an upload still running when editing is cancelled', async () => {
    const { user } = openProfile();
    const form = await startEditing(user);
    const group = documentGroup('PAN card');
    await user.upload(within(group).getByLabelText('PAN card file'), pngFile('pan.png'));
    const xhr = await sentRequest();

    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    expect(xhr.aborted).toBe(true);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});
